import { env } from '@/config/env';
import type { Certification } from '@/data/certifications/model';
import type { Education } from '@/data/education/model';
import type { PersonalInfo } from '@/data/personal-info/model';
import { publicQueries } from './queries';
import { useStoredContent } from './use-stored-content';
import type { Skill } from '@/data/skills/model';
import { DEFAULT_PERSONAL_INFO } from '@/config/defaults';
import { profilePageJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** Full lists when this visit has them, else the home page's shorter ones, else nothing. */
function useList<T>(full: string, short?: string): T[] {
  const fullData = useStoredContent<T[]>(full);
  const shortData = useStoredContent<T[]>(short ?? '');
  return fullData ?? shortData ?? [];
}

/**
 * The ProfilePage of / and /about from the content this visit has (the prerenderer has all of
 * it); it reads nothing itself, so it adds no Firestore request to either page.
 */
export function useProfileJsonLd(path: string): JsonLd[] {
  const info = {
    ...DEFAULT_PERSONAL_INFO,
    ...useStoredContent<PersonalInfo>(publicQueries.hero.key),
    ...useStoredContent<PersonalInfo>(publicQueries.personalAll.key),
  };
  const education = useList<Pick<Education, 'institution'>>(
    publicQueries.education.key,
    publicQueries.homeEducation.key,
  );
  const certifications = useList<Certification>(publicQueries.certifications.key);
  const skills = useList<Skill>(publicQueries.skills.key, publicQueries.homeSkills.key);
  return [
    profilePageJsonLd(env.siteUrl, path, {
      name: info.name,
      title: info.title,
      profileImage: info.profile_image,
      email: info.email,
      linkedin: info.linkedin,
      education,
      certifications,
      skills,
    }),
  ];
}
