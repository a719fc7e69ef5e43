import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { displayValue, shownChanges, type Version } from '@/data/content-history/model';
import { historyMessages as t, versionTime } from './messages';

const KIND_COLORS = { create: 'teal', update: 'blue', delete: 'red' } as const;

interface VersionCardProps {
  version: Version;
  /** Shown for a list that spans several documents (the personal info fields). */
  docLabel?: string;
  isCurrent: boolean;
  restoring: boolean;
  onRestore: () => void;
}

/** One version: what happened, when, by whom, each changed field before and after, and Restore. */
export function VersionCard({ version, docLabel, isCurrent, restoring, onRestore }: VersionCardProps) {
  const when = versionTime(version);
  const changes = shownChanges(version);
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${t.kinds[version.kind]} ${when}`}>
      <Group justify="space-between" gap="xs" wrap="wrap" mb="xs">
        <Group gap="xs" wrap="wrap">
          <Badge color={KIND_COLORS[version.kind]} variant="light">
            {t.kinds[version.kind]}
          </Badge>
          {docLabel && (
            <Text size="sm" fw={600}>
              {docLabel}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={version.at?.toISOString()}>{when}</time> · {t.by(version.by)}
        </Text>
      </Group>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noVisibleChange}
        </Text>
      ) : (
        <Stack gap={6} component="dl" m={0}>
          {changes.map((name) => (
            <div key={name}>
              <Text component="dt" size="sm" fw={600}>
                {t.field(name)}
              </Text>
              {version.kind !== 'create' && (
                <Text
                  component="dd"
                  size="sm"
                  c="dimmed"
                  m={0}
                  lineClamp={4}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <Text span size="xs" fw={600} c="dimmed">
                    {t.before}:{' '}
                  </Text>
                  <del>{displayValue(version.before?.[name])}</del>
                </Text>
              )}
              {version.kind !== 'delete' && (
                <Text component="dd" size="sm" m={0} lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
                  <Text span size="xs" fw={600} c="dimmed">
                    {t.after}:{' '}
                  </Text>
                  <ins style={{ textDecoration: 'none' }}>{displayValue(version.after?.[name])}</ins>
                </Text>
              )}
            </div>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" mt="xs">
        {isCurrent ? (
          <Text size="xs" c="dimmed">
            {t.current}
          </Text>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            loading={restoring}
            onClick={onRestore}
            aria-label={t.restoreLabel(when)}
          >
            {t.restore}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
