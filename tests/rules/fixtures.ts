// Documents as the web app writes them (web/src/data/*/admin.ts and model.ts toDoc), one valid
// create and one app-shaped partial update per collection, plus helpers to spoil them.
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { COLLECTIONS, type CollectionName } from '@portfolio/model/collections';
import { ADMIN_COLLECTIONS } from '@portfolio/model/content-types';

/** Parents of project files; not the project that project tests create, change and delete. */
export const PROJECT_ID = 'project-1';
export const OTHER_PROJECT_ID = 'project-2';

export interface CollectionCase {
  name: CollectionName;
  /** Document id used for the arranged document (personal_info ids are field names). */
  id: string;
  /** A create the admin may make, exactly as the app sends it. */
  valid: () => DocumentData;
  /** The partial update the app sends (updateDoc), applied to an arranged valid document. */
  update: () => DocumentData;
}

export const personalInfoCase: CollectionCase = {
  name: COLLECTIONS.personalInfo,
  id: 'name',
  valid: () => ({ field_name: 'name', field_value: 'Alex Morgan', updated_at: serverTimestamp() }),
  update: () => ({ field_value: 'Alex J. Morgan', updated_at: serverTimestamp() }),
};

export const educationCase: CollectionCase = {
  name: COLLECTIONS.education,
  id: 'education-1',
  valid: () => ({
    degree: 'MSc Data Science',
    institution: 'University of Somewhere',
    start_date: '2017-09',
    end_date: '2019-06',
    description: '',
    order_index: 1,
  }),
  update: () => ({
    degree: 'MSc Data Science (Distinction)',
    institution: 'University of Somewhere',
    start_date: '2017-09-01',
    end_date: '2019-06-30',
    description: 'Thesis on churn models.',
    order_index: 2,
  }),
};

export const experienceCase: CollectionCase = {
  name: COLLECTIONS.experience,
  id: 'experience-1',
  valid: () => ({
    position: 'Data Scientist',
    company: 'Acme',
    start_date: '2021-01',
    end_date: null,
    description: '',
    responsibilities: ['Built churn models', 'Shipped an Android app'],
    order_index: 1,
  }),
  update: () => ({
    position: 'Lead Data Scientist',
    company: 'Acme',
    start_date: '2021-01',
    end_date: '2024-05',
    description: '',
    responsibilities: [],
    order_index: 1,
  }),
};

export const certificationsCase: CollectionCase = {
  name: COLLECTIONS.certifications,
  id: 'cert-1',
  valid: () => ({
    title: 'TensorFlow Developer',
    issuer: 'Google',
    order_index: 0,
    created_at: serverTimestamp(),
  }),
  update: () => ({ title: 'TensorFlow Developer Certificate', issuer: 'Google', order_index: 3 }),
};

export const skillsCase: CollectionCase = {
  name: COLLECTIONS.skills,
  id: 'skill-1',
  valid: () => ({ name: 'Kotlin', category: 'Android Development', proficiency: 50 }),
  update: () => ({ name: 'Kotlin (Coroutines)', category: 'Programming Languages' }),
};

export const projectsCase: CollectionCase = {
  name: COLLECTIONS.projects,
  id: 'project-under-test',
  valid: () => ({
    title: 'Churn prediction',
    description: 'Predicts which customers leave.',
    image_url: '',
    tags: ['python', 'xgboost'],
    featured: false,
    category: 'data',
    code_url: '#',
    live_url: '',
    created_at: serverTimestamp(),
    status: 'published',
  }),
  update: () => ({
    title: 'Churn prediction v2',
    description: 'Predicts which customers leave, weekly.',
    image_url: '/demo/projects/churn.svg',
    tags: [],
    live_url: 'https://churn.example.com',
    code_url: 'https://github.com/example/churn',
    category: 'android',
    featured: true,
  }),
};

export const projectFilesCase: CollectionCase = {
  name: COLLECTIONS.projectFiles,
  id: 'file-1',
  valid: () => ({
    project_id: PROJECT_ID,
    name: 'Screenshot',
    description: '',
    file_url: '/demo/files/screenshot.png',
    file_type: 'image/png',
    storage_path: '',
    order_index: 0,
    created_at: serverTimestamp(),
  }),
  update: () => ({ name: 'Main screen', description: 'The home screen', order_index: 4 }),
};

