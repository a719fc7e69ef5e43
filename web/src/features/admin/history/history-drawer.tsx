import { Alert, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { ContentCollection } from '@portfolio/model/content-life';
import { listVersions, restoreVersion, type Version } from '@/data/content-history/admin';
import { errorMessage, notifyError, notifySuccess } from '@/features/admin/components/notify';
import { historyMessages as t } from './messages';
import { VersionCard } from './version-card';

export interface HistoryTarget {
  collection: ContentCollection;
  /** One document; without it, every document of the collection (one per personal info field). */
  docId?: string;
  /** Names the document in the drawer's title. */
  name: string;
}

interface HistoryDrawerProps extends HistoryTarget {
  opened: boolean;
  onClose: () => void;
  /** After a version is written back (the form shows stale values then). */
  onRestored?: () => void;
}

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; versions: Version[] };

/** The newest version of each document is its current content: nothing to restore there. */
function currentIds(versions: Version[]): Set<string> {
  const seen = new Set<string>();
  const current = new Set<string>();
  for (const v of versions) {
    if (seen.has(v.docId)) continue;
    seen.add(v.docId);
    if (v.kind !== 'delete') current.add(v.id);
  }
  return current;
}

export function HistoryDrawer({ opened, onClose, onRestored, collection, docId, name }: HistoryDrawerProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [restoring, setRestoring] = useState<string | null>(null);

  // Bumped after a restore, when the server has had a moment to write the new version.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    listVersions(collection, docId).then(
      (versions) => live && setLoad({ status: 'ready', versions }),
      (error: unknown) => {
        console.error(t.loadFailed, error);
        if (live) setLoad({ status: 'error', message: t.loadFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [opened, collection, docId, round]);

  async function restore(version: Version) {
    setRestoring(version.id);
    try {
      await restoreVersion(version);
      notifySuccess(t.restored);
      onRestored?.();
      // The server writes the new version a moment later.
      setTimeout(() => setRound((n) => n + 1), 1500);
    } catch (error) {
      console.error(t.restoreFailed, error);
      notifyError(`${t.restoreFailed} ${errorMessage(error, '')}`.trim());
    } finally {
      setRestoring(null);
    }
  }

  const current = load.status === 'ready' ? currentIds(load.versions) : new Set<string>();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t.title(name)}
      position="right"
      size={phone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Close the history' }}
    >
      <Text size="sm" c="dimmed" mb="md">
        {t.intro}
      </Text>
      {load.status === 'loading' && (
        <Stack align="center" py="lg" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t.loading}</Text>
        </Stack>
      )}
      {load.status === 'error' && (
        <Alert color="red" role="alert">
          {load.message}
        </Alert>
      )}
      {load.status === 'ready' &&
        (load.versions.length === 0 ? (
          <Text size="sm">{t.empty}</Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.title(name)}>
            {load.versions.map((version) => (
              <li key={version.id}>
                <VersionCard
                  version={version}
                  docLabel={docId === undefined ? t.field(version.docId) : undefined}
                  isCurrent={current.has(version.id)}
                  restoring={restoring === version.id}
                  onRestore={() => void restore(version)}
                />
              </li>
            ))}
          </Stack>
        ))}
    </Drawer>
  );
}
