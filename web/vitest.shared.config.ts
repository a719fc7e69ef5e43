import { webTestProject } from './vitest.config.ts';

export default webTestProject('web-shared');
