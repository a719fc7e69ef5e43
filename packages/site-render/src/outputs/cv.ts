// /cv.pdf and /resume.json from the content, next to the pages of every render, so the three
// forms of the CV are always in step with the site.
import { buildCv, type CvContent } from '@portfolio/model/cv';
import { toJsonResume } from '@portfolio/model/json-resume';
import { CV_FILES } from '@portfolio/model/routes';
import { renderCvPdf, type CvPdfFonts } from '../cv-pdf';
import { readFontModules } from '../font-files';
import { only, type SiteOutput } from '../output';
import type { SiteFile } from '../site-file';

/** The faces the PDF embeds: the site's own text font, as WOFF (fontkit does not read WOFF2). */
export const CV_FONT_MODULES = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
} as const;

/** The fonts from node_modules, for renders that run where it is (the prerender, the tests). */
export const loadCvFonts = (): CvPdfFonts => readFontModules(CV_FONT_MODULES);

/**
 * The CV's files. The PDF carries its creation time (`createdAt`), so the site's hash reads the
 * model it was drawn from instead of its bytes: an equal CV is an unchanged site.
 */
export async function cvFiles(
  content: CvContent,
  fonts: CvPdfFonts,
  createdAt = new Date(),
): Promise<SiteFile[]> {
  const cv = buildCv(content);
  const site = content.siteUrl.replace(/\/+$/, '');
  const resume = toJsonResume(cv, `${site}${CV_FILES.jsonResume}`);
  return [
    { path: CV_FILES.jsonResume, body: `${JSON.stringify(resume, null, 2)}\n` },
    { path: CV_FILES.pdf, body: await renderCvPdf(cv, fonts, createdAt), hashKey: JSON.stringify(cv) },
  ];
}

/** Dated when the content was read, so the same content draws the same PDF. No fonts, no CV files. */
export const cvOutput: SiteOutput = {
  render: async ({ cv, readAt }, { cvFonts }) =>
    only(cvFonts ? await cvFiles(cv, cvFonts, new Date(readAt)) : []),
};
