// Each note's rendered body as the JSON its page reads when a visit did not start on it, beside
// the page. A note whose body could not be rendered is named: its page goes live with its summary
// in place of the body, and the admin learns which one it was.
import { noteBodyPath, notePath } from '@portfolio/model/routes';
import type { SiteOutput } from '../output';

export const noteBodies: SiteOutput = {
  render: ({ notes }) => ({
    files: notes.flatMap(({ address, body }) =>
      body === undefined ? [] : [{ path: noteBodyPath(address), body: JSON.stringify(body) }],
    ),
    skipped: [],
    partial: notes.flatMap(({ address, failure }) =>
      failure === undefined ? [] : [{ path: notePath(address), reason: failure }],
    ),
  }),
};
