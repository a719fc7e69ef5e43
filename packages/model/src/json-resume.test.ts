import { describe, expect, it } from 'vitest';
import { buildCv, DEFAULT_CV_SETTINGS, type CvContent } from './cv';
import { JSON_RESUME_SCHEMA_URL, toJsonResume } from './json-resume';
import { jsonResumeSchemaErrors as schemaErrors } from './json-resume-validate';

const content: CvContent = {
  siteUrl: 'https://alex.example.com',
  personal: {
    name: 'Alex',
    title: 'Data Scientist',
    email: 'alex@example.com',
    phone: '+1 555',
    linkedin: '',
  },
  experience: [
    {
      id: 'e1',
      position: 'Lead',
      company: 'Acme',
      start_date: '2020-03',
      end_date: null,
      responsibilities: ['Led'],
      order_index: 0,
    },
    {
      id: 'e2',
      position: 'Analyst',
      company: 'Beta',
      start_date: 'spring 2018',
      end_date: '2019-12-31',
      responsibilities: [],
      order_index: 1,
    },
  ],
  education: [
    { id: 'ed', degree: 'MSc', institution: 'Uni', start_date: '2016', end_date: '', order_index: 0 },
  ],
  certifications: [{ id: 'c', title: 'Cert', issuer: 'Org', order_index: 0 }],
  skills: [{ name: 'Python', category: 'Programming Languages', proficiency: 90 }],
  projects: [
    {
      id: 'p',
      title: 'Churn',
      description: 'Predicts churn.',
      tags: ['ml'],
      featured: true,
      code_url: '',
      live_url: '',
    },
  ],
  publications: [
    {
      id: 'pub-survival',
      title: 'Survival Models for Churn',
      authors: ['Priya Raman', 'Alex'],
      owner_author: 1,
      more_authors: true,
      type: 'conference',
      venue: 'KDD 2023',
      year: 2023,
      month: 8,
      doi: '10.5555/3580305.3599871',
      arxiv_id: '2305.01234',
      selected: true,
      order_index: 0,
      slug: 'survival-churn',
    },
    {
      id: 'pub-thesis',
      title: 'A Thesis',
      authors: ['Alex'],
      owner_author: 0,
      type: 'thesis',
      venue: 'Uni',
      year: 2019,
      doi: '',
      arxiv_id: '',
      selected: true,
      order_index: 1,
    },
  ],
  settings: { ...DEFAULT_CV_SETTINGS, show_phone: true },
};

describe('toJsonResume', () => {
  it('follows the JSON Resume schema v1.0.0', () => {
    const resume = toJsonResume(buildCv(content), 'https://alex.example.com/resume.json');
    expect(schemaErrors(resume)).toEqual([]);
    expect(resume.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(resume.meta).toEqual({ version: 'v1.0.0', canonical: 'https://alex.example.com/resume.json' });
  });

  it('maps the CV onto the schema: current work has no end date, an unreadable date is left out', () => {
    const resume = toJsonResume(buildCv(content), 'https://alex.example.com/resume.json');
    expect(resume.basics).toEqual({
      name: 'Alex',
      label: 'Data Scientist',
      email: 'alex@example.com',
      phone: '+1 555',
      url: 'https://alex.example.com/',
    });
    expect(resume.work).toEqual([
      { name: 'Acme', position: 'Lead', startDate: '2020-03', highlights: ['Led'] },
      { name: 'Beta', position: 'Analyst', endDate: '2019-12-31' },
    ]);
    expect(resume.education).toEqual([{ institution: 'Uni', studyType: 'MSc', startDate: '2016' }]);
    expect(resume.certificates).toEqual([{ name: 'Cert', issuer: 'Org' }]);
    expect(resume.skills).toEqual([{ name: 'Programming Languages', keywords: ['Python'] }]);
    expect(resume.projects).toEqual([
      {
        name: 'Churn',
        description: 'Predicts churn.',
        keywords: ['ml'],
        url: 'https://alex.example.com/projects/p',
      },
    ]);
  });

  it('lists the papers as publications: title, venue, date, their page and who wrote them', () => {
    const resume = toJsonResume(buildCv(content), 'https://alex.example.com/resume.json');
    expect(resume.publications).toEqual([
      {
        name: 'Survival Models for Churn',
        publisher: 'KDD 2023',
        releaseDate: '2023-08',
        url: 'https://alex.example.com/publications/survival-churn',
        summary: 'Priya Raman, Alex et al.; DOI: 10.5555/3580305.3599871; arXiv: 2305.01234',
      },
      {
        name: 'A Thesis',
        publisher: 'Uni',
        releaseDate: '2019',
        url: 'https://alex.example.com/publications/pub-thesis',
        summary: 'Alex',
      },
    ]);
    expect(schemaErrors(resume)).toEqual([]);
    expect(toJsonResume(buildCv({ ...content, publications: [] }), 'x').publications).toEqual([]);
  });

  it('is checked for real: the schema refuses a resume with a bad date or email', () => {
    const resume = toJsonResume(buildCv(content), 'https://alex.example.com/resume.json');
    expect(schemaErrors({ ...resume, work: [{ startDate: 'March 2020' }] })).not.toEqual([]);
    expect(schemaErrors({ ...resume, basics: { email: 'not an email' } })).not.toEqual([]);
  });
});
