import { paths } from '@/config/paths';

interface NavItem {
  label: string;
  to: string;
}

/** The navigation bar's links, in order, then the 'Get In Touch' button. */
export const NAV_LINKS: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Experience', to: paths.experience },
  { label: 'Skills', to: paths.skills },
  { label: 'Projects', to: paths.projects },
  { label: 'Services', to: paths.services },
  { label: 'Contact', to: paths.contact },
];

export const GET_IN_TOUCH = 'Get In Touch';

export const FOOTER_LINKS: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Projects', to: paths.projects },
  { label: 'Services', to: paths.services },
  { label: 'Contact', to: paths.contact },
];

/** The footer's line about the owner, word for word. */
export const FOOTER_TEXT =
  'Results-driven Data Scientist and Android Developer, transforming data into decisions and building smart mobile experiences.';

/**
 * What the visit statistics collect, on every page (features/statistics): the page, the referring
 * site, the screen's size class, the browser's language, the country the function may know, and
 * the page's speed. The function counts a visitor by a hash whose salt is gone after the day.
 */
export const PRIVACY_NOTE =
  'Visits are counted without cookies (the page, the referring site, screen size, language, country and page speed); your address is never stored, and Do Not Track and Global Privacy Control are respected.';

export const LAYOUT_TEXT = {
  quickLinks: 'Quick Links',
  contactInfo: 'Contact Info',
  skipToContent: 'Skip to content',
  toggleMenu: 'Toggle navigation menu',
  mainNav: 'Main navigation',
  footerNav: 'Footer',
  copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  toggleColorScheme: (next: 'light' | 'dark') => `Switch to ${next} mode`,
};
