// Each paper's five citations as the JSON its page reads when a visit did not start on it, beside
// the page. They are made once per render from the stored paper (the web app's loadSiteContent),
// so the citation engine never reaches a visitor. A paper whose citations could not be made is
// named: its page goes live without the Cite menu, and the admin learns which one it was.
import { publicationCitationsPath, publicationPath } from '@portfolio/model/routes';
import type { SiteOutput } from '../output';

export const citations: SiteOutput = {
  render: ({ publications }) => ({
    files: publications.flatMap(({ address, citations: cited }) =>
      cited ? [{ path: publicationCitationsPath(address), body: JSON.stringify(cited) }] : [],
    ),
    skipped: [],
    partial: publications.flatMap(({ address, failure }) =>
      failure === undefined ? [] : [{ path: publicationPath(address), reason: failure }],
    ),
  }),
};
