import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/emulator-env.mjs';
import { generateFonts } from './generate.mjs';

const FONTS_DIR = join(ROOT, 'web/src/assets/fonts');
const generated = generateFonts();

describe('the committed fonts', () => {
  it('are what scripts/generate-fonts.mjs makes from the installed Fontsource packages', async () => {
    const { files, css } = await generated;
    const committed = readdirSync(FONTS_DIR).filter((f) => f.endsWith('.woff2'));
    expect(committed.sort()).toEqual([...files.keys()].sort());
    for (const [name, bytes] of files) {
      expect(readFileSync(join(FONTS_DIR, name)).equals(bytes), `${name} is out of date`).toBe(true);
    }
    expect(readFileSync(join(FONTS_DIR, 'fonts.css'), 'utf8')).toBe(css);
  }, 30_000);

  it('keep the Latin files small enough to preload on every page', async () => {
    const { files } = await generated;
    // Fontsource's own Latin files are 48 KB (Inter) and 22 KB (Space Grotesk).
    expect(files.get('inter-latin-wght.woff2')!.length).toBeLessThan(30_000);
    expect(files.get('space-grotesk-latin-wght.woff2')!.length).toBeLessThan(20_000);
  });
});
