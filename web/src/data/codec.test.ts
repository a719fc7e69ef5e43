import { describe, expect, it } from 'vitest';
import { experienceCodec } from './experience/model';
import { isMediaType, projectFileCodec } from './project-files/model';
import { projectCodec } from './projects/model';

describe('collection codecs', () => {
  it('gives a project the defaults for missing fields', () => {
    const project = projectCodec.fromFirestore('p1', { title: 'Churn' });
    expect(project).toMatchObject({
      id: 'p1',
      tags: [],
      featured: false,
      category: 'data',
      created_at: null,
    });
  });

  it('reads a Timestamp-like created_at as a Date', () => {
    const when = new Date('2025-01-02T03:04:05Z');
    const project = projectCodec.fromFirestore('p1', { created_at: { toDate: () => when } });
    expect(project.created_at).toEqual(when);
  });

  it('reads an experience without end date as current (null)', () => {
    expect(experienceCodec.fromFirestore('e', { end_date: '' }).end_date).toBeNull();
    expect(experienceCodec.fromFirestore('e', {}).end_date).toBeNull();
  });

  it('drops empty responsibilities and stores an empty end date as null', () => {
    const doc = experienceCodec.toDoc({
      position: ' Data Scientist ',
      company: 'Acme',
      start_date: '2023-01',
      end_date: '',
      responsibilities: ['Ship models', ' ', ''],
      order_index: 1,
    });
    expect(doc).toMatchObject({
      position: 'Data Scientist',
      end_date: null,
      responsibilities: ['Ship models'],
    });
  });

  it("saves a file without name or type as 'Untitled file' / 'application/octet-stream'", () => {
    const doc = projectFileCodec.toDoc({
      project_id: 'p',
      name: '  ',
      file_url: '/demo/x',
      file_type: '',
      storage_path: '',
      order_index: 0,
    });
    expect(doc).toMatchObject({ name: 'Untitled file', file_type: 'application/octet-stream' });
    expect(projectFileCodec.fromFirestore('f', {}).name).toBe('Untitled file');
  });

  it('treats image/ and video/ types as media, the rest as other files', () => {
    expect(isMediaType('image/webp')).toBe(true);
    expect(isMediaType('video/mp4')).toBe(true);
    expect(isMediaType('application/pdf')).toBe(false);
    expect(isMediaType('application/vnd.android.package-archive')).toBe(false);
  });
});
