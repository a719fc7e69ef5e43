import { IconCloudOff } from '@tabler/icons-react';
import { OFFLINE_NOTICE } from './messages';
import { Notice } from './notice';
import classes from './notice.module.css';

/** Calm, not an error: a page never seen before cannot have its content while offline. */
export function OfflineNotice() {
  return (
    <Notice
      icon={<IconCloudOff size={20} aria-hidden="true" />}
      title={OFFLINE_NOTICE.title}
      className={classes.spaced}
    >
      {OFFLINE_NOTICE.body}
    </Notice>
  );
}
