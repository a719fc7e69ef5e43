import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  purgeExpiredTrash,
  restoreFromTrash,
  subscribeTrash,
  type TrashEntry,
} from '@/data/content-trash/admin';
import { errorMessage, notifyError, notifySuccess } from '@/features/admin/components/notify';
import { EditorHeader } from '@/features/admin/editing/editor-header';
import { ListLoader } from '@/features/admin/editing/list-loader';
import { trashMessages as t } from './messages';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: TrashEntry[] };

const when = (date: Date | null) =>
  date ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '…';
const day = (date: Date | null) => (date ? date.toLocaleDateString(undefined, { dateStyle: 'medium' }) : '…');

/** Deleted documents (a project with its files) waiting for their purge; each one restores in a click. */
export function TrashPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [restoring, setRestoring] = useState<string | null>(null);
  // Null when no purge runs; done of total (total null until the first step says) while one does.
  const [purging, setPurging] = useState<{ done: number; total: number | null } | null>(null);

  useEffect(
    () =>
      subscribeTrash(
        (entries) => setLoad({ status: 'ready', entries }),
        (error) => {
          console.error(t.loadFailed, error);
          setLoad({ status: 'error' });
        },
      ),
    [],
  );

  async function restore(entry: TrashEntry) {
    setRestoring(entry.id);
    try {
      const result = await restoreFromTrash(entry.id);
      const taken = result.addressesTaken ?? [];
      notifySuccess(
        taken.length
          ? `${t.restored(entry.label, result.files)} ${t.addressesTaken(entry.label, entry.collection, taken)}`
          : t.restored(entry.label, result.files),
      );
    } catch (error) {
      console.error(t.restoreFailed, error);
      notifyError(`${t.restoreFailed} ${errorMessage(error, '')}`.trim());
    } finally {
      setRestoring(null);
    }
  }

  async function purge() {
    setPurging({ done: 0, total: null });
    try {
      const { purged, objectsDeleted } = await purgeExpiredTrash((done, total) =>
        setPurging({ done, total }),
      );
      notifySuccess(t.purged(purged, objectsDeleted));
    } catch (error) {
      console.error(t.purgeFailed, error);
      notifyError(t.purgeFailed);
    } finally {
      setPurging(null);
    }
  }

  return (
    <>
      <EditorHeader title={t.title} description={t.description} />
      {load.status === 'loading' && <ListLoader />}
      {load.status === 'error' && (
        <Alert color="red" role="alert">
          {t.loadFailed}
        </Alert>
      )}
      {load.status === 'ready' && (
        <Stack gap="sm">
          <Group justify="flex-end">
            {purging && (
              <Text size="sm" role="status" aria-live="polite">
                {purging.total === null ? t.purging : t.purgingCount(purging.done, purging.total)}
              </Text>
            )}
            <Button
              variant="default"
              size="compact-sm"
              loading={purging !== null}
              onClick={() => void purge()}
            >
              {t.purge}
            </Button>
          </Group>
          {load.entries.length === 0 ? (
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {t.empty}
              </Text>
            </Paper>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.listLabel}>
              {load.entries.map((entry) => (
                <Paper key={entry.id} withBorder p="sm" component="li">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
                      <Group gap="xs" wrap="wrap">
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {entry.label}
                        </Text>
                        <Badge variant="light" color="gray">
                          {t.kinds[entry.collection] ?? entry.collection}
                        </Badge>
                        {entry.files > 0 && (
                          <Badge variant="light" color="blue">
                            {t.files(entry.files)}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t.deleted(when(entry.deletedAt))}, {t.purgeOn(day(entry.purgeAt))}
                      </Text>
                    </Stack>
                    <Button
                      variant="light"
                      leftSection={<IconRestore size={16} aria-hidden />}
                      loading={restoring === entry.id}
                      disabled={restoring !== null && restoring !== entry.id}
                      aria-label={t.restoreLabel(entry.label)}
                      onClick={() => void restore(entry)}
                    >
                      {t.restore}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </>
  );
}
