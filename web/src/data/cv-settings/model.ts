import { DEFAULT_CV_SETTINGS, type CvSettings } from '@portfolio/model/cv';
import { strList } from '@/data/codec';

export type { CvSettings };

const idsOrNull = (value: unknown): string[] | null => (Array.isArray(value) ? strList(value) : null);

/** The stored settings, with the defaults for anything missing (no document yet, an older one). */
export function cvSettingsFromDoc(data: Record<string, unknown> | undefined): CvSettings {
  if (!data) return DEFAULT_CV_SETTINGS;
  return {
    summary: typeof data.summary === 'string' ? data.summary : DEFAULT_CV_SETTINGS.summary,
    project_ids: idsOrNull(data.project_ids),
    certification_ids: idsOrNull(data.certification_ids),
    show_phone: data.show_phone === true,
    all_publications: data.all_publications === true,
  };
}

/** What the admin chose, as stored: the summary trimmed, lists without repeats. */
export function normaliseCvSettings(input: CvSettings): CvSettings {
  const unique = (ids: string[] | null) => (ids === null ? null : [...new Set(ids)]);
  return {
    summary: input.summary.trim(),
    project_ids: unique(input.project_ids),
    certification_ids: unique(input.certification_ids),
    show_phone: input.show_phone,
    all_publications: input.all_publications,
  };
}
