// Writes the site's fonts (scripts/fonts/generate.mjs) to web/src/assets/fonts. Run after updating
// a Fontsource package or the weights and features there, and commit the result:
// `node scripts/generate-fonts.mjs`. A test fails while the committed files are out of date.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FAMILIES, generateFonts } from './fonts/generate.mjs';
import { ROOT } from './lib/emulator-env.mjs';

const FONTS_DIR = join(ROOT, 'web/src/assets/fonts');
const require = createRequire(import.meta.url);

const { files, css } = await generateFonts();
rmSync(FONTS_DIR, { recursive: true, force: true });
mkdirSync(FONTS_DIR, { recursive: true });
for (const [name, bytes] of files) writeFileSync(join(FONTS_DIR, name), bytes);
writeFileSync(join(FONTS_DIR, 'fonts.css'), css);
// The SIL Open Font License asks for its text beside modified copies of the fonts.
for (const { package: pkg, slug } of FAMILIES) {
  copyFileSync(require.resolve(`${pkg}/LICENSE`), join(FONTS_DIR, `LICENSE-${slug}.txt`));
}
console.log(`${files.size} fonts and fonts.css written to ${FONTS_DIR}`);
