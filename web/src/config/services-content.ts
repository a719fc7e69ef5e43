import type { ServiceCategory } from '@portfolio/model/collections';

/**
 * The Services page's fixed parts (its two sections and the four-step process) and the built-in
 * services, shown while the services collection is empty or cannot be read and nothing is cached.
 */
export interface ServiceContent {
  title: string;
  description: string;
  /** A name from components/service-icon-registry.ts. */
  icon: string;
  category: ServiceCategory;
}

export interface ServiceSectionContent {
  title: string;
  intro: string;
}

/** The page's sections, in the page's order. */
export const SERVICE_SECTIONS: Record<ServiceCategory, ServiceSectionContent> = {
  data: {
    title: 'Data Science & ML',
    intro: 'Turning raw data into models, insights and decisions you can act on.',
  },
  android: {
    title: 'Android Application Development',
    intro: 'Native Android apps built with Kotlin and Jetpack, from idea to Play Store.',
  },
};

export const DEFAULT_SERVICES: ServiceContent[] = [
  {
    title: 'Predictive Modeling',
    description:
      'Machine learning models that forecast demand, churn or risk, validated honestly and ready for production.',
    icon: 'chart-line',
    category: 'data',
  },
  {
    title: 'Data Visualization',
    description: 'Dashboards and charts that make complex data readable at a glance for every stakeholder.',
    icon: 'chart-pie',
    category: 'data',
  },
  {
    title: 'Statistical Analysis',
    description: 'Hypothesis tests, A/B experiments and causal questions answered with sound statistics.',
    icon: 'math',
    category: 'data',
  },
  {
    title: 'ETL Pipeline Development',
    description: 'Reliable pipelines that extract, clean and load your data on schedule, at any scale.',
    icon: 'database',
    category: 'data',
  },
  {
    title: 'Custom App Development',
    description: 'Native Kotlin apps tailored to your product, with clean architecture and tests.',
    icon: 'device-mobile',
    category: 'android',
  },
  {
    title: 'UI/UX Design',
    description: 'Material Design interfaces that are intuitive, accessible and consistent across devices.',
    icon: 'palette',
    category: 'android',
  },
  {
    title: 'App Optimization',
    description: 'Faster start-up, smoother scrolling, smaller APKs and longer battery life.',
    icon: 'bolt',
    category: 'android',
  },
  {
    title: 'App Maintenance & Updates',
    description: 'New Android versions, library upgrades, bug fixes and features, without surprises.',
    icon: 'refresh',
    category: 'android',
  },
];

interface ProcessStep {
  title: string;
  description: string;
}

export const PROCESS_STEPS: ProcessStep[] = [
  { title: 'Discovery', description: 'We talk through your goals, users, data and constraints.' },
  { title: 'Planning', description: 'A clear scope, milestones and the right tools for the job.' },
  { title: 'Development', description: 'Iterative builds with regular demos and your feedback.' },
  { title: 'Delivery', description: 'Launch, documentation, hand-over and support afterwards.' },
];
