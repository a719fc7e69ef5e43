/**
 * Demo content of the portfolio: a data scientist and Android developer, Alex Morgan.
 * `scripts/seed/seed.ts` writes it to Firestore by the fixed ids below, so seeding is idempotent
 * and tests can address documents by id. Media and files live under web/public/demo/ and are
 * referenced by site-relative paths.
 *
 * Times are plain `Date`s here (SDK-neutral); the seed turns them into Firestore Timestamps.
 */
import { slugify } from '@portfolio/model/slug';
import type {
  CertificationDoc,
  EducationDoc,
  ExperienceDoc,
  PersonalInfoField,
  ProjectDoc,
  ProjectFileDoc,
  ServiceDoc,
  SkillDoc,
} from '@portfolio/model/collections';
import { CHURN_CASE_STUDY } from './demo-case-study';

import { PUBLISHED } from './demo-status';
export { notes } from './demo-notes';
export { publications } from './demo-publications';

/** A document with its fixed id. */
export type Seeded<T> = T & { id: string };

export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'portfolio-admin',
  displayName: 'Portfolio Admin',
} as const;

/** MIME types of the demo files, by the label the project detail page shows. */
const FILE_TYPES = {
  webp: 'image/webp',
  webm: 'video/webm',
  pdf: 'application/pdf',
  zip: 'application/zip',
  apk: 'application/vnd.android.package-archive',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ipynb: 'application/x-ipynb+json',
  csv: 'text/csv',
} as const;

export const personalInfo: Record<PersonalInfoField, string> = {
  name: 'Alex Morgan',
  title: 'Data Scientist & Android Developer',
  tagline:
    'I turn messy data into models that move the numbers, and ship them in Android apps people enjoy using.',
  profile_image: '/demo/profile/alex-morgan.webp',
  about_intro:
    "I'm a data scientist and Android developer with six years of experience across retail, fintech and " +
    'health tech. I like the whole path from a business question to a model in production, and from a ' +
    'model to the screen where someone actually uses its answer.',
  about_detail:
    'Most of my work combines the two sides: churn and demand models served to mobile teams, on-device ' +
    'machine learning with TensorFlow Lite, and analytics pipelines that tell product teams what their ' +
    'users really do. I care about reproducible experiments, clear dashboards and apps that stay fast on a ' +
    'five-year-old phone. Outside work I mentor at a local data science meetup and contribute to ' +
    'open-source Kotlin libraries.',
  email: 'alex.morgan@example.com',
  phone: '+1 (415) 555-0142',
  linkedin: 'https://www.linkedin.com/in/alex-morgan-data',
};

export const education: Seeded<EducationDoc>[] = [
  {
    id: 'edu-msc-data-science',
    degree: 'M.Sc. in Data Science',
    institution: 'Northbridge University',
    start_date: '2017-09',
    end_date: '2019-06',
    description:
      'Machine learning, Bayesian statistics and large-scale data processing. Thesis on hierarchical ' +
      'forecasting of retail demand, graded with distinction.',
    order_index: 1,
  },
  {
    id: 'edu-bsc-computer-science',
    degree: 'B.Sc. in Computer Science',
    institution: 'Lakeview Institute of Technology',
    start_date: '2013-09',
    end_date: '2017-06',
    description:
      'Software engineering, algorithms and mobile development. Capstone: an offline-first Android app ' +
      'for campus transit, later used by 3,000 students.',
    order_index: 2,
  },
  {
    id: 'edu-deep-learning-school',
    degree: 'Summer School in Deep Learning',
    institution: 'Baltic Institute of Artificial Intelligence',
    start_date: '2018-07',
    end_date: '2018-08',
    order_index: 3,
  },
];

