import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { isContentCollection, objectsNamed } from './content-life';
import {
  ADMIN_COLLECTIONS,
  ALL_COLLECTIONS,
  CHILD_COLLECTIONS,
  CONTENT_TYPES,
  contentType,
  CREATED_AT_COLLECTIONS,
  LATER_THAN_BACKUPS,
  ORDERED_COLLECTIONS,
  SLUG_COLLECTIONS,
  storageFieldsOf,
  VISITOR_COLLECTIONS,
} from './content-types';
import { documentChecks } from './validate';

// The derived lists, spelled out once here: a change to the registry that moves a collection in
// or out of one of them shows up as a failing line, to be read and agreed with.
describe('the content-type registry', () => {
  it('names every collection once, by a unique key', () => {
    expect(new Set(CONTENT_TYPES.map((t) => t.name)).size).toBe(CONTENT_TYPES.length);
    expect(new Set(CONTENT_TYPES.map((t) => t.key)).size).toBe(CONTENT_TYPES.length);
    expect(COLLECTIONS).toEqual({
      personalInfo: 'personal_info',
      education: 'education',
      experience: 'experience',
      certifications: 'certifications',
      skills: 'skills',
      services: 'services',
      projects: 'projects',
      projectFiles: 'project_files',
      publications: 'publications',
      notes: 'notes',
      contactMessages: 'contact_messages',
    });
  });

  it('orders the backup so a restore writes a parent before what belongs to it', () => {
    expect(ALL_COLLECTIONS).toEqual([
      'personal_info',
      'education',
      'experience',
      'certifications',
      'skills',
      'services',
      'projects',
      'project_files',
      'publications',
      'notes',
      'contact_messages',
    ]);
    for (const t of CONTENT_TYPES) {
      if (!('parent' in t)) continue;
      const parent = CONTENT_TYPES.findIndex((p) => p.key === t.parent.key);
      expect(parent, t.name).toBeGreaterThanOrEqual(0);
      expect(parent, t.name).toBeLessThan(ALL_COLLECTIONS.indexOf(t.name));
    }
  });

  it('gives history, trash and restore the admin’s collections: all but the inbox', () => {
    expect(ADMIN_COLLECTIONS).toEqual(ALL_COLLECTIONS.filter((n) => n !== 'contact_messages'));
    expect(ALL_COLLECTIONS.filter(isContentCollection)).toEqual(ADMIN_COLLECTIONS);
  });

  it('lets visitors read all content but the inbox', () => {
    expect(VISITOR_COLLECTIONS).toEqual(ADMIN_COLLECTIONS);
  });

  it('derives the ordered, timed, addressed and owned collections', () => {
    expect(ORDERED_COLLECTIONS).toEqual([
      'education',
      'experience',
      'certifications',
      'services',
      'project_files',
      'publications',
    ]);
    expect(CREATED_AT_COLLECTIONS).toEqual([
      'certifications',
      'projects',
      'project_files',
      'publications',
      'notes',
    ]);
    expect(SLUG_COLLECTIONS).toEqual(['projects', 'publications', 'notes']);
    expect(CHILD_COLLECTIONS).toEqual(['project_files']);
    expect(LATER_THAN_BACKUPS).toEqual(['publications', 'notes']);
  });

  it('looks a declaration up by name, and knows no other name', () => {
    expect(contentType('projects')?.key).toBe('projects');
    expect(contentType('users')).toBeUndefined();
  });

  it('declares the storage fields a document uses, the photo row only for personal_info', () => {
    const fields = (name: string, data: Record<string, unknown>) =>
      storageFieldsOf(name, data).map((s) => `${s.form}:${s.field}`);
    expect(fields('personal_info', { field_name: 'profile_image' })).toEqual(['url:field_value']);
    expect(fields('personal_info', { field_name: 'tagline' })).toEqual([]);
    expect(fields('projects', {})).toEqual(['url:image_url']);
    expect(fields('project_files', {})).toEqual(['path:storage_path', 'url:file_url']);
    expect(fields('publications', {})).toEqual(['path:pdf_storage_path', 'url:pdf_file_url']);
    expect(fields('notes', {})).toEqual(['url:image_url']);
    expect(fields('skills', {})).toEqual([]);
    expect(fields('users', {})).toEqual([]);
  });

  it('names the objects of the declared fields in the declared folders only', () => {
    const bucket = 'demo.appspot.com';
    const link = (path: string) => `https://x/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
    expect(objectsNamed('projects', { image_url: link('projects/a.png') }, bucket)).toEqual([
      'projects/a.png',
    ]);
    expect(objectsNamed('projects', { image_url: link('files/a.png') }, bucket)).toEqual([]);
    expect(
      objectsNamed('project_files', { storage_path: 'files/a.pdf', file_url: link('files/a.pdf') }, bucket),
    ).toEqual(['files/a.pdf']);
    expect(
      objectsNamed('personal_info', { field_name: 'tagline', field_value: link('profiles/a.png') }, bucket),
    ).toEqual([]);
  });

  it('has a check for every collection, and limits that are positive whole numbers', () => {
    expect(Object.keys(documentChecks(() => true)).sort()).toEqual([...ALL_COLLECTIONS].sort());
    for (const t of CONTENT_TYPES) {
      for (const [field, limit] of Object.entries(t.limits)) {
        expect(Number.isInteger(limit) && limit > 0, `${t.name}.${field}`).toBe(true);
      }
    }
  });
});
