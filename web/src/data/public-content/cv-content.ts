import type { CvContent } from '@portfolio/model/cv';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';
import type { Certification } from '@/data/certifications/model';
import type { CvSettings } from '@/data/cv-settings/model';
import type { Education } from '@/data/education/model';
import type { Experience } from '@/data/experience/model';
import type { PersonalInfo } from '@/data/personal-info/model';
import type { Project } from '@/data/projects/model';
import type { Publication } from '@/data/publications/model';
import type { Skill } from '@/data/skills/model';
import { publicQueries } from './queries';

/** Every read the CV is made from, one cache entry each: the page, the prerender and Publish agree. */
export const CV_QUERIES = {
  personal: publicQueries.personalAll,
  experience: publicQueries.experience,
  education: publicQueries.education,
  certifications: publicQueries.certifications,
  skills: publicQueries.skills,
  projects: publicQueries.projects,
  publications: publicQueries.publications,
  settings: publicQueries.cvSettings,
} as const;

export interface CvSources {
  personal?: PersonalInfo | undefined;
  experience?: Experience[] | undefined;
  education?: Education[] | undefined;
  certifications?: Certification[] | undefined;
  skills?: Skill[] | undefined;
  projects?: Project[] | undefined;
  publications?: Publication[] | undefined;
  settings?: CvSettings | undefined;
}

/** The CV's content from what the site read; the profile falls back to its defaults as elsewhere. */
export function cvContentFrom(sources: CvSources, siteUrl: string): CvContent {
  return {
    siteUrl,
    personal: { ...DEFAULT_PERSONAL_INFO, ...sources.personal },
    experience: sources.experience ?? [],
    education: sources.education ?? [],
    certifications: sources.certifications ?? [],
    skills: sources.skills ?? [],
    projects: sources.projects ?? [],
    publications: sources.publications ?? [],
    settings: sources.settings ?? null,
  };
}
