import { Button, Container, Group } from '@mantine/core';
import { IconJson, IconPrinter } from '@tabler/icons-react';
import { buildCv, type CvModel } from '@portfolio/model/cv';
import { CV_FILES } from '@portfolio/model/routes';
import { CvDocument } from '@/components/cv/cv-document';
import { OfflineNotice } from '@/components/offline-notice';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { env } from '@/config/env';
import { CV_QUERIES, cvContentFrom } from '@/data/public-content/cv-content';
import { useProfileJsonLd } from '@/data/public-content/use-profile-json-ld';
import { usePublic } from '@/data/public-content/use-public-query';
import { CV_PAGE_TEXT } from './messages';
import classes from './cv.module.css';
import { DownloadCvButton } from '@/components/cv/download-cv-button';

function useCv(): { cv: CvModel | null; offline: boolean } {
  const reads = {
    personal: usePublic(CV_QUERIES.personal),
    experience: usePublic(CV_QUERIES.experience),
    education: usePublic(CV_QUERIES.education),
    certifications: usePublic(CV_QUERIES.certifications),
    skills: usePublic(CV_QUERIES.skills),
    projects: usePublic(CV_QUERIES.projects),
    publications: usePublic(CV_QUERIES.publications),
    settings: usePublic(CV_QUERIES.settings),
  };
  const all = Object.values(reads);
  const offline = all.some((r) => r.offline);
  if (all.some((r) => r.status === 'loading')) return { cv: null, offline };
  const sources = Object.fromEntries(Object.entries(reads).map(([k, r]) => [k, r.data]));
  return { cv: buildCv(cvContentFrom(sources, env.siteUrl)), offline };
}

/** The CV: one printable column from the site's own content, with its PDF and JSON Resume. */
export function CvPage() {
  const { cv, offline } = useCv();
  useDocumentMeta(CV_PAGE_TEXT.metaTitle, CV_PAGE_TEXT.metaDescription(cv?.name ?? ''), {
    jsonLd: useProfileJsonLd('/cv'),
  });
  if (!cv) return <PageLoader label={CV_PAGE_TEXT.loading} />;

  return (
    <Container size="md" className={classes.page}>
      {offline && <OfflineNotice />}
      <Group gap="sm" className={classes.toolbar} role="group" aria-label={CV_PAGE_TEXT.actions}>
        <DownloadCvButton name={cv.name} label={CV_PAGE_TEXT.downloadPdf} />
        <Button
          component="a"
          href={CV_FILES.jsonResume}
          variant="default"
          radius="xl"
          leftSection={<IconJson size={18} aria-hidden="true" />}
        >
          {CV_PAGE_TEXT.jsonResume}
        </Button>
        <Button
          variant="subtle"
          radius="xl"
          onClick={() => window.print()}
          leftSection={<IconPrinter size={18} aria-hidden="true" />}
        >
          {CV_PAGE_TEXT.print}
        </Button>
      </Group>
      <CvDocument cv={cv} />
    </Container>
  );
}
