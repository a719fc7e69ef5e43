import { IconWifiOff } from '@tabler/icons-react';
import { useOnlineStatus } from '@/lib/use-online-status';
import classes from './offline-banner.module.css';

/**
 * A thin strip while the browser is offline. The live region is always in the page so screen
 * readers announce the change when the text appears, and stay quiet once it goes.
 */
export function OfflineBanner({ message }: { message: string }) {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <div className={classes.banner} data-testid="offline-banner">
          <IconWifiOff size={16} stroke={1.8} className={classes.icon} aria-hidden />
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}
