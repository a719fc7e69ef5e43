// The demo content as the CV reads it: what `npm start` shows at /cv, for the CV's tests.
import { buildCv, type CvContent, type CvSettings } from '@portfolio/model/cv';
import * as demo from './demo-content';

export function demoCvContent(
  settings: CvSettings | null = null,
  siteUrl = 'https://alex.example.com',
): CvContent {
  return {
    siteUrl,
    personal: demo.personalInfo,
    experience: demo.experience,
    education: demo.education,
    certifications: demo.certifications,
    skills: demo.skills,
    projects: demo.projects,
    publications: demo.publications,
    settings,
  };
}

export const demoCv = (settings: CvSettings | null = null) => buildCv(demoCvContent(settings));
