import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

/** What the app imports to get the theme's CSS variables as a stylesheet. */
export const MANTINE_CSS_VARIABLES_ID = 'virtual:mantine-css-variables.css';
const RESOLVED_ID = `\0${MANTINE_CSS_VARIABLES_ID}`;

/**
 * The CSS that MantineProvider would put in <style> elements for this theme (its CSS variables in
 * both colour schemes and the hiddenFrom/visibleFrom classes), rendered once by Mantine itself so
 * it is exactly what the provider would write.
 */
export function mantineStaticCss(theme: MantineThemeOverride): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, defaultColorScheme: 'auto' }, null),
  );
  const styles = [...html.matchAll(/<style[^>]*data-mantine-styles[^>]*>([\s\S]*?)<\/style>/g)];
  if (styles.length === 0) throw new Error('MantineProvider rendered no <style> to take the CSS from');
  return `${styles.map((m) => m[1]!.trim()).join('\n')}\n`;
}

/**
 * Serves mantineStaticCss as a stylesheet module: it then ships in the entry's CSS file, in the
 * <head>, instead of a <style> element that MantineProvider renders into the body of every
 * prerendered page and that React has to hydrate (providers.tsx turns those elements off).
 */
export function mantineCssVariables(theme: MantineThemeOverride): Plugin {
  return {
    name: 'portfolio:mantine-css-variables',
    resolveId: (id) => (id === MANTINE_CSS_VARIABLES_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? mantineStaticCss(theme) : undefined),
  };
}
