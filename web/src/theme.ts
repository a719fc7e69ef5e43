import { createTheme, type MantineColorsTuple, type MantineThemeComponent } from '@mantine/core';

// A deep teal-blue: data and Android green meet in the middle.
const brand: MantineColorsTuple = [
  '#e3f8fb',
  '#d0edf2',
  '#a3d9e4',
  '#72c4d6',
  '#4cb3ca',
  '#33a8c3',
  '#22a2c0',
  '#0b8daa',
  '#007e98',
  '#006d86',
];

// Mantine's default gray and dark, with the shade behind `c="dimmed"` (gray 6 in the light
// scheme, dark 2 in the dark one) moved just far enough to reach 4.5:1 (WCAG AA) on every
// surface the public pages use: white, gray 0 and 1 (sections, cards), dark 6 to 9.
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#666d75',
  '#495057',
  '#343a40',
  '#212529',
];
const dark: MantineColorsTuple = [
  '#c9c9c9',
  '#b8b8b8',
  '#9a9a9a',
  '#696969',
  '#424242',
  '#3b3b3b',
  '#2e2e2e',
  '#242424',
  '#1f1f1f',
  '#141414',
];

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand, gray, dark },
  // Shade 8 keeps white-on-brand buttons above 4.5:1 (WCAG AA) in both schemes: Mantine's
  // autoContrast judges the light shade, so a lighter dark-scheme shade got white text at 2.8:1.
  // Brand-coloured text uses var(--mantine-color-brand-text) (shade 8 light, shade 4 dark).
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Space Grotesk Variable', 'Inter Variable', system-ui, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Plain objects rather than Loader.extend and Modal.extend: importing a component for its
  // extend() puts it in every visitor's first download, and Modal brings ScrollArea, transitions
  // and scroll locking with it (about 14 KB gzip) that no public page shows before a click.
  components: {
    // A spinner's aria-label ('Loading') is only read out on an element with a role: a plain
    // span may not carry one. A status is what a spinner is.
    Loader: { defaultProps: { role: 'status' } } satisfies MantineThemeComponent,
    // The dialogs' × button is an icon: without a name a screen reader announces just 'button'.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } } satisfies MantineThemeComponent,
  },
});

/** Theme colour of the manifest and the browser UI, matching brand[8]. */
export const THEME_COLOR = '#007e98';
