// /404.html: what Hosting answers, with status 404, for every path that is no page of the site,
// so a dead link is a real 404 to search engines and still the site's own page to a visitor.
import { NOT_FOUND_FILE } from '@portfolio/model/page-contract';
import { feedLinkTags } from '../feed-links';
import { reasonOf, type SiteOutput } from '../output';
import { renderPageFile } from './pages';

/** An address no route but the catch-all matches: the app renders its not-found page for it. */
const UNKNOWN_PATH = '/404';

export const notFoundPage: SiteOutput = {
  async render(content, build) {
    try {
      // Like every page, it announces the site's feeds.
      const feeds = feedLinkTags(content.profile.name.trim());
      const file = await renderPageFile(UNKNOWN_PATH, content, build, feeds);
      return { files: [{ ...file, path: NOT_FOUND_FILE }], skipped: [] };
    } catch (error) {
      return { files: [], skipped: [{ path: NOT_FOUND_FILE, reason: reasonOf(error) }] };
    }
  },
};