export const experience: Seeded<ExperienceDoc>[] = [
  {
    id: 'exp-helix-senior-data-scientist',
    position: 'Senior Data Scientist',
    company: 'Helix Analytics',
    start_date: '2022-03',
    end_date: null,
    description:
      'Lead data scientist of the customer intelligence team, building models that product, marketing and ' +
      'mobile teams use every day.',
    responsibilities: [
      'Built the weekly churn model (ROC AUC 0.91) that cut monthly churn from 5.9% to 4.8%.',
      'Designed the feature store and Airflow pipelines that feed 14 production models.',
      'Shipped on-device scoring to the Android app with TensorFlow Lite, removing 40 ms of network latency.',
      'Mentor three junior data scientists and run the team’s model review.',
    ],
    order_index: 1,
  },
  {
    id: 'exp-brightpath-android-developer',
    position: 'Android Developer',
    company: 'Brightpath Mobile',
    start_date: '2020-06',
    end_date: '2022-02',
    description: 'Kotlin developer in a studio building consumer and fintech apps for clients.',
    responsibilities: [
      'Rewrote a banking app’s onboarding in Jetpack Compose, raising completion by 22%.',
      'Introduced offline-first sync with Room and WorkManager for a field-service app.',
      'Cut cold start time by 35% with baseline profiles and lazy initialisation.',
      'Set up CI with Gradle build caching and automated Play Store releases.',
    ],
    order_index: 2,
  },
  {
    id: 'exp-meridian-data-analyst',
    position: 'Data Analyst',
    company: 'Meridian Retail Group',
    start_date: '2019-07',
    end_date: '2020-05',
    responsibilities: [
      'Built Tableau dashboards for weekly sales and stock across 1,200 stores.',
      'Prototyped a demand forecast that reduced waste of fresh products by 8% in the pilot region.',
      'Automated the monthly KPI report with Python and SQL, saving two days of work each month.',
    ],
    order_index: 3,
  },
  {
    id: 'exp-quantis-ml-intern',
    position: 'Machine Learning Intern',
    company: 'Quantis Labs',
    start_date: '2018-06',
    end_date: '2018-09',
    description: 'Summer internship in the research team, on text classification of support tickets.',
    responsibilities: [
      'Trained a ticket-routing classifier that reached 87% accuracy on 30 categories.',
      'Wrote the evaluation notebook the team reused for later NLP projects.',
    ],
    order_index: 4,
  },
];

export const certifications: Seeded<CertificationDoc<Date>>[] = [
  {
    id: 'cert-tensorflow-developer',
    title: 'TensorFlow Developer Certificate',
    issuer: 'Google',
    order_index: 1,
    created_at: new Date('2024-01-15T10:00:00Z'),
  },
  {
    id: 'cert-associate-android-developer',
    title: 'Associate Android Developer',
    issuer: 'Google',
    order_index: 2,
    created_at: new Date('2024-01-15T10:01:00Z'),
  },
  {
    id: 'cert-aws-ml-specialty',
    title: 'AWS Certified Machine Learning – Specialty',
    issuer: 'Amazon Web Services',
    order_index: 3,
    created_at: new Date('2024-01-15T10:02:00Z'),
  },
  {
    id: 'cert-gcp-data-engineer',
    title: 'Professional Data Engineer',
    issuer: 'Google Cloud',
    order_index: 4,
    created_at: new Date('2024-01-15T10:03:00Z'),
  },
  {
    id: 'cert-databricks-spark',
    title: 'Databricks Certified Associate Developer for Apache Spark',
    issuer: 'Databricks',
    order_index: 5,
    created_at: new Date('2024-01-15T10:04:00Z'),
  },
];

function skill(category: SkillDoc['category'], name: string, proficiency: number): Seeded<SkillDoc> {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { id: `skill-${slug}`, name, category, proficiency };
}

export const skills: Seeded<SkillDoc>[] = [
  skill('Programming Languages', 'Python', 95),
  skill('Programming Languages', 'Kotlin', 90),
  skill('Programming Languages', 'SQL', 90),
  skill('Programming Languages', 'Java', 80),
  skill('Programming Languages', 'R', 72),
  skill('Programming Languages', 'Scala', 60),
  skill('Programming Languages', 'TypeScript', 55),
  skill('ML & Data Science', 'Pandas', 95),
  skill('ML & Data Science', 'Scikit-learn', 92),
  skill('ML & Data Science', 'XGBoost & LightGBM', 88),
  skill('ML & Data Science', 'TensorFlow', 85),
  skill('ML & Data Science', 'Statistical Modeling', 85),
  skill('ML & Data Science', 'Time Series Forecasting', 82),
  skill('ML & Data Science', 'PyTorch', 78),
  skill('ML & Data Science', 'NLP', 72),
  skill('Tools & Technologies', 'Jupyter', 95),
  skill('Tools & Technologies', 'Git', 90),
  skill('Tools & Technologies', 'Firebase', 85),
  skill('Tools & Technologies', 'Docker', 80),
  skill('Tools & Technologies', 'Tableau', 78),
  skill('Tools & Technologies', 'Apache Airflow', 72),
  skill('Tools & Technologies', 'Power BI', 65),
  skill('Big Data', 'BigQuery', 85),
  skill('Big Data', 'Apache Spark', 82),
  skill('Big Data', 'Databricks', 75),
  skill('Big Data', 'Apache Kafka', 70),
  skill('Big Data', 'Hadoop', 58),
  skill('Android Development', 'Android SDK', 90),
  skill('Android Development', 'Jetpack Compose', 88),
  skill('Android Development', 'Coroutines & Flow', 86),
  skill('Android Development', 'Room', 85),
  skill('Android Development', 'Retrofit', 84),
  skill('Android Development', 'Material Design', 82),
  skill('Android Development', 'TensorFlow Lite', 78),
];

