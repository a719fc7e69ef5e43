import { describe, expect, it } from 'vitest';
import { rowsToPersonalInfo } from './model';

describe('rowsToPersonalInfo', () => {
  it('turns key-value rows into one object', () => {
    expect(
      rowsToPersonalInfo([
        { field_name: 'name', field_value: 'Alex' },
        { field_name: 'email', field_value: 'alex@example.com' },
      ]),
    ).toEqual({ name: 'Alex', email: 'alex@example.com' });
  });

  it('skips unknown fields and empty values so the pages keep their defaults', () => {
    expect(
      rowsToPersonalInfo([
        { field_name: 'password', field_value: 'x' },
        { field_name: 'title', field_value: '' },
        { field_name: 'tagline', field_value: 42 },
      ]),
    ).toEqual({});
  });
});
