import { Container, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { typeFromParam, typesPresent } from './group-publications';
import { PUBLICATIONS_TEXT } from './messages';
import { PublicationList } from './publication-list';
import { PublicationsLoadError } from './publications-load-error';
import classes from './publications.module.css';

const ALL = 'all';

/**
 * Publications: papers by year, newest first, with a filter by the types present (tabs, arrow
 * keys move between them), kept in the address as `?type=` so a filtered list can be shared.
 */
export function PublicationsPage() {
  useDocumentMeta(PUBLICATIONS_TEXT.metaTitle, PUBLICATIONS_TEXT.metaDescription);
  const publications = usePublic(publicQueries.publications);
  const [params, setParams] = useSearchParams();

  const header = (
    <PageHeader
      eyebrow={PUBLICATIONS_TEXT.eyebrow}
      title={PUBLICATIONS_TEXT.title}
      lead={PUBLICATIONS_TEXT.lead}
    />
  );
  if (publications.status === 'loading') {
    return (
      <>
        {header}
        <PageLoader label={PUBLICATIONS_TEXT.loading} />
      </>
    );
  }
  if (publications.status === 'error') {
    return (
      <>
        {header}
        <PublicationsLoadError offline={publications.offline} onRetry={publications.refetch} />
      </>
    );
  }

  const all = publications.data ?? [];
  const types = typesPresent(all);
  const requested = typeFromParam(params.get('type'));
  // A type no paper has (an old link) shows every paper.
  const type = requested && types.includes(requested) ? requested : ALL;
  return (
    <>
      {header}
      <Container size="lg">
        {types.length > 1 ? (
          <Tabs
            value={type}
            onChange={(value) => setParams(value && value !== ALL ? { type: value } : {}, { replace: true })}
            variant="pills"
            radius="xl"
            className={classes.tabs}
            keepMounted={false}
          >
            <Tabs.List className={classes.tabList} mb="xl" aria-label={PUBLICATIONS_TEXT.filterLabel}>
              <Tabs.Tab value={ALL} className={classes.tab}>
                {PUBLICATIONS_TEXT.all(all.length)}
              </Tabs.Tab>
              {types.map((t) => (
                <Tabs.Tab key={t} value={t} className={classes.tab}>
                  {PUBLICATIONS_TEXT.ofType(t, all.filter((p) => p.type === t).length)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {[ALL, ...types].map((value) => (
              <Tabs.Panel key={value} value={value}>
                <PublicationList papers={value === ALL ? all : all.filter((p) => p.type === value)} />
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          <PublicationList papers={all} />
        )}
      </Container>
    </>
  );
}
