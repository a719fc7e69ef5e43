// The writes the web app really makes (web/src/data/*/admin.ts) must pass as the admin, and the
// updates must keep what is not the form's to change (created_at, proficiency, project_id).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, PERSONAL_INFO_FIELDS } from '@portfolio/model/collections';
import { arrange, arrangeAll } from './arrange';
import {
  certificationsCase,
  clientTime,
  educationCase,
  experienceCase,
  OTHER_PROJECT_ID,
  projectFilesCase,
  projectsCase,
  servicesCase,
  skillsCase,
} from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await arrangeAll(env);
});

// One admin client per test: a batch only takes references of its own Firestore instance.
let db: Firestore;
beforeEach(() => {
  db = firestoreOf(contextFor(env, 'admin'));
});
const adminDb = () => db;
const ref = (collection: string, id: string) => doc(db, collection, id);

describe('personal info', () => {
  it('saves all nine fields in one batch, each at its own id with a server time', async () => {
    const batch = writeBatch(adminDb());
    for (const field of PERSONAL_INFO_FIELDS) {
      // The link and the email must be what they claim (the URL and email rules).
      const special: Partial<Record<string, string>> = {
        profile_image: '/demo/profile.svg',
        email: 'alex@example.com',
        linkedin: 'https://www.linkedin.com/in/alex',
      };
      const value = special[field] ?? `${field} value`;
      batch.set(ref(COLLECTIONS.personalInfo, field), {
        field_name: field,
        field_value: value,
        updated_at: serverTimestamp(),
      });
    }
    await assertSucceeds(batch.commit());
  });

  it('accepts an emptied field and an uploaded profile image URL', async () => {
    const save = (field: string, value: string) =>
      setDoc(ref(COLLECTIONS.personalInfo, field), {
        field_name: field,
        field_value: value,
        updated_at: serverTimestamp(),
      });
    await assertSucceeds(save('tagline', ''));
    await assertSucceeds(
      save(
        'profile_image',
        'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/profiles%2Fa-1.png?alt=media&token=t',
      ),
    );
  });
});

describe('ordered collections', () => {
  it.each([educationCase, experienceCase, servicesCase, certificationsCase])(
    '$name: the editor update and a drag-and-drop batch of order_index are accepted',
    async (c) => {
      await assertSucceeds(updateDoc(ref(c.name, c.id), c.update()));
      await arrange(env, [[c.name, 'second', c.valid()]]);
      const batch = writeBatch(adminDb());
      batch.update(ref(c.name, 'second'), { order_index: 1 });
      batch.update(ref(c.name, c.id), { order_index: 2 });
      await assertSucceeds(batch.commit());
    },
  );

  it('refuses a whole reorder batch when one order_index is negative', async () => {
    await arrange(env, [[COLLECTIONS.services, 'second', servicesCase.valid()]]);
    const batch = writeBatch(adminDb());
    batch.update(ref(COLLECTIONS.services, 'second'), { order_index: 1 });
    batch.update(ref(COLLECTIONS.services, servicesCase.id), { order_index: -1 });
    await assertFails(batch.commit());
  });

  it('accepts a reorder batch of 10 experiences with 30 responsibilities each (rules cost limit)', async () => {
    const full = {
      ...experienceCase.valid(),
      responsibilities: Array.from({ length: 30 }, (_, i) => `duty ${i}`),
    };
    const ids = Array.from({ length: 10 }, (_, i) => `full-${i}`);
    await arrange(
      env,
      ids.map((id): [string, string, typeof full] => [COLLECTIONS.experience, id, full]),
    );
    const batch = writeBatch(adminDb());
    ids.forEach((id, i) => batch.update(ref(COLLECTIONS.experience, id), { order_index: i + 1 }));
    await assertSucceeds(batch.commit());
  });

  it('accepts experience that is current (end_date null) or ended', async () => {
    await assertSucceeds(updateDoc(ref(COLLECTIONS.experience, experienceCase.id), { end_date: null }));
    await assertSucceeds(
      updateDoc(ref(COLLECTIONS.experience, experienceCase.id), { end_date: '2024-05-31' }),
    );
  });

  it('accepts education without a description field', async () => {
    const { description: _, ...rest } = educationCase.valid();
    await assertSucceeds(setDoc(ref(COLLECTIONS.education, 'no-description'), rest));
  });

  it('keeps a certification created_at: changing it on update is refused', async () => {
    const cert = ref(COLLECTIONS.certifications, certificationsCase.id);
    await assertFails(updateDoc(cert, { created_at: clientTime() }));
    await assertFails(updateDoc(cert, { created_at: serverTimestamp() }));
  });
});

