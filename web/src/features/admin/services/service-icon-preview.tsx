import { ThemeIcon } from '@/components/theme-icon';
import { ServiceIcon } from '@/components/service-icon';
import { findServiceIcon } from '@/components/service-icon-registry';
import { servicesMessages as t } from './messages';

/** The icon as the public page draws it; greyed when the stored name is not one it knows. */
export function ServiceIconPreview({ name, size = 'lg' }: { name: string; size?: 'md' | 'lg' | 'xl' }) {
  const entry = findServiceIcon(name);
  return (
    <ThemeIcon
      size={size}
      variant="light"
      color={entry ? undefined : 'gray'}
      role="img"
      aria-label={entry ? t.iconPreview(entry.label) : t.unknownIcon}
    >
      <ServiceIcon name={name} size="70%" />
    </ThemeIcon>
  );
}
