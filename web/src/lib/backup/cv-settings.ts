import { CV_LIMITS } from '@portfolio/model/cv';
import { isIsoTime, isRecord, type JsonValue } from './format';

export type CvSettingsJson = Record<string, JsonValue>;

const FIELDS = [
  'summary',
  'project_ids',
  'certification_ids',
  'show_phone',
  'all_publications',
  'updated_at',
];
/** The rules hold each id in the lists to this length. */
const ID_MAX = 100;

function idsProblem(value: unknown, field: string, max: number): string | null {
  if (value === null) return null;
  if (!Array.isArray(value)) return `${field} is not a list`;
  if (value.length > max) return `${field} holds more than ${max} ids`;
  if (!value.every((id) => typeof id === 'string' && id !== '' && id.length <= ID_MAX))
    return `${field} holds an id that is not valid`;
  return null;
}

/**
 * Why the CV settings of a backup could not be stored, or null: the rules' shape and limits (a
 * summary of at most CV_LIMITS.summary characters, at most CV_LIMITS.projects projects and
 * CV_LIMITS.certifications certifications, or null for the defaults).
 */
export function cvSettingsProblem(data: unknown): string | null {
  if (!isRecord(data)) return 'the settings are not a document';
  const extra = Object.keys(data).find((key) => !FIELDS.includes(key));
  if (extra) return `unknown field ${extra}`;
  if (typeof data.summary !== 'string') return 'summary is not text';
  if (data.summary.length > CV_LIMITS.summary) return `summary is over ${CV_LIMITS.summary} characters`;
  if (typeof data.show_phone !== 'boolean') return 'show_phone is not true or false';
  // Absent in settings saved before papers existed.
  if (data.all_publications !== undefined && typeof data.all_publications !== 'boolean')
    return 'all_publications is not true or false';
  if (data.updated_at !== undefined && !isIsoTime(data.updated_at)) return 'updated_at is not a time';
  return (
    idsProblem(data.project_ids, 'project_ids', CV_LIMITS.projects) ??
    idsProblem(data.certification_ids, 'certification_ids', CV_LIMITS.certifications)
  );
}

/** The settings as compared: the server stamps updated_at, so it never counts as a change. */
export function sameCvSettings(a: CvSettingsJson, b: CvSettingsJson): boolean {
  const plain = ({ summary, project_ids, certification_ids, show_phone, all_publications }: CvSettingsJson) =>
    JSON.stringify([
      summary,
      project_ids ?? null,
      certification_ids ?? null,
      show_phone,
      all_publications ?? false,
    ]);
  return plain(a) === plain(b);
}