describe('skills', () => {
  it('accepts the editor update of name and category, keeping the stored proficiency', async () => {
    await arrange(env, [[COLLECTIONS.skills, skillsCase.id, { ...skillsCase.valid(), proficiency: 95 }]]);
    await assertSucceeds(updateDoc(ref(COLLECTIONS.skills, skillsCase.id), skillsCase.update()));
  });

  it('validates the resulting document of a partial update, not only the sent fields', async () => {
    await arrange(env, [
      [COLLECTIONS.skills, 'legacy', { name: 'Old', category: 'Cooking', proficiency: 50 }],
    ]);
    await assertFails(updateDoc(ref(COLLECTIONS.skills, 'legacy'), { name: 'Renamed' }));
    await assertFails(updateDoc(ref(COLLECTIONS.skills, skillsCase.id), { proficiency: 150 }));
  });
});

describe('services', () => {
  it('moves a service to the other section of the page, never to an unknown one', async () => {
    await assertSucceeds(updateDoc(ref(COLLECTIONS.services, servicesCase.id), { category: 'android' }));
    await assertSucceeds(updateDoc(ref(COLLECTIONS.services, servicesCase.id), { category: 'data' }));
    await assertFails(updateDoc(ref(COLLECTIONS.services, servicesCase.id), { category: 'ios' }));
    await assertFails(updateDoc(ref(COLLECTIONS.services, servicesCase.id), { category: null }));
  });

  it('refuses any change to a service stored without a category until one is given', async () => {
    const { category: _dropped, ...legacy } = servicesCase.valid();
    await arrange(env, [[COLLECTIONS.services, 'legacy', legacy]]);
    await assertFails(updateDoc(ref(COLLECTIONS.services, 'legacy'), { order_index: 4 }));
    await assertSucceeds(
      updateDoc(ref(COLLECTIONS.services, 'legacy'), { ...servicesCase.update(), category: 'data' }),
    );
  });
});

describe('projects', () => {
  it('accepts the editor update (no created_at sent) and keeps created_at', async () => {
    const project = ref(COLLECTIONS.projects, projectsCase.id);
    await assertSucceeds(updateDoc(project, projectsCase.update()));
    await assertFails(updateDoc(project, { created_at: clientTime() }));
    await assertFails(updateDoc(project, { created_at: serverTimestamp() }));
  });

  it('accepts http(s), #, empty and site-relative URLs', async () => {
    const project = ref(COLLECTIONS.projects, projectsCase.id);
    for (const value of [
      'https://example.com/x?y=1#z',
      'http://localhost:5000/',
      '#',
      '',
      '/demo/a.svg',
      '/',
    ]) {
      await assertSucceeds(updateDoc(project, { image_url: value, code_url: value, live_url: value }));
    }
  });
});

describe('project files', () => {
  it('accepts an uploaded file (files/ storage path) and the editor update', async () => {
    await assertSucceeds(
      setDoc(ref(COLLECTIONS.projectFiles, 'uploaded'), {
        ...projectFilesCase.valid(),
        file_url: 'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/files%2Fab-1.apk?alt=media',
        file_type: 'application/vnd.android.package-archive',
        storage_path: 'files/ab-1.apk',
      }),
    );
    await assertSucceeds(
      updateDoc(ref(COLLECTIONS.projectFiles, projectFilesCase.id), projectFilesCase.update()),
    );
  });

  it('refuses moving a file to another project or touching its created_at', async () => {
    const file = ref(COLLECTIONS.projectFiles, projectFilesCase.id);
    await assertFails(updateDoc(file, { project_id: OTHER_PROJECT_ID }));
    await assertFails(updateDoc(file, { created_at: clientTime() }));
  });
});

describe('tokens that only look like the admin', () => {
  it.each([
    ['admin: "true"', { admin: 'true' }],
    ['admin: 1', { admin: 1 }],
    ['admin: false', { admin: false }],
    ['role: "admin"', { role: 'admin' }],
    [
      'an anonymous sign-in with admin: "yes"',
      { admin: 'yes', firebase: { sign_in_provider: 'anonymous' as const } },
    ],
  ])('%s may not write', async (_, claims) => {
    const db = firestoreOf(env.authenticatedContext('pretender', claims));
    await assertFails(setDoc(doc(db, COLLECTIONS.skills, 'new'), skillsCase.valid()));
    await assertFails(updateDoc(doc(db, COLLECTIONS.projects, projectsCase.id), { featured: true }));
  });
});
