import { useCallback, useEffect, useState } from 'react';
import { certificationsAdmin } from '@/data/certifications/admin';
import { fetchCvSettingsAdmin } from '@/data/cv-settings/admin';
import type { CvSettings } from '@/data/cv-settings/model';
import { educationAdmin } from '@/data/education/admin';
import { experienceAdmin } from '@/data/experience/admin';
import { fetchPersonalInfoAdmin } from '@/data/personal-info/admin';
import { projectsAdmin } from '@/data/projects/admin';
import type { CvSources } from '@/data/public-content/cv-content';
import { publicationsAdmin } from '@/data/publications/admin';
import { skillsAdmin } from '@/data/skills/admin';

export type CvLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; sources: Required<CvSources>; settings: CvSettings };

/** Everything the CV is made from, read once with the admin's SDK. */
export function useCvSources(onFailure: (error: unknown) => void) {
  const [load, setLoad] = useState<CvLoad>({ state: 'loading' });
  const fetchAll = useCallback(() => {
    Promise.all([
      fetchPersonalInfoAdmin(),
      experienceAdmin.list(),
      educationAdmin.list(),
      certificationsAdmin.list(),
      skillsAdmin.list(),
      projectsAdmin.list(),
      publicationsAdmin.list(),
      fetchCvSettingsAdmin(),
    ]).then(
      ([personal, experience, education, certifications, skills, projects, papers, settings]) =>
        setLoad({
          state: 'ready',
          sources: {
            personal,
            experience,
            education,
            certifications,
            skills,
            projects,
            publications: papers,
            settings,
          },
          settings,
        }),
      (error: unknown) => {
        onFailure(error);
        setLoad({ state: 'failed' });
      },
    );
  }, [onFailure]);
  useEffect(fetchAll, [fetchAll]);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    fetchAll();
  }, [fetchAll]);
  return { load, retry };
}
