import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { publicationAddress } from '@portfolio/model/publications';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { paths } from '@/config/paths';
import type { Publication } from '@/data/publications/model';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { PAPER_TEXT, PUBLICATIONS_TEXT } from './messages';
import { PublicationNotFound } from './publication-not-found';
import { PublicationView } from './publication-view';
import { usePublicationShare } from './use-publication-share';

/**
 * A paper at its address: 'Loading publication...', then the paper or the not-found state; a
 * failed load shows the 'Error' toast and ends as not found. An earlier address (an old slug, the
 * document id) moves on to the current one, replacing the history entry so Back does not bounce
 * between them.
 */
export function PublicationPage() {
  const { address = '' } = useParams();
  const location = useLocation();
  const paper = usePublic(publicQueries.publication(address));
  const failed = paper.status === 'error' && !paper.offline;

  useEffect(() => {
    if (!failed) return;
    notifications.show({
      id: `publication-load-error-${address}`,
      title: PAPER_TEXT.errorTitle,
      message: PAPER_TEXT.errorMessage,
      color: 'red',
    });
  }, [failed, address]);

  const found = paper.status === 'ready' ? paper.data : null;
  if (found && publicationAddress(found) !== address) {
    return (
      <Navigate
        to={`${paths.publication(publicationAddress(found))}${location.search}${location.hash}`}
        replace
      />
    );
  }
  if (found) return <FoundPublication paper={found} />;
  return <PendingOrMissing loading={paper.status === 'loading'} offline={paper.offline} />;
}

function PendingOrMissing({ loading, offline }: { loading: boolean; offline: boolean }) {
  useDocumentMeta(
    loading ? PUBLICATIONS_TEXT.metaTitle : PAPER_TEXT.notFoundMetaTitle,
    PUBLICATIONS_TEXT.metaDescription,
    { indexable: loading },
  );
  if (loading) return <PageLoader label={PAPER_TEXT.loading} showLabel />;
  return <PublicationNotFound offline={offline} />;
}

/** The citations come from the last publish; a failed read only leaves the Cite menu out. */
function FoundPublication({ paper }: { paper: Publication }) {
  const citations = usePublic(publicQueries.citations(publicationAddress(paper)));
  useDocumentMeta(
    PAPER_TEXT.metaTitle(paper.title),
    PAPER_TEXT.metaDescription(paper.abstract, paper.title),
    {
      ...usePublicationShare(paper),
      indexable: true,
    },
  );
  return <PublicationView paper={paper} citations={citations.data ?? null} />;
}
