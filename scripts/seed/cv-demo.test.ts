// The CV of the demo content, as `npm start` publishes it: /cv.pdf and /resume.json.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { toJsonResume } from '@portfolio/model/json-resume';
import { jsonResumeSchemaErrors } from '@portfolio/model/json-resume-validate';
import { CV_SECTION_TITLES } from '@portfolio/model/cv';
import { cvFiles, loadCvFonts, renderCvPdf } from '@portfolio/site-render';
import { demoCv, demoCvContent } from './demo-cv';
import * as demo from './demo-content';

/** pdf.js (pure JavaScript) reads the PDF as a reader's viewer would: its pages, text and links. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  let text = '';
  const links: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
    for (const a of await page.getAnnotations()) if (a.url) links.push(a.url as string);
  }
  return { pages: pdf.numPages, text: text.replace(/\s+/g, ' '), links };
}

describe('the demo CV', { timeout: 60_000 }, () => {
  it('is a text PDF of at most two pages and 300 KB, with the name, every position and live links', async () => {
    const cv = demoCv({
      summary: '',
      project_ids: null,
      certification_ids: null,
      show_phone: true,
      all_publications: false,
    });
    const bytes = await renderCvPdf(cv, loadCvFonts());
    expect(bytes.byteLength).toBeLessThanOrEqual(300 * 1024);
    const { pages, text, links } = await readPdf(bytes);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(demo.personalInfo.name);
    for (const { position, company } of demo.experience) {
      expect(text).toContain(position);
      expect(text).toContain(company);
    }
    for (const { title } of demo.certifications) expect(text).toContain(title);
    expect(links).toContain(`mailto:${demo.personalInfo.email}`);
    expect(links).toContain(cv.contact.website);
    for (const project of cv.projects) expect(links).toContain(project.url);
    // The selected papers, each with the owner among its authors and a link to its page.
    const selected = demo.publications.filter((p) => p.selected);
    expect(selected.length).toBeGreaterThan(0);
    // Headings are set in capitals.
    expect(text).toContain(CV_SECTION_TITLES.publications.toUpperCase());
    expect(cv.publications.map((p) => p.id).sort()).toEqual(selected.map((p) => p.id).sort());
    for (const paper of cv.publications) {
      // pdf.js splits long lines where the PDF wraps them: compare word by word.
      expect(text).toContain(paper.title.split(' ').slice(0, 3).join(' '));
      expect(paper.authors.filter((a) => a.owner).map((a) => a.name)).toEqual([demo.personalInfo.name]);
      expect(links).toContain(paper.url);
      if (paper.doi) expect(links).toContain(paper.doiUrl);
    }
    // The fonts travel inside the file (subsets), so it reads the same on any machine.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toContain('+Inter-Regular');
  });

  it("sets the owner's name in bold among a paper's authors, the co-authors in the body's face", async () => {
    const cv = demoCv();
    const bytes = await renderCvPdf(cv, loadCvFonts());
    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
      .promise;
    const items: Array<{ str: string; fontName: string }> = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) items.push(item);
    }
    const start = items.findIndex((i) => i.str === CV_SECTION_TITLES.publications.toUpperCase());
    expect(start).toBeGreaterThan(0);
    const heading = items[start]!.fontName;
    const papers = items.slice(start + 1);
    const owner = papers.filter((i) => i.str === demo.personalInfo.name);
    // Every selected paper of the demo lists its owner.
    expect(owner).toHaveLength(cv.publications.length);
    for (const item of owner) expect(item.fontName).toBe(heading);
    const coauthor = papers.find((i) => i.str === 'Priya Raman')!;
    expect(coauthor.fontName).not.toBe(heading);
  });

  it('writes /resume.json that the JSON Resume schema accepts, beside /cv.pdf', async () => {
    const files = await cvFiles(demoCvContent(), loadCvFonts());
    expect(files.map((f) => f.path)).toEqual(['/resume.json', '/cv.pdf']);
    const resume = JSON.parse(files[0]!.body as string) as ReturnType<typeof toJsonResume>;
    expect(jsonResumeSchemaErrors(resume)).toEqual([]);
    expect(resume.work.map((w) => w.position)).toEqual(demo.experience.map((e) => e.position));
    expect(resume.basics).not.toHaveProperty('phone');
    expect(resume.publications.map((p) => p.name)).toEqual(demoCv().publications.map((p) => p.title));
    expect(resume.publications.length).toBe(demo.publications.filter((p) => p.selected).length);
  });
});
