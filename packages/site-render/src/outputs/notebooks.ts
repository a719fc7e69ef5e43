// Each rendered notebook as the JSON its page reads when a visit did not start on it, and the
// images taken out of its outputs, beside its page (the page itself is one of outputs/pages.ts).
import { notebookDataPath, notebookImagePath } from '@portfolio/model/routes';
import { only, type SiteOutput } from '../output';

export const notebooks: SiteOutput = {
  render: ({ projects }) =>
    only(
      projects.flatMap(({ address, notebooks: rendered }) =>
        rendered.flatMap(({ id, view, images }) => [
          { path: notebookDataPath(address, id), body: JSON.stringify(view) },
          ...images.map((image) => ({ path: notebookImagePath(address, id, image.name), body: image.bytes })),
        ]),
      ),
    ),
};
