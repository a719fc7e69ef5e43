import { PERSONAL_INFO_FIELDS, type PersonalInfoField } from '@portfolio/model/collections';
import { CONTACT_EMAIL_PATTERN } from '@portfolio/model/contact';
import { CONTACT_LIMITS } from '@portfolio/model/limits';
import { isHttpUrl as isModelHttpUrl } from '@portfolio/model/urls';
import type { PersonalInfo } from '@/data/personal-info/model';

export type ProfileValues = Record<PersonalInfoField, string>;

/** Every one of the nine fields, '' where nothing is stored, so the form is fully controlled. */
export function toProfileValues(info: PersonalInfo): ProfileValues {
  return Object.fromEntries(PERSONAL_INFO_FIELDS.map((f) => [f, info[f] ?? ''])) as ProfileValues;
}

/** Trimmed values, as they are saved. */
export function trimProfileValues(values: ProfileValues): ProfileValues {
  return Object.fromEntries(PERSONAL_INFO_FIELDS.map((f) => [f, values[f].trim()])) as ProfileValues;
}

/** The rules' email check: the contact form's pattern and its 254-character limit. */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= CONTACT_LIMITS.emailMax && CONTACT_EMAIL_PATTERN.test(v);
}

/** The professional-network link: an absolute http(s) address the rules accept. */
export function isHttpUrl(value: string): boolean {
  return isModelHttpUrl(value.trim());
}
