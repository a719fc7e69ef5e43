// One Lighthouse run in a fresh Chromium, as every benchmark here takes it (mobile throttling,
// Lighthouse's defaults).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';

// Headless Chromium here (156, software compositing) presents the first frame of a page with any
// image 1 or 2 s after it is painted: the frame waits for its image tiles on a deferred raster
// schedule. A page with no image presents within 100 ms, and Playwright's paint timing of the same
// page is about 300 ms. Lighthouse reads that late presentation as the observed first paint and
// scales Speed Index from it (x1.4), so real and bare pages alike lost up to 2 points, by chance.
// This flag makes the compositor raster a frame before drawing it, as a phone's GPU does.
export const LIGHTHOUSE_CHROMIUM_FLAGS = [
  '--headless=new',
  '--run-all-compositor-stages-before-draw',
  ...CHROMIUM_FLAGS,
];

/**
 * The Lighthouse report (lhr) of `url` for these categories; `extraFlags` for this Chromium (the
 * HTTP/2 front's certificate pin).
 */
export async function lighthouseReport(url, onlyCategories, extraFlags = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...LIGHTHOUSE_CHROMIUM_FLAGS, ...extraFlags],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories,
    });
    return lhr;
  } finally {
    await chrome.kill();
  }
}
