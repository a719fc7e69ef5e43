import { Title } from '@mantine/core';
import { LongRead } from '@/components/long-read';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { DETAIL_TEXT } from './messages';

/**
 * The project's write-up as the prerender or the last publish rendered it, with its contents
 * beside it on a wide screen and above it on a phone. Until that rendering is read (a visit that
 * started on another page) the section is left out rather than shown half-drawn.
 */
export function CaseStudySection({ address }: { address: string }) {
  const { data } = usePublic(publicQueries.caseStudy(address));
  if (!data) return null;
  return (
    <LongRead
      content={data}
      labelledBy="case-study-title"
      contentsLabel={DETAIL_TEXT.contents}
      heading={
        <Title order={2} size="h3" id="case-study-title">
          {DETAIL_TEXT.caseStudy}
        </Title>
      }
    />
  );
}
