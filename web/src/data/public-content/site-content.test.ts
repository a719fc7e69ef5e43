// @vitest-environment node
// The read a render starts from, over a reader held in memory: no Firestore, no emulator.
import { describe, expect, it } from 'vitest';
import type { Project } from '@/data/projects/model';
import { publicQueries, type PublicQueryDef } from './queries';
import { loadSiteContent, type SiteReader } from './site-content';

const project: Project = {
  id: 'doc-1',
  slug: 'engine',
  old_slugs: ['old-engine'],
  title: 'Engine',
  description: 'An engine.',
  image_url: '',
  tags: [],
  featured: true,
  category: 'data',
  code_url: '',
  live_url: '',
  created_at: new Date('2026-02-03T00:00:00Z'),
  case_study: '# Why\n\nBecause.',
};

/** Answers each query by its key; any other read fails, as an unreachable collection would. */
function memoryReader(data: Record<string, unknown>, photo: Uint8Array | null): SiteReader {
  return {
    read: async <T>(query: PublicQueryDef<T>) => {
      if (!(query.key in data)) throw new Error('unavailable');
      return data[query.key] as T;
    },
    file: async (src) => (src === '/me.webp' ? photo : null),
  };
}

describe('loadSiteContent', () => {
  it('reads the public content through the reader it is given, into one content value', async () => {
    const photo = new Uint8Array([1, 2, 3]);
    const content = await loadSiteContent(
      memoryReader(
        {
          [publicQueries.personalAll.key]: {
            name: 'Ada Lovelace',
            title: 'Analyst',
            profile_image: '/me.webp',
          },
          [publicQueries.projects.key]: [project],
          [publicQueries.project('engine').key]: project,
          [publicQueries.projectFiles('doc-1').key]: [],
        },
        photo,
      ),
    );
    expect(content.profile).toEqual({ name: 'Ada Lovelace', title: 'Analyst', photo });
    expect(content.projects).toEqual([
      {
        address: 'engine',
        earlierAddresses: ['doc-1', 'old-engine'],
        createdAt: project.created_at,
        caseStudy: expect.objectContaining({ html: expect.stringContaining('Because.') }),
        notebooks: [],
      },
    ]);
    expect(content.entries[publicQueries.caseStudy('engine').key]?.data).toBe(content.projects[0]!.caseStudy);
    // Every entry says the one read time, which siteHash leaves out.
    expect(new Set(Object.values(content.entries).map((e) => e.savedAt))).toEqual(new Set([content.readAt]));
    expect(content.cv.personal.name).toBe('Ada Lovelace');
    // What the reader could not answer is named, for the prerender to report.
    expect(content.failures).toContainEqual(expect.stringMatching(/^skills:all: unavailable$/));
  });
});
