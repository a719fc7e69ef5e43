// @isolated: it mocks modules (vi.mock)
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_CONTACT } from '@/config/defaults';
import { usePublicContent } from '@/data/public-content/store';
import { stubIntersectionObserver } from '@/test-utils/intersection-observer';
import { render } from '@/test-utils/render';
import { FOOTER_LINKS, FOOTER_TEXT, LAYOUT_TEXT, NAV_LINKS, PRIVACY_NOTE } from './messages';
import { PublicLayout } from './public-layout';

vi.mock('@/data/personal-info/public', () => ({
  fetchPersonalInfo: vi.fn().mockResolvedValue({ name: 'Jamie Rivera' }),
}));

function renderLayout() {
  return render(
    <Routes>
      <Route element={<PublicLayout navActions={<button type="button">Install</button>} />}>
        <Route index element={<p>home content</p>} />
      </Route>
    </Routes>,
  );
}

beforeEach(() => usePublicContent.setState({ entries: {} }));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublicLayout', () => {
  it('has every navigation link, the Get In Touch button and a slot for the install button', async () => {
    renderLayout();
    for (const { label, to } of NAV_LINKS) {
      const links = screen.getAllByRole('link', { name: label, hidden: true });
      expect(links.some((link) => link.getAttribute('href') === to)).toBe(true);
    }
    expect(screen.getAllByRole('link', { name: 'Get In Touch', hidden: true })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    // The site search opens from the bar on every public page.
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(await screen.findAllByText('Jamie Rivera')).not.toHaveLength(0);
  });

  it('shows the footer sentence, quick links, fixed contact info and the current year', async () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(FOOTER_TEXT);
    for (const { label } of FOOTER_LINKS) expect(footer).toHaveTextContent(label);
    expect(footer).toHaveTextContent(FOOTER_CONTACT.email);
    expect(footer).toHaveTextContent(FOOTER_CONTACT.phone);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    // What the visit statistics collect, on every page.
    expect(footer).toHaveTextContent(PRIVACY_NOTE);
    expect(
      await screen.findByText(LAYOUT_TEXT.copyright(new Date().getFullYear(), 'Jamie Rivera')),
    ).toBeVisible();
  });

  it('turns the bar to glass once the top of the page is scrolled out of view, and back', () => {
    const watched = stubIntersectionObserver();
    renderLayout();
    const header = screen.getByRole('banner');
    const observer = watched.find(({ targets }) => targets.some((t) => t.nextElementSibling === header));
    expect(observer).toBeDefined();
    // The distance, 50 px, is the stylesheet's: the e2e home page test scrolls 50 and then 51 px.
    expect(header).not.toHaveAttribute('data-scrolled');
    act(() => observer!.callback([{ isIntersecting: false }]));
    expect(header).toHaveAttribute('data-scrolled');
    act(() => observer!.callback([{ isIntersecting: true }]));
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('toggles the small-screen menu', async () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: LAYOUT_TEXT.toggleMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
