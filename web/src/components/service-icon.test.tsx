import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils/render';
import { ServiceIcon } from './service-icon';
import { findServiceIcon, SERVICE_ICONS } from './service-icon-registry';

/** Tabler draws each icon as an svg with a class naming it. */
function drawnClass(name: string): string {
  const { container, unmount } = render(<ServiceIcon name={name} />);
  const className = container.querySelector('svg')?.getAttribute('class') ?? '';
  unmount();
  return className;
}

describe('ServiceIcon', () => {
  it('draws a different picture for every name in the list', () => {
    const classes = SERVICE_ICONS.map((entry) => drawnClass(entry.name));
    expect(new Set(classes).size).toBe(SERVICE_ICONS.length);
    expect(new Set(SERVICE_ICONS.map((entry) => entry.name)).size).toBe(SERVICE_ICONS.length);
  });

  it('draws the neutral icon for a name it does not know, and reads names loosely', () => {
    expect(drawnClass('unicorn')).toContain('tabler-icon-briefcase');
    expect(drawnClass(' Database ')).toBe(drawnClass('database'));
    expect(findServiceIcon('unicorn')).toBeUndefined();
  });
});
