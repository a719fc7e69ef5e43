import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  List,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { createBackup, previewRestore, type BackupProgress } from '@/data/backup/backup';
import {
  restoreBackup,
  RestoreFailure,
  type RestoreProgress,
  type RestoreResult,
} from '@/data/backup/restore';
import { ADMIN_COLLECTIONS } from '@portfolio/model/content-types';
import { CV_SETTINGS_KEY, isNoChange, type RestoreDiff } from '@/lib/backup/diff';
import { backupFileName, BackupError, decodeBackup, type Backup } from '@/lib/backup/format';
import { validateBackup } from '@/lib/backup/validate';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { dashboardMessages } from './messages';

const m = dashboardMessages.backup;

type Busy = { label: string; progress?: BackupProgress } | null;
type Outcome =
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; written: string[]; deleted: string[] }
  | { kind: 'restored'; result: RestoreResult }
  | null;

function restoreLabel({ phase, done, total }: RestoreProgress): string {
  if (phase === 'uploading') return m.uploading(done, total);
  if (phase === 'writing') return m.writingCount(done, total);
  if (phase === 'checking') return m.verifying;
  if (phase === 'records') return m.records(done, total);
  return m.removing(done, total);
}

function saveFile(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The dashboard's backup card: one zip out, and the same zip back in after a preview. */
export function BackupPanel() {
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState<{ backup: Backup; diff: RestoreDiff } | null>(null);

  async function download() {
    setOutcome(null);
    setBusy({ label: m.reading });
    try {
      const bytes = await createBackup((progress) =>
        setBusy({ label: m.fetching(progress.done, progress.total), progress }),
      );
      saveFile(bytes, backupFileName(new Date()));
      notifySuccess(m.downloaded);
    } catch (error) {
      console.error(m.downloadFailed, error);
      notifyError(m.downloadFailed);
    } finally {
      setBusy(null);
    }
  }

  async function choose(file: File | null) {
    if (!file) return;
    setOutcome(null);
    setBusy({ label: m.checking });
    try {
      const backup = decodeBackup(new Uint8Array(await file.arrayBuffer()));
      validateBackup(backup);
      setPending({ backup, diff: await previewRestore(backup) });
    } catch (error) {
      if (error instanceof BackupError) setOutcome({ kind: 'refused', reason: error.message });
      else {
        console.error(m.readFailed, error);
        notifyError(m.readFailed);
      }
    } finally {
      setBusy(null);
    }
  }

  async function restore() {
    if (!pending) return;
    const { backup } = pending;
    setPending(null);
    setBusy({ label: m.writing });
    try {
      const result = await restoreBackup(backup, {
        onProgress: (progress) => setBusy({ label: restoreLabel(progress), progress }),
      });
      setOutcome({ kind: 'restored', result });
      notifySuccess(m.restored);
    } catch (error) {
      console.error(m.failedTitle, error);
      if (error instanceof BackupError) setOutcome({ kind: 'refused', reason: error.message });
      else if (error instanceof RestoreFailure) {
        setOutcome({ kind: 'failed', written: error.written, deleted: error.deleted });
      } else setOutcome({ kind: 'failed', written: [], deleted: [] });
    } finally {
      setBusy(null);
    }
  }

  const percent = busy?.progress?.total ? Math.round((busy.progress.done / busy.progress.total) * 100) : null;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="backup-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="backup-title">
            {m.title}
          </Title>
          <Text c="dimmed" size="sm">
            {m.intro}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
            disabled={busy !== null}
          >
            {m.download}
          </Button>
          <FileButton onChange={(file) => void choose(file)} accept=".zip,application/zip">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={busy !== null}
              >
                {m.restore}
              </Button>
            )}
          </FileButton>
        </Group>
        {/* One live region, there from the start, so screen readers announce each step and the end. */}
        <div role="status">
          {busy && (
            <Stack gap={4}>
              <Text size="sm">{busy.label}</Text>
              <Progress
                value={percent ?? 100}
                animated={percent === null}
                aria-label={m.progressLabel}
                aria-valuenow={percent ?? undefined}
              />
            </Stack>
          )}
          {outcome?.kind === 'restored' && (
            <Alert color="green" title={m.restored} role="none">
              {m.summary({
                ...outcome.result,
                written: outcome.result.written.length,
                removed: outcome.result.deleted.length,
              })}
            </Alert>
          )}
        </div>
        {outcome?.kind === 'refused' && (
          <Alert color="red" title={m.refusedTitle}>
            {outcome.reason} {m.refusedNothing}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert color="red" title={m.failedTitle}>
            <Text size="sm">{m.failedWritten(outcome.written.length)}</Text>
            {outcome.written.length > 0 && (
              <List size="sm" mah={160} style={{ overflowY: 'auto' }}>
                {outcome.written.map((id) => (
                  <List.Item key={id}>{id}</List.Item>
                ))}
              </List>
            )}
            {outcome.deleted.length === 0 && (
              <Text size="sm" mt="xs">
                {m.failedNothingRemoved}
              </Text>
            )}
            <Text size="sm" mt="xs">
              {m.failedAgain}
            </Text>
          </Alert>
        )}
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={m.confirmTitle}
        centered
        size="lg"
      >
        {pending && <RestorePreview backup={pending.backup} diff={pending.diff} />}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(null)} data-autofocus>
            {m.cancel}
          </Button>
          <Button color="red" onClick={() => void restore()} disabled={!pending || isNoChange(pending.diff)}>
            {m.confirm}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

/** The preview's rows: each collection a restore writes, then the CV settings. */
const PREVIEW_ROWS: ReadonlyArray<keyof RestoreDiff> = [...ADMIN_COLLECTIONS, CV_SETTINGS_KEY];

function RestorePreview({ backup, diff }: { backup: Backup; diff: RestoreDiff }) {
  const date = new Date(backup.content.created_at).toLocaleString();
  return (
    <Stack gap="sm">
      <Text size="sm">{m.confirmIntro(date)}</Text>
      <Table.ScrollContainer minWidth={360}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.columns.collection}</Table.Th>
              <Table.Th ta="right">{m.columns.added}</Table.Th>
              <Table.Th ta="right">{m.columns.replaced}</Table.Th>
              <Table.Th ta="right">{m.columns.removed}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PREVIEW_ROWS.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>{m.collections[name]}</Table.Td>
                <Table.Td ta="right">{diff[name].added.length}</Table.Td>
                <Table.Td ta="right">{diff[name].replaced.length}</Table.Td>
                <Table.Td ta="right">{diff[name].removed.length}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {isNoChange(diff) && <Text size="sm">{m.noChange}</Text>}
      <Text size="xs" c="dimmed">
        {m.confirmMessages}
      </Text>
    </Stack>
  );
}
