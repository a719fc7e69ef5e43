import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, LIST_LIMITS, TEXT_LIMITS } from './limits';
import { documentChecks } from './validate';

// The same limits tests/rules/limits.test.ts attacks in firestore.rules: at the limit passes,
// one past it is refused, with the field named.
const checks = documentChecks((v) => v === 'now');

const project = {
  title: 'Churn',
  description: 'Predicts churn.',
  image_url: '',
  tags: ['python'],
  featured: false,
  category: 'data',
  code_url: '#',
  live_url: 'https://example.com',
  created_at: 'now',
};

describe('documentChecks', () => {
  it('takes a project at its limits and refuses one past them', () => {
    const at = { ...project, title: 'x'.repeat(TEXT_LIMITS.short), tags: Array(LIST_LIMITS.tags).fill('t') };
    expect(checks.projects('p', at)).toBeNull();
    expect(checks.projects('p', { ...at, title: 'x'.repeat(TEXT_LIMITS.short + 1) })).toBe(
      'title is not valid',
    );
    expect(checks.projects('p', { ...at, tags: Array(LIST_LIMITS.tags + 1).fill('t') })).toBe(
      'tags is not valid',
    );
    expect(checks.projects('p', { ...project, tags: [''] })).toBe('tags is not valid');
  });

  it('refuses missing and unknown fields, other schemes and a time that is not one', () => {
    const { featured: _omitted, ...missing } = project;
    expect(checks.projects('p', missing)).toBe('missing featured');
    expect(checks.projects('p', { ...project, owner: 'me' })).toBe('unexpected owner');
    expect(checks.projects('p', { ...project, code_url: 'javascript:alert(1)' })).toBe(
      'code_url is not valid',
    );
    expect(checks.projects('p', { ...project, created_at: 5 })).toBe('created_at is not valid');
  });

  it('keys personal info by its field name and checks each field its own way', () => {
    const row = (field_name: string, field_value: string) => ({ field_name, field_value, updated_at: 'now' });
    expect(checks.personal_info('email', row('email', 'a@b.co'))).toBeNull();
    expect(checks.personal_info('email', row('email', 'not-an-address'))).toMatch(/email/);
    expect(checks.personal_info('name', row('email', 'a@b.co'))).toMatch(/differs/);
    expect(checks.personal_info('linkedin', row('linkedin', '/in/me'))).toMatch(/http/);
    expect(checks.personal_info('favourite', row('favourite', 'x'))).toBe('field_name is not valid');
  });

  it('holds project files to files/ objects and whole-number order', () => {
    const file = {
      project_id: 'p',
      name: 'Report',
      file_url: '/demo/report.pdf',
      file_type: 'application/pdf',
      storage_path: 'files/a-1.pdf',
      order_index: 0,
      created_at: 'now',
    };
    expect(checks.project_files('f', file)).toBeNull();
    expect(checks.project_files('f', { ...file, storage_path: 'profiles/a.png' })).toBe(
      'storage_path is not valid',
    );
    expect(checks.project_files('f', { ...file, order_index: 1.5 })).toBe('order_index is not valid');
    expect(checks.project_files('f', { ...file, file_url: '#' })).toBe('file_url is not valid');
  });

  it('checks skills and contact messages against their limits', () => {
    const skill = { name: 'Kotlin', category: 'Android Development', proficiency: 100 };
    expect(checks.skills('s', skill)).toBeNull();
    expect(checks.skills('s', { ...skill, proficiency: 101 })).toBe('proficiency is not valid');
    const message = {
      name: 'Ann',
      email: 'a@b.co',
      subject: 'Hello there',
      message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1),
      created_at: 'now',
      email_status: 'sent',
    };
    expect(checks.contact_messages('m', message)).toBe('message is not valid');
  });
});
