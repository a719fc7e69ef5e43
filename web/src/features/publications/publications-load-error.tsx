import { Button, Container } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Notice } from '@/components/notice';
import { OfflineNotice } from '@/components/offline-notice';
import { PUBLICATIONS_TEXT } from './messages';
import classes from './publications.module.css';

/** The papers could not be read: why (offline or not) and Try Again. */
export function PublicationsLoadError({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <Container size="lg">
      {offline && <OfflineNotice />}
      <Notice
        color="red"
        role="alert"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={PUBLICATIONS_TEXT.loadError}
        className={classes.errorBox}
      >
        <Button
          color="red"
          variant="filled"
          mt="xs"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={onRetry}
        >
          {PUBLICATIONS_TEXT.tryAgain}
        </Button>
      </Notice>
    </Container>
  );
}
