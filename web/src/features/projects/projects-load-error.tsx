import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { OfflineNotice } from '@/components/offline-notice';
import { PROJECTS_TEXT } from './messages';
import classes from './projects.module.css';

/** The projects could not be read: why (offline or not) and Try Again. */
export function ProjectsLoadError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <Container size="lg">
      {offline && <OfflineNotice />}
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconAlertTriangle aria-hidden="true" />}
        className={classes.errorBox}
        role="alert"
      >
        <Stack gap="md" align="flex-start">
          <Text fw={600}>{PROJECTS_TEXT.loadError}</Text>
          <Button
            color="red"
            variant="filled"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={onRetry}
          >
            {PROJECTS_TEXT.tryAgain}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
