import { ActionIcon, Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { pwaMessages } from './messages';
import { useInstallPrompt } from './install-prompt';

/**
 * Appears only where the browser offers installation, and disappears once it is used. On narrow
 * screens it is an icon beside the colour-scheme toggle, so the name in the bar keeps its line.
 */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  const onClick = () => void install();
  return (
    <>
      <Button
        variant="light"
        radius="xl"
        leftSection={<IconDownload size={16} aria-hidden />}
        aria-label={pwaMessages.installLabel}
        onClick={onClick}
        visibleFrom="sm"
        // The search control beside it turns to an icon when both share the bar with the menu.
        data-install-button
      >
        {pwaMessages.install}
      </Button>
      <ActionIcon
        variant="light"
        size="lg"
        radius="md"
        aria-label={pwaMessages.installLabel}
        title={pwaMessages.installLabel}
        onClick={onClick}
        hiddenFrom="sm"
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
