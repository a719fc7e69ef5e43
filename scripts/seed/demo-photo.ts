/**
 * A real-size photograph for the demo content, made at seed time instead of kept in git: a
 * 4000x3000 JPEG of about 4 MB, as a phone takes them (quality 85, chroma subsampled), and within
 * the upload limit of a project image: a demo the admin could not have uploaded made a backup of
 * the demo site that its own restore refused. A dusk sky over a city skyline with film
 * grain: smooth gradients and per-pixel noise compress as poorly as a real photo does, so the
 * renditions and the benchmark meet what a real upload costs. Deterministic (a seeded generator),
 * cached in .cache/ after the first run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import sharp from 'sharp';

export const DEMO_PHOTO = { width: 4000, height: 3000, name: 'city-at-dusk.jpg' } as const;

const CACHE = resolve(import.meta.dirname, '..', '..', '.cache', 'demo-photo', `v3-${DEMO_PHOTO.name}`);

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether a window is lit: a fixed hash of its cell, so the windows scatter and stay put. */
function cellHash(cx: number, cy: number): number {
  const h = Math.imul(cx * 374761393 + cy * 668265263, 1274126177) >>> 0;
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}

function pixels(): Buffer {
  const { width, height } = DEMO_PHOTO;
  const rand = random(31);
  // The skyline: buildings of random widths and heights, with lit windows.
  const roof = new Float64Array(width);
  for (let x = 0; x < width;) {
    const w = 60 + Math.floor(rand() * 220);
    const top = height * (0.45 + rand() * 0.3);
    roof.fill(top, x, Math.min(width, x + w));
    x += w;
  }
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = (rand() - 0.5) * 46;
      let r: number, g: number, b: number;
      if (y < roof[x]!) {
        // Sky: deep blue above, orange at the horizon, a soft sun to the right.
        const sun = Math.max(0, 1 - Math.hypot(x - width * 0.7, y - height * 0.55) / (width * 0.35));
        r = 40 + 200 * t + 60 * sun;
        g = 50 + 90 * t + 40 * sun;
        b = 120 - 40 * t + 10 * sun;
      } else {
        const inWindow = x % 18 > 4 && x % 18 < 14 && y % 26 > 6 && y % 26 < 19;
        const lit = inWindow && cellHash(Math.floor(x / 18), Math.floor(y / 26)) < 0.3;
        r = lit ? 230 : 25 + 20 * t;
        g = lit ? 190 : 22 + 15 * t;
        b = lit ? 110 : 35 + 10 * t;
      }
      data[i] = Math.max(0, Math.min(255, r + grain));
      data[i + 1] = Math.max(0, Math.min(255, g + grain));
      data[i + 2] = Math.max(0, Math.min(255, b + grain));
    }
  }
  return data;
}

/** The photo's bytes: from the cache, or made now (a few seconds) and cached. */
export async function demoPhoto(): Promise<Buffer> {
  if (existsSync(CACHE)) return readFileSync(CACHE);
  const { width, height } = DEMO_PHOTO;
  const jpeg = await sharp(pixels(), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85, chromaSubsampling: '4:2:0' })
    .withExif({ IFD0: { Make: 'Demo', Model: 'Phone camera' } })
    .toBuffer();
  mkdirSync(dirname(CACHE), { recursive: true });
  writeFileSync(CACHE, jpeg);
  return jpeg;
}
