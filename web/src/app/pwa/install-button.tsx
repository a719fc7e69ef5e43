import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { pwaMessages } from './messages';
import { useInstallPrompt } from './install-prompt';

/** Appears only where the browser offers installation, and disappears once it is used. */
export function InstallButton(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      aria-label={pwaMessages.installLabel}
      onClick={() => void install()}
      {...props}
    >
      {pwaMessages.install}
    </Button>
  );
}
