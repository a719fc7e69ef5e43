import { Container, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { ProjectsGrid } from '@/components/projects-grid';
import { useDocumentMeta } from '@/components/use-document-meta';
import { publicQueries } from '@/data/public-content/queries';
import { useImageRenditions } from '@/data/public-content/use-image-renditions';
import { usePublic } from '@/data/public-content/use-public-query';
import { filterProjects, isProjectTab, PROJECT_TABS, type ProjectTab } from './filter-projects';
import { PROJECTS_TEXT } from './messages';
import { ProjectsLoadError } from './projects-load-error';
import classes from './projects.module.css';

/** Projects: tabs with live counts, cards, empty messages, and the error with Try Again. */
export function ProjectsPage() {
  useDocumentMeta(PROJECTS_TEXT.metaTitle, PROJECTS_TEXT.metaDescription);
  const projects = usePublic(publicQueries.projects);
  const renditionOf = useImageRenditions(projects.data?.map((p) => p.image_url) ?? []);
  // The tab lives in the URL so a filtered list can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProjectTab = isProjectTab(requested) ? requested : 'all';

  const header = (
    <PageHeader eyebrow={PROJECTS_TEXT.eyebrow} title={PROJECTS_TEXT.title} lead={PROJECTS_TEXT.lead} />
  );
  if (projects.status === 'loading') {
    return (
      <>
        {header}
        <PageLoader label={PROJECTS_TEXT.loading} />
      </>
    );
  }

  if (projects.status === 'error') {
    return (
      <>
        {header}
        <ProjectsLoadError offline={projects.offline} onRetry={projects.refetch} />
      </>
    );
  }

  const all = projects.data ?? [];
  return (
    <>
      {header}
      <Container size="lg">
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'all' ? { tab: value } : {}, { replace: true })}
          variant="pills"
          radius="xl"
          className={classes.tabs}
          // Only the open tab's cards: the hidden panels doubled the page's markup and hydration.
          keepMounted={false}
        >
          <Tabs.List className={classes.tabList} mb="xl">
            {PROJECT_TABS.map((value) => (
              <Tabs.Tab key={value} value={value} className={classes.tab}>
                {PROJECTS_TEXT.tabs[value](filterProjects(all, value).length)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PROJECT_TABS.map((value) => (
            <Tabs.Panel key={value} value={value}>
              <ProjectsGrid
                projects={filterProjects(all, value)}
                emptyMessage={PROJECTS_TEXT.empty[value]}
                ownPage
                renditionOf={renditionOf}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </>
  );
}