export const servicesCase: CollectionCase = {
  name: COLLECTIONS.services,
  id: 'service-1',
  valid: () => ({
    title: 'Predictive Modeling',
    description: 'Models that forecast what matters.',
    icon: 'chart',
    category: 'data',
    order_index: 1,
  }),
  update: () => ({
    title: 'Predictive Modelling',
    description: '',
    icon: 'database',
    category: 'android',
    order_index: 2,
  }),
};

export const publicationsCase: CollectionCase = {
  name: COLLECTIONS.publications,
  id: 'paper-1',
  valid: () => ({
    title: 'Churn models that explain themselves',
    authors: ['Ada Lovelace', 'Alex Morgan', 'Grace Hopper'],
    owner_author: 1,
    type: 'conference',
    venue: 'Proceedings of KDD 2024',
    year: 2024,
    month: 8,
    abstract: 'We show that churn models can explain what they predict.',
    doi: '10.1145/3637528.3671000',
    arxiv_id: '2401.01234v2',
    urls: { pdf: '', code: 'https://github.com/example/churn', slides: '', video: '', poster: '' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['churn', 'xai'],
    selected: true,
    cite_key: 'morgan2024churn',
    order_index: 0,
    created_at: serverTimestamp(),
    status: 'published',
  }),
  update: () => ({
    title: 'Churn models that explain themselves (extended)',
    authors: ['Alex Morgan'],
    owner_author: 0,
    type: 'article',
    venue: 'Journal of Data Science',
    year: 2025,
    doi: '',
    arxiv_id: 'cs/0112017',
    selected: false,
    order_index: 3,
  }),
};

export const notesCase: CollectionCase = {
  name: COLLECTIONS.notes,
  id: 'note-1',
  valid: () => ({
    title: 'What SHAP values told us about churn',
    summary: 'Three features explained most of it.',
    body: '# Churn\n\nSome $x^2$ and `code`.',
    tags: ['churn', 'C++', '数据科学'],
    image_url: '',
    published_at: Timestamp.fromDate(new Date('2026-03-01T09:00:00Z')),
    project_id: PROJECT_ID,
    created_at: serverTimestamp(),
    status: 'published',
  }),
  update: () => ({
    title: 'What SHAP values told us',
    summary: 'Three features.',
    body: 'Shorter.',
    tags: ['xai'],
    image_url: '',
    published_at: Timestamp.fromDate(new Date('2026-03-02T09:00:00Z')),
    project_id: '',
  }),
};

export const contactCase: CollectionCase = {
  name: COLLECTIONS.contactMessages,
  id: 'message-1',
  valid: () => ({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'A project together',
    message: 'I would like to talk about a model.',
    created_at: serverTimestamp(),
    email_status: 'not_configured',
  }),
  update: () => ({ read: true }),
};

/** One case per collection, by name: the compiler wants one for every registry entry. */
export const CASES: Record<CollectionName, CollectionCase> = {
  [COLLECTIONS.personalInfo]: personalInfoCase,
  [COLLECTIONS.education]: educationCase,
  [COLLECTIONS.experience]: experienceCase,
  [COLLECTIONS.certifications]: certificationsCase,
  [COLLECTIONS.skills]: skillsCase,
  [COLLECTIONS.services]: servicesCase,
  [COLLECTIONS.projects]: projectsCase,
  [COLLECTIONS.projectFiles]: projectFilesCase,
  [COLLECTIONS.publications]: publicationsCase,
  [COLLECTIONS.notes]: notesCase,
  [COLLECTIONS.contactMessages]: contactCase,
};

/** The admin's collections' cases, in the registry's order. */
export const CONTENT_CASES: readonly CollectionCase[] = ADMIN_COLLECTIONS.map((name) => CASES[name]);

/** A time the client chose: rules want the server's (request.time). */
export const clientTime = () => Timestamp.fromDate(new Date());

export const text = (length: number, char = 'x') => char.repeat(length);

export function without(doc: DocumentData, ...keys: string[]): DocumentData {
  const copy = { ...doc };
  for (const key of keys) delete copy[key];
  return copy;
}
