import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  // Shade 8 keeps text and white-on-brand buttons above 4.5:1 contrast on white (WCAG AA);
  // autoContrast picks dark text on the lighter dark-scheme shade.
  primaryShade: { light: 8, dark: 5 },
  autoContrast: true,
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Space Grotesk Variable', 'Inter Variable', system-ui, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Theme colour of the manifest and the browser UI, matching brand[8]. */
export const THEME_COLOR = '#007e98';
