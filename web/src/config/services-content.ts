/** The static Services page (spec §2): two sections of four services and a four-step process. */
export type ServiceIcon =
  'chart-line' | 'chart-pie' | 'math' | 'database' | 'device-mobile' | 'palette' | 'bolt' | 'refresh';

export interface ServiceContent {
  title: string;
  description: string;
  icon: ServiceIcon;
}

export interface ServiceSection {
  title: string;
  intro: string;
  services: ServiceContent[];
}

export const SERVICE_SECTIONS: ServiceSection[] = [
  {
    title: 'Data Science & ML',
    intro: 'Turning raw data into models, insights and decisions you can act on.',
    services: [
      {
        title: 'Predictive Modeling',
        description:
          'Machine learning models that forecast demand, churn or risk, validated honestly and ready for production.',
        icon: 'chart-line',
      },
      {
        title: 'Data Visualization',
        description:
          'Dashboards and charts that make complex data readable at a glance for every stakeholder.',
        icon: 'chart-pie',
      },
      {
        title: 'Statistical Analysis',
        description: 'Hypothesis tests, A/B experiments and causal questions answered with sound statistics.',
        icon: 'math',
      },
      {
        title: 'ETL Pipeline Development',
        description: 'Reliable pipelines that extract, clean and load your data on schedule, at any scale.',
        icon: 'database',
      },
    ],
  },
  {
    title: 'Android Application Development',
    intro: 'Native Android apps built with Kotlin and Jetpack, from idea to Play Store.',
    services: [
      {
        title: 'Custom App Development',
        description: 'Native Kotlin apps tailored to your product, with clean architecture and tests.',
        icon: 'device-mobile',
      },
      {
        title: 'UI/UX Design',
        description:
          'Material Design interfaces that are intuitive, accessible and consistent across devices.',
        icon: 'palette',
      },
      {
        title: 'App Optimization',
        description: 'Faster start-up, smoother scrolling, smaller APKs and longer battery life.',
        icon: 'bolt',
      },
      {
        title: 'App Maintenance & Updates',
        description: 'New Android versions, library upgrades, bug fixes and features, without surprises.',
        icon: 'refresh',
      },
    ],
  },
];

export interface ProcessStep {
  title: string;
  description: string;
}

export const PROCESS_STEPS: ProcessStep[] = [
  { title: 'Discovery', description: 'We talk through your goals, users, data and constraints.' },
  { title: 'Planning', description: 'A clear scope, milestones and the right tools for the job.' },
  { title: 'Development', description: 'Iterative builds with regular demos and your feedback.' },
  { title: 'Delivery', description: 'Launch, documentation, hand-over and support afterwards.' },
];
