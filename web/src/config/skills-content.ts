import type { SkillCategory } from '@portfolio/model/collections';

/**
 * The Skills page's fixed parts: a line under each group's title and the soft skills. The skills
 * listed here are the built-in ones, shown while the skills collection is empty or cannot be read
 * and nothing is cached.
 */
export const SKILL_GROUP_BLURBS: Record<SkillCategory, string> = {
  'Programming Languages': 'The languages I reach for every day.',
  'ML & Data Science': 'From the first chart to a model in production.',
  'Tools & Technologies': 'What keeps the work reproducible and shipped.',
  'Big Data': 'When the data no longer fits on one machine.',
  'Android Development': 'Native apps that are fast, tested and pleasant to use.',
};

const DEFAULT_SKILL_NAMES: Record<SkillCategory, string[]> = {
  'Programming Languages': ['Python', 'Kotlin', 'Java', 'SQL', 'R', 'JavaScript'],
  'ML & Data Science': [
    'Machine Learning',
    'Deep Learning',
    'NLP',
    'Computer Vision',
    'Statistics',
    'Time Series',
  ],
  'Tools & Technologies': ['TensorFlow', 'PyTorch', 'scikit-learn', 'Pandas', 'Git', 'Docker'],
  'Big Data': ['Apache Spark', 'Hadoop', 'Kafka', 'Hive', 'Airflow', 'BigQuery'],
  'Android Development': [
    'Jetpack Compose',
    'Android SDK',
    'Room',
    'Retrofit',
    'Coroutines & Flow',
    'Firebase',
  ],
};

interface DefaultSkill {
  id: string;
  name: string;
  category: SkillCategory;
  proficiency: number;
}

/** Ranked by their place in the lists above, so sorting by proficiency keeps that order. */
export const DEFAULT_SKILLS: DefaultSkill[] = Object.entries(DEFAULT_SKILL_NAMES).flatMap(
  ([category, names]) =>
    names.map((name, index) => ({
      id: `default:${category}:${name}`,
      name,
      category: category as SkillCategory,
      proficiency: 100 - index,
    })),
);

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
