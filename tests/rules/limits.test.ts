// firestore.rules cannot import packages/model/src/limits.ts, so each limit is attacked here at
// the limit (accepted) and one past it (refused): the two files cannot drift apart unnoticed.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LIST_LIMITS, PROFICIENCY, TEXT_LIMITS } from '@portfolio/model/limits';
import { arrangeAll, remove } from './arrange';
import {
  certificationsCase,
  educationCase,
  experienceCase,
  personalInfoCase,
  projectFilesCase,
  projectsCase,
  servicesCase,
  skillsCase,
  text,
  type CollectionCase,
} from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment, type Role } from './support';

interface Limit {
  label: string;
  c: CollectionCase;
  /** The document with the measured value set to n. */
  at: (n: number) => DocumentData;
  /** The largest accepted n (upper bound) or the smallest (lower bound). */
  limit: number;
  bound: 'max' | 'min';
  role?: Role;
}

const set = (c: CollectionCase, field: string, make: (n: number) => unknown) => (n: number) => ({
  ...c.valid(),
  [field]: make(n),
});
const chars = (n: number) => text(n);
const url = (n: number) => `https://example.com/${text(n - 'https://example.com/'.length)}`;
const list = (size: number) => Array.from({ length: size }, (_, i) => `item ${i}`);

const short = TEXT_LIMITS.short;
const long = TEXT_LIMITS.long;

const LIMITS: Limit[] = [
  {
    label: 'education.degree (TEXT_LIMITS.short)',
    c: educationCase,
    at: set(educationCase, 'degree', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'education.institution',
    c: educationCase,
    at: set(educationCase, 'institution', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'education.description (TEXT_LIMITS.long)',
    c: educationCase,
    at: set(educationCase, 'description', chars),
    limit: long,
    bound: 'max',
  },
  {
    label: 'experience.position',
    c: experienceCase,
    at: set(experienceCase, 'position', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'experience.company',
    c: experienceCase,
    at: set(experienceCase, 'company', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'experience.description',
    c: experienceCase,
    at: set(experienceCase, 'description', chars),
    limit: long,
    bound: 'max',
  },
  {
    label: 'experience.responsibilities (LIST_LIMITS.responsibilities)',
    c: experienceCase,
    at: set(experienceCase, 'responsibilities', list),
    limit: LIST_LIMITS.responsibilities,
    bound: 'max',
  },
  {
    label: 'one responsibility (TEXT_LIMITS.long)',
    c: experienceCase,
    at: set(experienceCase, 'responsibilities', (n) => ['first', text(n)]),
    limit: long,
    bound: 'max',
  },
  {
    label: 'certifications.title',
    c: certificationsCase,
    at: set(certificationsCase, 'title', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'certifications.issuer',
    c: certificationsCase,
    at: set(certificationsCase, 'issuer', chars),
    limit: short,
    bound: 'max',
  },
  { label: 'skills.name', c: skillsCase, at: set(skillsCase, 'name', chars), limit: short, bound: 'max' },
  {
    label: 'skills.proficiency (PROFICIENCY.max)',
    c: skillsCase,
    at: set(skillsCase, 'proficiency', (n) => n),
    limit: PROFICIENCY.max,
    bound: 'max',
  },
  {
    label: 'skills.proficiency (PROFICIENCY.min)',
    c: skillsCase,
    at: set(skillsCase, 'proficiency', (n) => n),
    limit: PROFICIENCY.min,
    bound: 'min',
  },
  {
    label: 'projects.title',
    c: projectsCase,
    at: set(projectsCase, 'title', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'projects.description',
    c: projectsCase,
    at: set(projectsCase, 'description', chars),
    limit: long,
    bound: 'max',
  },
  {
    label: 'projects.case_study (TEXT_LIMITS.caseStudy)',
    c: projectsCase,
    at: set(projectsCase, 'case_study', chars),
    limit: TEXT_LIMITS.caseStudy,
    bound: 'max',
  },
  {
    label: 'projects.tags (LIST_LIMITS.tags)',
    c: projectsCase,
    at: set(projectsCase, 'tags', list),
    limit: LIST_LIMITS.tags,
    bound: 'max',
  },
  {
    label: 'one tag',
    c: projectsCase,
    at: set(projectsCase, 'tags', (n) => [text(n)]),
    limit: short,
    bound: 'max',
  },
  {
    label: 'projects.image_url (TEXT_LIMITS.url)',
    c: projectsCase,
    at: set(projectsCase, 'image_url', url),
    limit: TEXT_LIMITS.url,
    bound: 'max',
  },
  {
    label: 'projects.code_url',
    c: projectsCase,
    at: set(projectsCase, 'code_url', url),
    limit: TEXT_LIMITS.url,
    bound: 'max',
  },
  {
    label: 'projects.live_url',
    c: projectsCase,
    at: set(projectsCase, 'live_url', url),
    limit: TEXT_LIMITS.url,
    bound: 'max',
  },
  {
    label: 'project_files.name',
    c: projectFilesCase,
    at: set(projectFilesCase, 'name', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'project_files.description',
    c: projectFilesCase,
    at: set(projectFilesCase, 'description', chars),
    limit: long,
    bound: 'max',
  },
  {
    label: 'project_files.file_url',
    c: projectFilesCase,
    at: set(projectFilesCase, 'file_url', url),
    limit: TEXT_LIMITS.url,
    bound: 'max',
  },
  {
    label: 'services.title',
    c: servicesCase,
    at: set(servicesCase, 'title', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'services.icon',
    c: servicesCase,
    at: set(servicesCase, 'icon', chars),
    limit: short,
    bound: 'max',
  },
  {
    label: 'services.description',
    c: servicesCase,
    at: set(servicesCase, 'description', chars),
    limit: long,
    bound: 'max',
  },
  {
    label: 'personal_info.field_value (TEXT_LIMITS.personalValue)',
    c: personalInfoCase,
    at: set(personalInfoCase, 'field_value', chars),
    limit: TEXT_LIMITS.personalValue,
    bound: 'max',
  },
];

let env: RulesTestEnvironment;
// Arranged once: every test removes its target document before writing it.
beforeAll(async () => {
  env = await rulesEnvironment();
  await arrangeAll(env);
});
afterAll(async () => {
  await env.cleanup();
});

async function write(l: Limit, n: number) {
  await remove(env, l.c.name, l.c.id);
  return setDoc(doc(firestoreOf(contextFor(env, l.role ?? 'admin')), l.c.name, l.c.id), l.at(n));
}

describe.each(LIMITS)('$label', (l) => {
  const past = l.bound === 'max' ? l.limit + 1 : l.limit - 1;
  it(`accepts ${l.limit}`, async () => {
    await assertSucceeds(write(l, l.limit));
  });
  it(`refuses ${past}`, async () => {
    await assertFails(write(l, past));
  });
});