const GITHUB = 'https://github.com/alex-morgan-data';

const demoProjects: Seeded<ProjectDoc<Date>>[] = [
  {
    id: 'proj-churn-prediction',
    title: 'Customer Churn Prediction',
    description:
      'A weekly churn score for 400,000 subscription accounts. LightGBM on 58 behavioural and billing ' +
      'features reaches a ROC AUC of 0.91; SHAP values give each account its top reasons, shown in a ' +
      'retention dashboard and a companion Android app. Monthly churn fell from 5.9% to 4.8% in two quarters.',
    image_url: '/demo/projects/churn.webp',
    tags: ['Python', 'LightGBM', 'SHAP', 'Airflow', 'BigQuery'],
    featured: true,
    category: 'data',
    code_url: `${GITHUB}/churn-prediction`,
    live_url: 'https://churn-demo.example.com',
    created_at: new Date('2025-03-10T09:00:00Z'),
    ...PUBLISHED,
    case_study: CHURN_CASE_STUDY,
  },
  {
    id: 'proj-pulsetrack-fitness',
    title: 'PulseTrack Fitness',
    description:
      'A workout and activity tracker for Android built with Kotlin and Jetpack Compose. Reads steps and ' +
      'heart rate from Health Connect, plans weekly goals and works fully offline with Room; sync runs ' +
      'in the background with WorkManager.',
    image_url: '/demo/projects/fitness.webp',
    tags: ['Kotlin', 'Jetpack Compose', 'Health Connect', 'Room', 'WorkManager'],
    featured: true,
    category: 'android',
    code_url: `${GITHUB}/pulsetrack`,
    live_url: 'https://play.google.com/store/apps/details?id=com.alexmorgan.pulsetrack',
    created_at: new Date('2025-01-20T09:00:00Z'),
    ...PUBLISHED,
  },
  {
    id: 'proj-demand-forecasting',
    title: 'Retail Demand Forecasting',
    description:
      'Hierarchical daily forecasts for 1,200 stores and 8,000 products, reconciled from store to region. ' +
      'A LightGBM global model with Prophet baselines cut forecast error by 18% and fresh-food waste by 8% ' +
      'in the pilot region.',
    image_url: '/demo/projects/forecast.webp',
    tags: ['Python', 'Time Series', 'LightGBM', 'Prophet', 'Spark'],
    featured: true,
    category: 'data',
    code_url: `${GITHUB}/demand-forecasting`,
    live_url: '#',
    created_at: new Date('2024-11-05T09:00:00Z'),
    ...PUBLISHED,
  },
  {
    id: 'proj-receiptlens-scanner',
    title: 'ReceiptLens Expense Scanner',
    description:
      'Snap a receipt and get a categorised expense in under a second, with no server involved. On-device ' +
      'OCR with ML Kit and a TensorFlow Lite classifier for categories; exports to CSV and Google Sheets.',
    image_url: '/demo/projects/receipt.webp',
    tags: ['Kotlin', 'CameraX', 'ML Kit', 'TensorFlow Lite'],
    featured: false,
    category: 'android',
    code_url: `${GITHUB}/receiptlens`,
    live_url: '#',
    created_at: new Date('2024-08-12T09:00:00Z'),
    ...PUBLISHED,
  },
  {
    id: 'proj-sentiment-dashboard',
    title: 'Social Sentiment Dashboard',
    description:
      'Live sentiment of brand mentions across social networks and reviews. A fine-tuned DistilBERT model ' +
      'scores 50,000 posts a day; a Streamlit dashboard shows trends, topics and the posts behind each spike.',
    image_url: '/demo/projects/sentiment.webp',
    tags: ['Python', 'Transformers', 'NLP', 'Streamlit'],
    featured: false,
    category: 'data',
    code_url: `${GITHUB}/sentiment-dashboard`,
    live_url: 'https://sentiment-demo.example.com',
    created_at: new Date('2024-06-18T09:00:00Z'),
    ...PUBLISHED,
  },
  {
    id: 'proj-streaming-etl',
    title: 'Streaming ETL Pipeline',
    description:
      'Event pipeline from Kafka to BigQuery with Spark Structured Streaming: schema validation, ' +
      'deduplication and late-event handling, processing 2 million events an hour with end-to-end latency ' +
      'under a minute.',
    image_url: '/demo/projects/etl.webp',
    tags: ['Apache Kafka', 'Apache Spark', 'BigQuery', 'Docker'],
    featured: false,
    category: 'data',
    code_url: '#',
    live_url: '',
    created_at: new Date('2023-09-02T09:00:00Z'),
    ...PUBLISHED,
  },
  {
    id: 'proj-transitmate-offline',
    title: 'TransitMate Offline',
    description:
      'Timetables and journey planning for city buses that keep working underground. Offline maps, a ' +
      'Room database refreshed nightly and arrival predictions from a small on-device regression model.',
    image_url: '/demo/projects/transit.webp',
    tags: ['Kotlin', 'Room', 'WorkManager', 'Offline-first'],
    featured: false,
    category: 'android',
    code_url: '',
    live_url: '',
    created_at: new Date('2023-04-27T09:00:00Z'),
    ...PUBLISHED,
  },
];

