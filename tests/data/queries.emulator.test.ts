// The web app's data layer (public firestore/lite reads, admin full-SDK writes) against the
// Firestore and Auth emulators, with the real rules: what the pages will get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationsAdmin } from '@/data/certifications/admin';
import { fetchCertifications } from '@/data/certifications/public';
import { countDocuments } from '@/data/counts';
import { educationAdmin } from '@/data/education/admin';
import { fetchEducation } from '@/data/education/public';
import { experienceAdmin } from '@/data/experience/admin';
import { fetchExperience } from '@/data/experience/public';
import { savePersonalInfo } from '@/data/personal-info/admin';
import { fetchPersonalInfo } from '@/data/personal-info/public';
import { projectFilesAdmin } from '@/data/project-files/admin';
import { fetchProjectFiles } from '@/data/project-files/public';
import { projectsAdmin } from '@/data/projects/admin';
import type { ProjectInput } from '@/data/projects/model';
import { fetchHomeProjects, fetchProject, fetchProjects } from '@/data/projects/public';
import { skillsAdmin } from '@/data/skills/admin';
import { fetchSkills } from '@/data/skills/public';
import { signIn, signOut } from '@/data/auth';
import { COLLECTIONS } from '@portfolio/model/collections';
import { adminApp, clearFirestore, closeAdminApps, ensureUser } from '../support/emulator';

const ADMIN = { email: 'data-layer-admin@example.com', password: 'data-layer-secret' };

function project(title: string, featured = false): ProjectInput {
  return {
    title,
    description: `${title} description`,
    image_url: '',
    tags: ['python'],
    featured,
    category: 'data',
    code_url: '#',
    live_url: '',
    status: 'published',
    publish_at: null,
  };
}

beforeAll(async () => {
  await clearFirestore();
  await ensureUser(ADMIN.email, ADMIN.password, true);
  await signIn(ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await signOut();
  await closeAdminApps();
});

describe('projects', () => {
  it('falls back to the 3 newest when nothing is featured, then shows only featured ones', async () => {
    for (const title of ['One', 'Two', 'Three', 'Four']) await projectsAdmin.create(project(title));
    expect((await fetchHomeProjects()).map((p) => p.title)).toEqual(['Four', 'Three', 'Two']);

    const all = await projectsAdmin.list();
    const one = all.find((p) => p.title === 'One');
    await projectsAdmin.update(one!.id, { ...project('One'), featured: true });
    expect((await fetchHomeProjects()).map((p) => p.title)).toEqual(['One']);
  });

  it('reads all projects newest first, one by id, and null for a missing id', async () => {
    const all = await fetchProjects();
    expect(all.map((p) => p.title)).toEqual(['Four', 'Three', 'Two', 'One']);
    expect(all[0]!.created_at).toBeInstanceOf(Date);
    expect((await fetchProject(all[0]!.id))?.title).toBe('Four');
    expect(await fetchProject('does-not-exist')).toBeNull();
  });

  it('deletes a project', async () => {
    const id = await projectsAdmin.create(project('Temporary'));
    await projectsAdmin.remove(id);
    expect(await fetchProject(id)).toBeNull();
  });
});

describe('project files', () => {
  it('orders by order_index then created_at and applies the save defaults', async () => {
    const projectId = await projectsAdmin.create(project('With files'));
    const base = { project_id: projectId, file_url: '/demo/x', storage_path: '' };
    await projectFilesAdmin.create({ ...base, name: 'b', file_type: 'image/png', order_index: 1 });
    await projectFilesAdmin.create({ ...base, name: 'a', file_type: 'image/png', order_index: 0 });
    await projectFilesAdmin.create({ ...base, name: '', file_type: '', order_index: 1 });

    const files = await fetchProjectFiles(projectId);
    expect(files.map((f) => f.name)).toEqual(['a', 'b', 'Untitled file']);
    expect(files[2]!.file_type).toBe('application/octet-stream');
    expect((await projectFilesAdmin.list(projectId)).map((f) => f.id)).toEqual(files.map((f) => f.id));
  });
});

describe('ordered collections', () => {
  it('returns education and experience by order_index, with the home limit of 2', async () => {
    const degrees: Array<[string, number]> = [
      ['MSc', 2],
      ['BSc', 1],
      ['PhD', 3],
    ];
    for (const [degree, order_index] of degrees) {
      await educationAdmin.create({
        degree,
        institution: 'Uni',
        start_date: '2015-09',
        end_date: '2019-06',
        order_index,
      });
    }
    expect((await fetchEducation()).map((e) => e.degree)).toEqual(['BSc', 'MSc', 'PhD']);
    expect((await fetchEducation(2)).map((e) => e.degree)).toEqual(['BSc', 'MSc']);

    await experienceAdmin.create({
      position: 'Lead',
      company: 'Acme',
      start_date: '2023-01',
      end_date: '',
      responsibilities: ['Models', ''],
      order_index: 1,
    });
    const [current] = await fetchExperience(2);
    expect(current).toMatchObject({ end_date: null, responsibilities: ['Models'] });
  });

  it('reorders in one batch and stamps certifications with a server time', async () => {
    const a = await certificationsAdmin.create({ title: 'A', issuer: 'X', order_index: 0 });
    const b = await certificationsAdmin.create({ title: 'B', issuer: 'Y', order_index: 0 });
    await certificationsAdmin.reorder([b, a]);
    const certs = await fetchCertifications();
    expect(certs.map((c) => c.title)).toEqual(['B', 'A']);
    expect(certs[0]!.created_at).toBeInstanceOf(Date);
  });
});

describe('skills', () => {
  it('keeps proficiency when the admin edits name and category', async () => {
    const id = await skillsAdmin.create({ name: 'Kotlin', category: 'Android Development' });
    await adminApp().db.collection(COLLECTIONS.skills).doc(id).update({ proficiency: 95 });
    await skillsAdmin.update(id, { name: 'Kotlin (Coroutines)', category: 'Android Development' });
    await skillsAdmin.create({ name: 'Python', category: 'Programming Languages' });

    const publicSkills = await fetchSkills();
    expect(publicSkills.find((s) => s.id === id)).toMatchObject({
      name: 'Kotlin (Coroutines)',
      proficiency: 95,
    });
    expect((await skillsAdmin.list()).map((s) => s.category)).toEqual([
      'Android Development',
      'Programming Languages',
    ]);
  });
});

describe('personal info and counts', () => {
  it('upserts each field by name and reads a filtered subset', async () => {
    await savePersonalInfo({ name: 'Alex', title: 'Data Scientist', email: 'a@example.com' });
    await savePersonalInfo({ name: 'Alex Morgan' });
    expect(await fetchPersonalInfo(['name', 'title'])).toEqual({
      name: 'Alex Morgan',
      title: 'Data Scientist',
    });
    const rows = await adminApp().db.collection(COLLECTIONS.personalInfo).get();
    expect(rows.size).toBe(3);
  });

  it('counts documents with an aggregate query', async () => {
    expect(await countDocuments(COLLECTIONS.certifications)).toBe(2);
    expect(await countDocuments(COLLECTIONS.services)).toBe(0);
  });
});
