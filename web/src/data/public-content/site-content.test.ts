// @vitest-environment node
// @isolated: it runs in Node; between shared jsdom files it would end a jsdom worker early
// The read a render starts from, over a reader held in memory: no Firestore, no emulator.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFile } from '@/test-utils/fixtures';
import type { Note } from '@/data/notes/model';
import type { NoteBody } from '@/data/notes/public-note';
import { notesWithBodies } from '@/data/notes/site-content';
import type { Project } from '@/data/projects/model';
import { makePublication } from '@/test-utils/publication-fixtures';
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
  status: 'published',
  publish_at: null,

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

  describe('with a notebook whose file cannot be read', () => {
    const notebookJson = JSON.stringify({
      cells: [{ cell_type: 'markdown', metadata: {}, source: ['# Findings of the good notebook'] }],
      metadata: {},
      nbformat: 4,
      nbformat_minor: 5,
    });
    const good = makeFile({
      id: 'good',
      project_id: 'doc-1',
      name: 'good.ipynb',
      file_type: 'application/x-ipynb+json',
      file_url: 'https://files.example/good.ipynb',
    });
    const broken = makeFile({
      id: 'broken',
      project_id: 'doc-1',
      name: 'broken.ipynb',
      file_type: 'application/x-ipynb+json',
      file_url: 'https://gone.example/broken.ipynb',
    });

    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('renders the others, gives its page the note in its place, and names it apart from failed reads', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url === good.file_url ? new Response(notebookJson) : new Response('Not Found', { status: 404 }),
        ),
      );
      const content = await loadSiteContent(
        memoryReader(
          {
            [publicQueries.projects.key]: [project],
            [publicQueries.project('engine').key]: project,
            [publicQueries.projectFiles('doc-1').key]: [good, broken],
          },
          null,
        ),
      );
      const [first, second] = content.projects[0]!.notebooks;
      expect(first).toMatchObject({ id: 'good', view: { kind: 'rendered' } });
      expect(first).not.toHaveProperty('failure');
      expect(JSON.stringify(first!.view)).toContain('Findings of the good notebook');
      expect(second).toEqual({
        id: 'broken',
        createdAt: broken.created_at,
        view: { kind: 'unavailable' },
        images: [],
        failure: 'Notebook download: HTTP 404',
      });
      // Its page embeds the note, so it renders it rather than a loading state.
      expect(content.entries[publicQueries.notebook('engine', 'broken', 'doc-1').key]?.data).toEqual({
        kind: 'unavailable',
      });
      // Not a failed read: that would stop the publish of every page.
      expect(content.failures.filter((f) => f.includes('broken') || f.includes('notebook'))).toEqual([]);
    });
  });

  it("reads the papers once, gives each page its paper and its five citations, and each paper's addresses", async () => {
    const moved = makePublication({ id: 'pub-1', slug: 'calibrated', old_slugs: ['old-calibrated'] });
    const fresh = makePublication({
      id: 'pub-2',
      title: 'Without an address yet',
      doi: '',
      arxiv_id: '2401.01234',
      selected: true,
    });
    const reads: string[] = [];
    const reader = memoryReader({ [publicQueries.publications.key]: [moved, fresh] }, null);
    const content = await loadSiteContent({
      ...reader,
      read: (query) => {
        reads.push(query.key);
        return reader.read(query);
      },
    });
    expect(content.publications).toEqual([
      {
        address: 'calibrated',
        earlierAddresses: ['pub-1', 'old-calibrated'],
        createdAt: moved.created_at,
        citations: expect.objectContaining({
          bibtex: expect.stringContaining('@inproceedings{morgan2024calibrated'),
        }),
      },
      {
        address: 'pub-2',
        earlierAddresses: ['pub-2'],
        createdAt: fresh.created_at,
        citations: expect.objectContaining({ apa: expect.stringContaining('Without an address yet') }),
      },
    ]);
    const [first] = content.publications;
    expect(Object.keys(first!.citations!)).toEqual(['bibtex', 'apa', 'ieee', 'chicago', 'ris']);
    // Each page's paper and citations are in the content the pages embed, taken from the list.
    expect(content.entries[publicQueries.publication('calibrated').key]?.data).toBe(moved);
    expect(content.entries[publicQueries.citations('pub-2').key]?.data).toBe(
      content.publications[1]!.citations,
    );
    expect(reads.filter((key) => key.startsWith('publication'))).toEqual([publicQueries.publications.key]);
    // The home page's selected papers come from that one read too, with what its lines show only.
    expect(content.entries[publicQueries.homePublications.key]?.data).toEqual([
      {
        id: 'pub-2',
        slug: fresh.slug,
        title: fresh.title,
        venue: fresh.venue,
        type: fresh.type,
        year: fresh.year,
        selected: true,
      },
    ]);
    expect(content.failures.filter((f) => f.startsWith('publication') || f.startsWith('citations'))).toEqual(
      [],
    );
  });
});