/** Each demo project lives at the address its title gives; its id still leads there. */
export const projects: Seeded<ProjectDoc<Date>>[] = demoProjects.map((p) => ({
  ...p,
  slug: slugify(p.title),
}));

/** The project whose files cover every kind the detail page shows. */
export const ALL_FILE_KINDS_PROJECT = 'proj-churn-prediction';

function file(
  id: string,
  project_id: string,
  order_index: number,
  name: string,
  path: string,
  file_type: string,
  description: string,
  minute: number,
): Seeded<ProjectFileDoc<Date>> {
  return {
    id,
    project_id,
    name,
    description,
    file_url: `/demo/${path}`,
    file_type,
    storage_path: '',
    order_index,
    created_at: new Date(Date.UTC(2025, 2, 10, 10, minute)),
  };
}

const CHURN = 'proj-churn-prediction';

/** Media (image/, video/) are numbered 0..n per project; other files 0..m per project. */
export const projectFiles: Seeded<ProjectFileDoc<Date>>[] = [
  file(
    'file-churn-dashboard',
    CHURN,
    0,
    'Retention dashboard',
    'gallery/churn-dashboard.webp',
    FILE_TYPES.webp,
    'Weekly KPIs and at-risk accounts, as the retention team sees them.',
    0,
  ),
  file(
    'file-churn-feature-importance',
    CHURN,
    1,
    'Top churn drivers',
    'gallery/churn-feature-importance.webp',
    FILE_TYPES.webp,
    'Mean absolute SHAP value of the six strongest features.',
    1,
  ),
  file(
    'file-churn-roc-curve',
    CHURN,
    2,
    'ROC curve',
    'gallery/churn-roc-curve.webp',
    FILE_TYPES.webp,
    'Holdout performance of the selected model (AUC 0.91).',
    2,
  ),
  file(
    'file-churn-walkthrough',
    CHURN,
    3,
    'Dashboard walkthrough',
    'gallery/churn-walkthrough.webm',
    FILE_TYPES.webm,
    'A short clip of risk scores filling in over ten weeks.',
    3,
  ),
  file(
    'file-churn-report-pdf',
    CHURN,
    0,
    'Model report',
    'files/churn-model-report.pdf',
    FILE_TYPES.pdf,
    'Data, results and monitoring of model version 2.3.',
    4,
  ),
  file(
    'file-churn-artifacts-zip',
    CHURN,
    1,
    'Model artifacts',
    'files/churn-model-artifacts.zip',
    FILE_TYPES.zip,
    'Feature list, metrics and a sample of scored accounts.',
    5,
  ),
  file(
    'file-churn-insights-apk',
    CHURN,
    2,
    'Churn Insights app',
    'files/churn-insights.apk',
    FILE_TYPES.apk,
    'Companion Android app for account managers (demo package).',
    6,
  ),
  file(
    'file-churn-deck-pptx',
    CHURN,
    3,
    'Stakeholder deck',
    'files/churn-stakeholder-deck.pptx',
    FILE_TYPES.pptx,
    'Four slides presented to the retention steering committee.',
    7,
  ),
  file(
    'file-churn-metrics-xlsx',
    CHURN,
    4,
    'Model metrics',
    'files/churn-model-metrics.xlsx',
    FILE_TYPES.xlsx,
    'Model comparison and monthly churn rates.',
    8,
  ),
  file(
    'file-churn-methodology-docx',
    CHURN,
    5,
    'Methodology note',
    'files/churn-methodology.docx',
    FILE_TYPES.docx,
    'Problem framing, features, validation and monitoring.',
    9,
  ),
  file(
    'file-churn-notebook-ipynb',
    CHURN,
    6,
    'Analysis notebook',
    'files/churn-analysis.ipynb',
    FILE_TYPES.ipynb,
    'Exploration and training of the weekly churn score.',
    10,
  ),
  file(
    'file-pulsetrack-today',
    'proj-pulsetrack-fitness',
    0,
    'Today screen',
    'gallery/pulsetrack-today.webp',
    FILE_TYPES.webp,
    'Daily activity rings and recent workouts.',
    11,
  ),
  file(
    'file-pulsetrack-apk',
    'proj-pulsetrack-fitness',
    0,
    'PulseTrack beta',
    'files/pulsetrack.apk',
    FILE_TYPES.apk,
    'Beta build for testers (demo package).',
    12,
  ),
  file(
    'file-forecast-sample-csv',
    'proj-demand-forecasting',
    0,
    'Forecast sample',
    'files/demand-forecast-sample.csv',
    FILE_TYPES.csv,
    'One week of forecasts with 80% intervals for three stores.',
    13,
  ),
];

