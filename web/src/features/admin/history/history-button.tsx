import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { HistoryDrawer, type HistoryTarget } from './history-drawer';
import { historyMessages as t } from './messages';

interface HistoryButtonProps extends HistoryTarget {
  onRestored?: () => void;
}

/** Opens a document's history from its editor. */
export function HistoryButton({ onRestored, ...target }: HistoryButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconHistory size={16} aria-hidden />}
        aria-label={t.openLabel(target.name)}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t.open}
      </Button>
      {/* Mounted while open, so each opening reads the history afresh. */}
      {opened && (
        <HistoryDrawer {...target} opened onClose={() => setOpened(false)} onRestored={onRestored} />
      )}
    </>
  );
}