describe('loadSiteContent with notes', () => {
  const note = (id: string, more: Partial<Note> = {}): Note => ({
    id,
    title: `Note ${id}`,
    summary: `Summary ${id}`,
    body: '## First\n\nSome words here.\n\n$$\ne^x\n$$\n',
    tags: ['Python'],
    image_url: '',
    published_at: new Date('2026-03-01T00:00:00Z'),
    project_id: '',
    created_at: new Date('2026-02-01T00:00:00Z'),
    slug: `${id}-address`,
    old_slugs: [],
    status: 'published',
    publish_at: null,
    ...more,
  });
  const notes = [
    note('n1', { project_id: 'doc-1', old_slugs: ['n1-earlier'], tags: ['Python', 'Time series'] }),
    note('n2', { body: '数据'.repeat(1000) }),
    note('n3', { body: '' }),
    note('n4'),
  ];
  const read = () =>
    loadSiteContent(
      memoryReader(
        {
          [publicQueries.projects.key]: [project],
          [publicQueries.project('engine').key]: project,
          [publicQueries.projectFiles('doc-1').key]: [],
          [notesWithBodies.key]: notes,
        },
        null,
      ),
    );

  it('reads the notes once and gives each page its read: cards without bodies, each note, each rendered body', async () => {
    const content = await read();
    const cards = content.entries[publicQueries.notes.key]?.data as object[];
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card).not.toHaveProperty('body');
    expect(content.entries[publicQueries.homeNotes.key]?.data).toEqual(cards.slice(0, 3));
    // A page reads a note without its Markdown, with its project's title and address.
    const first = content.entries[publicQueries.note('n1-address').key]?.data;
    expect(first).toMatchObject({ id: 'n1', project: { title: 'Engine', address: 'engine' } });
    expect(first).not.toHaveProperty('body');
    const body = content.entries[publicQueries.noteBody('n1-address').key]?.data as NoteBody;
    expect(body).toMatchObject({ math: true, minutes: 1, toc: [{ depth: 2, text: 'First' }] });
    expect(body.html).toContain('class="katex"');
    // Chinese is counted by characters: 2,000 of them at about 500 a minute.
    expect(content.entries[publicQueries.noteBody('n2-address').key]?.data).toMatchObject({ minutes: 4 });
    // A note without a body is known to have none, so its page does not look for one.
    expect(content.entries[publicQueries.noteBody('n3-address').key]?.data).toBeNull();
    // The Markdown itself is no page's read.
    expect(content.entries).not.toHaveProperty(notesWithBodies.key);
  });

  it('gives the outputs each note with its rendered body, tags, dates and earlier addresses', async () => {
    const content = await read();
    expect(content.notes.map((n) => n.address)).toEqual([
      'n1-address',
      'n2-address',
      'n3-address',
      'n4-address',
    ]);
    const [first] = content.notes;
    expect(first).toMatchObject({
      earlierAddresses: ['n1', 'n1-earlier'],
      title: 'Note n1',
      summary: 'Summary n1',
      tags: ['Python', 'Time series'],
      publishedAt: new Date('2026-03-01T00:00:00Z'),
      image: '',
    });
    expect(first!.html).toContain('Some words here.');
    expect(first!.body).toBe(content.entries[publicQueries.noteBody('n1-address').key]?.data);
    expect(content.notes[2]).toMatchObject({ html: '' });
    expect(content.notes[2]).not.toHaveProperty('body');
    expect(content.notes.every((n) => n.failure === undefined)).toBe(true);
  });

  it('renders nothing of the notes and names the read when they cannot be read', async () => {
    const content = await loadSiteContent(memoryReader({}, null));
    expect(content.notes).toEqual([]);
    expect(content.failures).toContainEqual(expect.stringMatching(/^notes:with-bodies: unavailable$/));
  });
});
