// Renders the PWA icons from the one source image, web/public/favicon.svg, with the Chromium the
// browser tests already use (no image library needed). Run once after changing the SVG and commit
// the PNGs: `node scripts/generate-icons.mjs`.
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './lib/chromium.mjs';
import { ROOT } from './lib/emulator-env.mjs';

const source = readFileSync(join(ROOT, 'web/public/favicon.svg'), 'utf8');
const themeColor = /THEME_COLOR = '(#[0-9a-f]{6})'/i.exec(
  readFileSync(join(ROOT, 'web/src/theme.ts'), 'utf8'),
)?.[1];
if (!themeColor || !source.includes(`fill="${themeColor}"`)) {
  throw new Error('favicon.svg must use THEME_COLOR of web/src/theme.ts as its background fill');
}

// `any` icons keep the rounded square on transparency. Maskable and Apple icons are full-bleed
// (the platform cuts its own shape), with the artwork inside the maskable safe zone (80 %).
const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, scale: 1, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, scale: 0.8, background: themeColor },
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.9, background: themeColor },
];

const outDir = join(ROOT, 'web/public/icons');
mkdirSync(outDir, { recursive: true });
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const inner = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background}">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: join(outDir, icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
    console.log(`web/public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
