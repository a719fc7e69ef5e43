import { PERSONAL_INFO_FIELDS, type PersonalInfoField } from '@portfolio/model/collections';
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// What firestore.rules accept as an image address: http(s) with a host, or a site path.
const IMAGE_URL = /^(https?:\/\/[^\s/?#]+\S*|\/([^/\s]\S*)?)$/;

export function isImageUrl(value: string): boolean {
  return IMAGE_URL.test(value.trim());
}
