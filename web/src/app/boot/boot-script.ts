import { INSTALL_PROMPT_GLOBAL } from '@portfolio/model/page-contract';
import { START_UP } from '@/config/start-up';
import type { BootOptions } from './boot';
import bootSource from './boot.ts?minified-source';

/** The boot script's delays (config/start-up.ts), handed to it as an argument. */
export const BOOT_TIMING = {
  firstPaintCapMs: START_UP.firstPaintCapMs,
};

/** The boot script's source for a page: `chunks` are preloaded after `entry` is imported. */
export function bootScript(chunks: readonly string[], entry: string): string {
  const options: BootOptions = { installPromptGlobal: INSTALL_PROMPT_GLOBAL, ...BOOT_TIMING };
  return `(${bootSource})(${JSON.stringify(chunks)},${JSON.stringify(entry)},${JSON.stringify(options)})`;
}
