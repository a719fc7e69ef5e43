import { ThemeIcon } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { servicesMessages as t } from './messages';
import { iconKey, SERVICE_ICONS } from './service-icons';

export function ServiceIconPreview({ name, size = 'lg' }: { name: string; size?: 'md' | 'lg' | 'xl' }) {
  const Icon = SERVICE_ICONS[iconKey(name)];
  return (
    <ThemeIcon
      size={size}
      variant="light"
      color={Icon ? undefined : 'gray'}
      role="img"
      aria-label={Icon ? t.iconPreview(name.trim()) : t.unknownIcon}
    >
      {Icon ? <Icon size="70%" aria-hidden /> : <IconQuestionMark size="70%" aria-hidden />}
    </ThemeIcon>
  );
}
