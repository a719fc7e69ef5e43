import type { PersonalInfoField } from '@portfolio/model/collections';
import { fetchCertifications } from '@/data/certifications/public';
import { fetchEducation } from '@/data/education/public';
import { fetchExperience } from '@/data/experience/public';
import { fetchPersonalInfo } from '@/data/personal-info/public';
import { fetchProjectFiles } from '@/data/project-files/public';
import { fetchHomeProjects, fetchProject, fetchProjects } from '@/data/projects/public';
import { fetchServices } from '@/data/services/public';
import { fetchHomeSkills, fetchSkills } from '@/data/skills/public';
import { HOME_SKILL_LIMITS } from '@/lib/skills';

/**
 * Every public read with its cache key, so pages that show the same content (the
 * layout's name and the home hero) share one request and one stored copy.
 */
export interface PublicQueryDef<T> {
  key: string;
  fetch: () => Promise<T>;
}

const HERO_FIELDS: PersonalInfoField[] = ['name', 'title', 'tagline', 'profile_image'];
const HOME_ABOUT_FIELDS: PersonalInfoField[] = ['about_intro', 'about_detail'];
const HOME_TEASER_LIMIT = 2;

export const publicQueries = {
  hero: { key: 'personal:hero', fetch: () => fetchPersonalInfo(HERO_FIELDS) },
  homeAbout: { key: 'personal:home-about', fetch: () => fetchPersonalInfo(HOME_ABOUT_FIELDS) },
  personalAll: { key: 'personal:all', fetch: () => fetchPersonalInfo() },
  homeEducation: { key: 'education:home', fetch: () => fetchEducation(HOME_TEASER_LIMIT) },
  education: { key: 'education:all', fetch: () => fetchEducation() },
  homeExperience: { key: 'experience:home', fetch: () => fetchExperience(HOME_TEASER_LIMIT) },
  experience: { key: 'experience:all', fetch: () => fetchExperience() },
  certifications: { key: 'certifications:all', fetch: fetchCertifications },
  skills: { key: 'skills:all', fetch: fetchSkills },
  homeSkills: { key: 'skills:home', fetch: () => fetchHomeSkills(HOME_SKILL_LIMITS) },
  services: { key: 'services:all', fetch: fetchServices },
  homeProjects: { key: 'projects:home', fetch: fetchHomeProjects },
  projects: { key: 'projects:all', fetch: fetchProjects },
  project: (id: string) => ({ key: `project:${id}`, fetch: () => fetchProject(id) }),
  projectFiles: (id: string) => ({ key: `project-files:${id}`, fetch: () => fetchProjectFiles(id) }),
} satisfies Record<string, PublicQueryDef<unknown> | ((id: string) => PublicQueryDef<unknown>)>;