export const services: Seeded<ServiceDoc>[] = [
  {
    id: 'svc-predictive-modeling',
    title: 'Predictive Modeling',
    description:
      'Models that forecast demand, churn or risk, validated on your own history and delivered with the ' +
      'monitoring that keeps them honest in production.',
    icon: 'chart',
    category: 'data',
    order_index: 1,
  },
  {
    id: 'svc-data-visualization',
    title: 'Data Visualization',
    description:
      'Dashboards and reports in Tableau, Power BI or Streamlit that answer the questions your team asks ' +
      'every week, at a glance.',
    icon: 'presentation',
    category: 'data',
    order_index: 2,
  },
  {
    id: 'svc-statistical-analysis',
    title: 'Statistical Analysis',
    description:
      'A/B test design and analysis, causal inference and survey statistics, explained in plain language ' +
      'with the uncertainty stated.',
    icon: 'calculator',
    category: 'data',
    order_index: 3,
  },
  {
    id: 'svc-etl-pipeline-development',
    title: 'ETL Pipeline Development',
    description:
      'Reliable batch and streaming pipelines with Airflow, Spark and Kafka that land clean, tested data in ' +
      'your warehouse.',
    icon: 'database',
    category: 'data',
    order_index: 4,
  },
  {
    id: 'svc-custom-app-development',
    title: 'Custom App Development',
    description:
      'Native Android apps in Kotlin and Jetpack Compose, from first prototype to Play Store release, built ' +
      'to be maintained.',
    icon: 'code',
    category: 'android',
    order_index: 5,
  },
  {
    id: 'svc-ui-ux-design',
    title: 'UI/UX Design',
    description:
      'Material Design interfaces that are accessible, consistent and tested with real users before a line of ' +
      'production code is written.',
    icon: 'palette',
    category: 'android',
    order_index: 6,
  },
  {
    id: 'svc-app-optimization',
    title: 'App Optimization',
    description:
      'Faster start-up, smoother scrolling, smaller downloads and fewer crashes, measured with profilers and ' +
      'baseline profiles.',
    icon: 'gauge',
    category: 'android',
    order_index: 7,
  },
  {
    id: 'svc-app-maintenance',
    title: 'App Maintenance & Updates',
    description:
      'Regular updates for new Android versions and libraries, crash triage and Play Store policy changes, so ' +
      'your app keeps working.',
    icon: 'tools',
    category: 'android',
    order_index: 8,
  },
];
