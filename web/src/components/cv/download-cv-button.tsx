import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { cvPdfFileName } from '@portfolio/model/cv';
import { CV_FILES } from '@portfolio/model/routes';

interface DownloadCvButtonProps extends ButtonProps {
  /** The owner's name: the saved file is called after it, not 'cv.pdf'. */
  name: string;
  label: string;
  iconSize?: number;
}

/** Downloads the published CV's PDF, the same file wherever the site offers it. */
export function DownloadCvButton({ name, label, iconSize = 18, ...button }: DownloadCvButtonProps) {
  return (
    <Button
      component="a"
      href={CV_FILES.pdf}
      download={cvPdfFileName(name)}
      radius="xl"
      leftSection={<IconDownload size={iconSize} aria-hidden="true" />}
      {...button}
    >
      {label}
    </Button>
  );
}
