import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, LIST_LIMITS, TEXT_LIMITS } from './limits';
import { documentChecks, RESERVED_ID_PROBLEM, UNSAFE_ID_PROBLEM } from './validate';

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
  status: 'published',
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

  it('takes a project without a case study or with one up to its limit, and refuses one past it', () => {
    expect(checks.projects('p', { ...project, case_study: '' })).toBeNull();
    expect(checks.projects('p', { ...project, case_study: 'x'.repeat(TEXT_LIMITS.caseStudy) })).toBeNull();
    expect(checks.projects('p', { ...project, case_study: 'x'.repeat(TEXT_LIMITS.caseStudy + 1) })).toBe(
      'case_study is not valid',
    );
    expect(checks.projects('p', { ...project, case_study: ['## a'] })).toBe('case_study is not valid');
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
      file_url: 'https://firebasestorage.googleapis.com/v0/b/b.appspot.com/o/files%2Fa-1.pdf?alt=media',
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

  it('binds a project file to the object its link downloads', () => {
    const file = {
      project_id: 'p',
      name: 'Report',
      file_url: '/demo/report.pdf',
      file_type: 'application/pdf',
      storage_path: '',
      order_index: 0,
      created_at: 'now',
    };
    const link = (path: string) =>
      `http://127.0.0.1:9199/v0/b/b.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;
    expect(checks.project_files('f', file)).toBeNull();
    expect(checks.project_files('f', { ...file, file_url: link('files/a-1.pdf') })).toBeNull();
    const unbound = 'storage_path is not the object of file_url';
    // Another project's object, an object behind a site path, one whose name is not plain.
    expect(
      checks.project_files('f', { ...file, file_url: link('files/a-1.pdf'), storage_path: 'files/b-2.pdf' }),
    ).toBe(unbound);
    expect(checks.project_files('f', { ...file, storage_path: 'files/b-2.pdf' })).toBe(unbound);
    expect(
      checks.project_files('f', { ...file, file_url: link('files/a b.pdf'), storage_path: 'files/a b.pdf' }),
    ).toBe(unbound);
  });

  it('reads text, numbers and ids as the rules do', () => {
    const skill = { name: 'Kotlin', category: 'Android Development', proficiency: 90 };
    // The rules' trim() strips control characters: a name of them is blank.
    expect(checks.skills('s', { ...skill, name: '\u0001' })).toBe('name is not valid');
    expect(checks.skills('s', { ...skill, name: ' \u0001\u001f ' })).toBe('name is not valid');
    expect(checks.skills('s', { ...skill, name: '\u00a0' })).toBeNull();
    // -0 and integers past 2^53 reach the rules as doubles.
    expect(checks.skills('s', { ...skill, proficiency: -0 })).toBe('proficiency is not valid');
    const service = { title: 'A', description: '', icon: 'x', category: 'data', order_index: 1e16 };
    expect(checks.services('s', service)).toBe('order_index is not valid');
    expect(checks.services('s', { ...service, order_index: Number.MAX_SAFE_INTEGER })).toBeNull();
    expect(checks.services('__s__', service)).toBe(RESERVED_ID_PROBLEM);
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

  it('refuses an id that is not a safe slug in every collection, whatever the document', () => {
    const skill = { name: 'Kotlin', category: 'Android Development', proficiency: 90 };
    for (const id of ['a\\b', 'a/b', '..', '.', 'a.b', 'a b', 'a%2Fb', 'é', '', 'x'.repeat(101)]) {
      for (const check of Object.values(checks)) expect(check(id, {})).toBe(UNSAFE_ID_PROBLEM);
      expect(checks.skills(id, skill)).toBe(UNSAFE_ID_PROBLEM);
    }
  });

  it('takes the ids the app, the seed and the restore write', () => {
    const skill = { name: 'Kotlin', category: 'Android Development', proficiency: 90 };
    for (const id of ['Xq3pT9aLm2Zk8RbN4cVw', 'skill-coroutines-flow', 'proj_1', 'x'.repeat(100)]) {
      expect(checks.skills(id, skill)).toBeNull();
    }
    const row = { field_name: 'about_intro', field_value: 'Hi', updated_at: 'now' };
    expect(checks.personal_info('about_intro', row)).toBeNull();
  });

  it('holds a file to a project id that is a safe slug', () => {
    const file = {
      project_id: 'proj-churn-prediction',
      name: 'Report',
      file_url: '/demo/report.pdf',
      file_type: 'application/pdf',
      storage_path: '',
      order_index: 0,
      created_at: 'now',
    };
    expect(checks.project_files('f', file)).toBeNull();
    expect(checks.project_files('f', { ...file, project_id: 'a\\b' })).toBe('project_id is not valid');
  });

  it('refuses a contact email that would write mail headers or recipients', () => {
    const message = {
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hello there',
      message: 'A normal message.',
      created_at: 'now',
      email_status: 'sent',
    };
    expect(checks.contact_messages('m', message)).toBeNull();
    for (const email of ['a@b.co?bcc=spy@evil.example', 'a@b.co&body=x', 'a%40b@c.co', 'a@b.co,c@d.co']) {
      expect(checks.contact_messages('m', { ...message, email })).toBe('email is not valid');
    }
  });
});
