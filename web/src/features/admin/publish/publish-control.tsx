import { ActionIcon, Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconHistory, IconWorldUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  publishSite,
  subscribeContentChangedAt,
  subscribeRecentPublishes,
  type SitePublish,
} from '@/data/site-publish/admin';
import { hasUnpublishedChanges } from '@/data/site-publish/model';
import { errorMessage, notifyError, notifySuccess, notifyWarning } from '@/features/admin/components/notify';
import { timeAgo } from '@/lib/time-ago';
import { publishMessages as m } from './messages';

/** The publishes and the content's last change, live; null until the first answer. */
function usePublishState() {
  const [publishes, setPublishes] = useState<SitePublish[] | null>(null);
  const [changedAt, setChangedAt] = useState<Date | null>(null);
  // Re-renders every minute so 'Published 5 minutes ago' stays true while the page is open.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const onError = (error: Error) => console.error(error);
    const stopPublishes = subscribeRecentPublishes(setPublishes, onError);
    const stopChanged = subscribeContentChangedAt(setChangedAt, onError);
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => {
      stopPublishes();
      stopChanged();
      clearInterval(timer);
    };
  }, []);
  return { publishes, changedAt, now };
}

function statusText(latest: SitePublish | null, changedAt: Date | null, now: Date): string {
  if (hasUnpublishedChanges(latest, changedAt)) return m.unpublishedChanges;
  if (!latest?.at) return m.neverPublished;
  return m.published(timeAgo(latest.at, now));
}

/**
 * The admin header's publish control: whether the live pages show the current content, a
 * 'Publish' button that renders and puts them live, and who published last.
 */
export function PublishControl() {
  const { publishes, changedAt, now } = usePublishState();
  const [busy, setBusy] = useState(false);
  const latest = publishes?.[0] ?? null;
  const unpublished = hasUnpublishedChanges(latest, changedAt);
  const status = publishes ? statusText(latest, changedAt, now) : '';

  const onPublish = async () => {
    setBusy(true);
    try {
      const result = await publishSite();
      if (result.status === 'unchanged') notifySuccess(m.unchangedMessage, m.unchangedTitle);
      else notifySuccess(m.siteMessage(result.pages, result.searchPages), m.siteTitle);
      if (result.skipped.length) {
        notifyWarning(m.skippedMessage(result.skipped.map((page) => page.path)), m.skippedTitle);
      }
      if (result.partial.length) notifyWarning(m.partialMessage(result.partial), m.partialTitle);
    } catch (error) {
      notifyError(errorMessage(error, m.failedFallback), m.failedTitle);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {status && (
        <Badge
          visibleFrom="sm"
          // Filled, so the yellow badge gets dark text: yellow on light yellow fails contrast.
          variant={unpublished ? 'filled' : 'light'}
          tt="none"
          color={unpublished ? 'yellow' : 'gray'}
          role="status"
          data-testid="publish-status"
        >
          {status}
        </Badge>
      )}
      <Popover position="bottom-end" withArrow shadow="md">
        <Popover.Target>
          <ActionIcon variant="subtle" aria-label={m.historyLabel}>
            <IconHistory size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={4} maw={280}>
            {status && (
              <Text size="sm" hiddenFrom="sm">
                {status}
              </Text>
            )}
            <Text size="sm" fw={600}>
              {m.recentTitle}
            </Text>
            {publishes?.length ? (
              <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
                {publishes.map((p) => (
                  <Text component="li" key={p.id} size="sm" c="dimmed">
                    {m.recentItem(p.byEmail, p.at ? timeAgo(p.at, now) : m.publishing)}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {m.recentEmpty}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Button
        size="compact-sm"
        variant={unpublished ? 'filled' : 'light'}
        leftSection={<IconWorldUpload size={14} aria-hidden />}
        loading={busy}
        loaderProps={{ type: 'dots' }}
        onClick={() => void onPublish()}
        aria-label={busy ? m.publishing : m.publish}
      >
        {m.publish}
      </Button>
    </Group>
  );
}
