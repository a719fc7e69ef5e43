import { Button, Container } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Notice } from '@/components/notice';
import { OfflineNotice } from '@/components/offline-notice';
import classes from './list-load-error.module.css';

interface ListLoadErrorProps {
  title: string;
  retryLabel: string;
  offline: boolean;
  onRetry: () => void;
}

/** A list page whose items could not be read: why (offline or not) and a button to try again. */
export function ListLoadError({ title, retryLabel, offline, onRetry }: ListLoadErrorProps) {
  return (
    <Container size="lg">
      {offline && <OfflineNotice />}
      <Notice
        color="red"
        role="alert"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={title}
        className={classes.box}
      >
        <Button
          color="red"
          variant="filled"
          mt="xs"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      </Notice>
    </Container>
  );
}
