import { screen } from '@testing-library/react';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils/render';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('is a link to the route, named by its words alone (the icon is hidden from readers)', () => {
    render(
      <LinkButton to="/contact" icon={IconSend}>
        Get In Touch
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Get In Touch' });
    expect(link).toHaveAttribute('href', '/contact');
    const icon = link.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    // The icon follows the words unless it points back.
    expect(link.querySelector('[data-position="right"] svg')).toBe(icon);
  });

  it('puts a back arrow before the words and takes a name of its own where the words need one', () => {
    render(
      <LinkButton to="/projects" icon={IconArrowLeft} iconSide="left" aria-label="Back to all projects">
        Back
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Back to all projects' });
    expect(link.querySelector('[data-position="left"] svg')).not.toBeNull();
    expect(link.querySelector('[data-position="right"]')).toBeNull();
  });
});
