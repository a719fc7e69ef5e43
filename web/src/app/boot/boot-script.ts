import { INSTALL_PROMPT_GLOBAL } from '@portfolio/model/page-contract';
import { START_UP } from '@/config/start-up';
import type { BootOptions } from './boot';
import bootSource from './boot.ts?minified-source';

/** The boot script's delays (config/start-up.ts), handed to it as an argument. */
export const BOOT_TIMING = {
  firstPaintCapMs: START_UP.firstPaintCapMs,
};

const OPTIONS: BootOptions = { installPromptGlobal: INSTALL_PROMPT_GLOBAL, ...BOOT_TIMING };

/**
 * The boot script's text, the same on every page and in every build: the Content-Security-Policy
 * in firebase.json allows it by its SHA-256, and a text that changed with each page's chunks would
 * need a hash per page and per build.
 */
export const BOOT_SCRIPT_SOURCE = `(${bootSource})(${JSON.stringify(OPTIONS)})`;

/** Chunk and entry paths are the build's own file names; escaped anyway, as attribute values. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The boot script element for a page: `chunks` are preloaded after `entry` is imported. */
export function bootScript(chunks: readonly string[], entry: string): string {
  // The attribute boot.ts reads: the entry first, then the chunks.
  const paths = attribute([entry, ...chunks].join(' '));
  return `<script type="module" data-boot="${paths}">${BOOT_SCRIPT_SOURCE}</script>`;
}
