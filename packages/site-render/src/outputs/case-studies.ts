// Each rendered case study as the JSON its project page reads when it was not prerendered with it.
import { caseStudyPath } from '@portfolio/model/routes';
import { only, type SiteOutput } from '../output';

export const caseStudies: SiteOutput = {
  render: ({ projects }) =>
    only(
      projects.flatMap(({ address, caseStudy }) =>
        caseStudy ? [{ path: caseStudyPath(address), body: JSON.stringify(caseStudy) }] : [],
      ),
    ),
};
