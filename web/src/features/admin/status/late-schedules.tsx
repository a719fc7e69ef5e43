import { Alert, Anchor, Box, Button, List, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ScheduledDoc } from '@/data/schedules/admin';
import { editorLink } from './editor-link';
import { statusMessages } from './messages';
import { formatWhen } from './schedule';
import { useLateSchedules } from './use-late-schedules';

const m = statusMessages.late;

function LateScheduleList({ docs, onOpen }: { docs: ScheduledDoc[]; onOpen?: () => void }) {
  return (
    <List spacing="xs" size="sm" listStyleType="none" p={0}>
      {docs.map((doc) => (
        <List.Item key={`${doc.kind}/${doc.id}`}>
          <Text size="sm">
            {m.kinds[doc.kind]}: {m.item(doc.title, doc.publish_at ? formatWhen(doc.publish_at) : '')}
          </Text>
          {doc.schedule_error && (
            <Text size="sm" c="red.9">
              {m.error(doc.schedule_error)}
            </Text>
          )}
          <Anchor
            component={Link}
            to={editorLink(doc)}
            size="sm"
            fw={600}
            aria-label={m.openNamed(doc.title)}
            onClick={onOpen}
          >
            {m.open}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** The dashboard's alert: every late schedule, with why and a way to its editor. */
export function LateScheduleAlert() {
  const docs = useLateSchedules();
  if (docs.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={m.title(docs.length)}>
      <Stack gap="xs">
        <LateScheduleList docs={docs} />
        <Text size="sm">{m.advice}</Text>
      </Stack>
    </Alert>
  );
}

/** The header's alert on every admin page: a red count that opens the same list. */
export function LateScheduleIndicator() {
  const docs = useLateSchedules();
  const [opened, { toggle, close }] = useDisclosure(false);
  if (docs.length === 0) return null;
  return (
    <Popover
      opened={opened}
      onChange={(open) => !open && close()}
      position="bottom-end"
      withArrow
      shadow="md"
      width="min(22rem, calc(100vw - 2rem))"
    >
      <Popover.Target>
        <Button
          color="red"
          size="compact-sm"
          leftSection={<IconAlertTriangle size={14} aria-hidden />}
          aria-label={m.headerLabel(docs.length)}
          data-testid="late-schedules"
          onClick={toggle}
        >
          {/* On a phone the count alone (the label says what it counts), so Publish still fits. */}
          <Box component="span" hiddenFrom="xs">
            {docs.length}
          </Box>
          <Box component="span" visibleFrom="xs">
            {m.header(docs.length)}
          </Box>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="alert">
          <Text fw={700} size="sm">
            {m.title(docs.length)}
          </Text>
          <LateScheduleList docs={docs} onOpen={close} />
          <Text size="xs" c="dimmed">
            {m.advice}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
