import type { SkillCategory } from '@portfolio/model/collections';

/** The static Skills page (spec §2): five groups and eight soft skills. */
export interface SkillGroupContent {
  category: SkillCategory;
  blurb: string;
  skills: string[];
}

export const SKILL_GROUPS: SkillGroupContent[] = [
  {
    category: 'Programming Languages',
    blurb: 'The languages I reach for every day.',
    skills: ['Python', 'Kotlin', 'Java', 'SQL', 'R', 'JavaScript'],
  },
  {
    category: 'ML & Data Science',
    blurb: 'From the first chart to a model in production.',
    skills: ['Machine Learning', 'Deep Learning', 'NLP', 'Computer Vision', 'Statistics', 'Time Series'],
  },
  {
    category: 'Tools & Technologies',
    blurb: 'What keeps the work reproducible and shipped.',
    skills: ['TensorFlow', 'PyTorch', 'scikit-learn', 'Pandas', 'Git', 'Docker'],
  },
  {
    category: 'Big Data',
    blurb: 'When the data no longer fits on one machine.',
    skills: ['Apache Spark', 'Hadoop', 'Kafka', 'Hive', 'Airflow', 'BigQuery'],
  },
  {
    category: 'Android Development',
    blurb: 'Native apps that are fast, tested and pleasant to use.',
    skills: ['Jetpack Compose', 'Android SDK', 'Room', 'Retrofit', 'Coroutines & Flow', 'Firebase'],
  },
];

export const SOFT_SKILLS: string[] = [
  'Problem Solving',
  'Communication',
  'Teamwork',
  'Critical Thinking',
  'Time Management',
  'Adaptability',
  'Attention to Detail',
  'Continuous Learning',
];
