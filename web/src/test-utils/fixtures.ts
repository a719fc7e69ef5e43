import type { ProjectFile } from '@/data/project-files/model';
import type { Project } from '@/data/projects/model';

/** Small builders for component tests; e2e tests use the seeded demo content instead. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'p1',
    title: 'Churn Predictor',
    description: 'Predicts churn.',
    image_url: '',
    tags: ['Python'],
    featured: false,
    category: 'data',
    code_url: 'https://github.com/example/churn',
    live_url: 'https://example.com/churn',
    created_at: new Date('2024-01-01T00:00:00Z'),
    status: 'published',
    publish_at: null,
    ...overrides,
  };
}

export function makeFile(overrides: Partial<ProjectFile> = {}): ProjectFile {
  return {
    id: 'f1',
    project_id: 'p1',
    name: 'Screenshot',
    description: 'The main screen',
    file_url: '/demo/screenshot.png',
    file_type: 'image/png',
    storage_path: '',
    order_index: 0,
    created_at: new Date('2024-01-01T00:00:00Z'),
    ...overrides,
  };
}
