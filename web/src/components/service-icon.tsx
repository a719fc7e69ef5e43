import { findServiceIcon, NEUTRAL_SERVICE_ICON } from './service-icon-registry';

/** A service's icon by its stored name; an unknown name draws the neutral icon, never nothing. */
export function ServiceIcon({ name, size = 24 }: { name: string; size?: number | string }) {
  const Component = findServiceIcon(name)?.Icon ?? NEUTRAL_SERVICE_ICON;
  return <Component size={size} stroke={1.6} aria-hidden="true" />;
}
