import { PERSONAL_INFO_FIELDS, type PersonalInfoField } from '@portfolio/model/collections';

export type PersonalInfo = Partial<Record<PersonalInfoField, string>>;

function isPersonalInfoField(value: unknown): value is PersonalInfoField {
  return typeof value === 'string' && (PERSONAL_INFO_FIELDS as readonly string[]).includes(value);
}

/** personal_info is key-value rows; pages want one object. Unknown or empty rows are skipped. */
export function rowsToPersonalInfo(rows: Array<Record<string, unknown>>): PersonalInfo {
  const info: PersonalInfo = {};
  for (const row of rows) {
    if (
      isPersonalInfoField(row.field_name) &&
      typeof row.field_value === 'string' &&
      row.field_value !== ''
    ) {
      info[row.field_name] = row.field_value;
    }
  }
  return info;
}
