// Each rendered notebook as the JSON its page reads when a visit did not start on it, and the
// images taken out of its outputs, beside its page (the page itself is one of outputs/pages.ts).
// A notebook whose file could not be read is written too, as the note its page shows in its
// place, and named: its page goes live with the download, and the admin learns which one it was.
import { notebookDataPath, notebookImagePath, notebookPath } from '@portfolio/model/routes';
import type { SiteOutput } from '../output';

export const notebooks: SiteOutput = {
  render: ({ projects }) => ({
    files: projects.flatMap(({ address, notebooks: rendered }) =>
      rendered.flatMap(({ id, view, images }) => [
        { path: notebookDataPath(address, id), body: JSON.stringify(view) },
        ...images.map((image) => ({ path: notebookImagePath(address, id, image.name), body: image.bytes })),
      ]),
    ),
    skipped: [],
    partial: projects.flatMap(({ address, notebooks: rendered }) =>
      rendered.flatMap(({ id, failure }) =>
        failure === undefined ? [] : [{ path: notebookPath(address, id), reason: failure }],
      ),
    ),
  }),
};
