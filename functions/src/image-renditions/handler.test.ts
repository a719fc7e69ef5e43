import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { renditionsPrefix, type RenditionDoc } from '@portfolio/model/renditions';
import { makeRenditions, removeRenditions, wantsRenditions, type RenditionDeps } from './handler';
import { renderRenditions } from './render';

// AVIF encoding of noise is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** A noisy photograph-like JPEG with a camera and a GPS position in its EXIF. */
async function photo(width: number, height: number, exif = true): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  }).jpeg({ quality: 90 });
  return (
    exif
      ? image.withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '48/1 51/1 24/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '2/1 21/1 3/1',
          },
        })
      : image
  ).toBuffer();
}

function memory(objects: Record<string, Buffer>) {
  const stored = new Map(Object.entries(objects));
  const records = new Map<string, RenditionDoc>();
  const warnings: string[] = [];
  const infos: string[] = [];
  const deleted: string[] = [];
  const deps: RenditionDeps = {
    download: async (path) => {
      const data = stored.get(path);
      if (!data) throw new Error(`No such object: ${path}`);
      return data;
    },
    exists: async (path) => stored.has(path),
    upload: async (path, data) => void stored.set(path, data),
    deletePrefix: async (prefix) => {
      for (const key of [...stored.keys()]) if (key.startsWith(prefix)) stored.delete(key);
    },
    list: async (prefix) => [...stored.keys()].filter((key) => key.startsWith(prefix)),
    deleteObject: async (path) => {
      deleted.push(path);
      stored.delete(path);
    },
    writeRecord: async (record) => void records.set(record.path, record),
    deleteRecord: async (path) => void records.delete(path),
    logger: {
      info: (message) => void infos.push(message),
      warn: (message, details) => void warnings.push(`${message} ${JSON.stringify(details)}`),
    },
  };
  return { stored, records, warnings, infos, deleted, deps };
}

const renditionsOf = (stored: Map<string, Buffer>, original: string) =>
  [...stored.keys()].filter((k) => k.startsWith(renditionsPrefix(original))).sort();

describe('renderRenditions', () => {
  it('makes AVIF and WebP at every fixed width up to the original, keeping the aspect ratio', async () => {
    const result = await renderRenditions(await photo(1000, 750));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.renditions.map((r) => `${r.width}.${r.format}`)).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      '720.avif',
      '720.webp',
      '960.avif',
      '960.webp',
    ]);
    for (const r of result.renditions) {
      const meta = await sharp(r.data).metadata();
      expect(meta.format).toBe(r.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(r.width);
      expect(meta.height).toBe(Math.round((r.width * 750) / 1000));
    }
  });

  it('never upscales: an original narrower than the smallest width gets one rendition at its own width', async () => {
    const result = await renderRenditions(await photo(200, 100));
    expect(result.ok && result.renditions.map((r) => r.width)).toEqual([200, 200]);
  });

  it('strips the EXIF data, the GPS position included', async () => {
    const input = await photo(700, 400);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await renderRenditions(input);
    expect(result.ok).toBe(true);
    for (const r of result.ok ? result.renditions : []) {
      const meta = await sharp(r.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(r.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('applies the EXIF orientation, so a portrait phone photo stays portrait', async () => {
    const turned = await sharp(await photo(800, 600, false))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await renderRenditions(turned);
    expect(result.ok && [result.width, result.height]).toEqual([600, 800]);
    const first = result.ok ? await sharp(result.renditions[0]!.data).metadata() : null;
    expect([first?.width, first?.height]).toEqual([320, 427]);
  });

  it('leaves out a rendition that would not be smaller than the original', async () => {
    const input = await photo(700, 400, false);
    const full = await renderRenditions(input);
    const sizes = full.ok ? full.renditions.map((r) => r.data.length).sort((a, b) => a - b) : [];
    // An original as small as the middle rendition: the larger ones are skipped.
    const limit = sizes[1]! + 1;
    const result = await renderRenditions(input, limit);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.renditions.every((r) => r.data.length < limit)).toBe(true);
    expect(result.renditions.length).toBeLessThan(full.ok ? full.renditions.length : 0);
    expect(result.skipped.length).toBeGreaterThan(0);
  });

  it('answers why for bytes that are no image, instead of throwing', async () => {
    const result = await renderRenditions(Buffer.from('definitely not a picture'));
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/not a decodable image/) });
  });

  it('answers why for a truncated upload whose header still reads', async () => {
    const whole = await photo(900, 600, false);
    const result = await renderRenditions(whole.subarray(0, 2000), whole.length);
    expect(result.ok).toBe(false);
  });
});

describe('makeRenditions', () => {
  it('stores the renditions under renditions/<original path>/ and records what exists', async () => {
    const original = 'projects/abc-1700000000000.jpg';
    const { stored, records, deps } = memory({ [original]: await photo(1000, 750) });
    const record = await makeRenditions(
      { name: original, contentType: 'image/jpeg', size: stored.get(original)!.length },
      deps,
    );
    expect(renditionsOf(stored, original)).toEqual(
      ['320w', '640w', '720w', '960w'].flatMap((w) => [
        `${renditionsPrefix(original)}${w}.avif`,
        `${renditionsPrefix(original)}${w}.webp`,
      ]),
    );
    expect(record).toEqual({
      path: original,
      status: 'ready',
      width: 1000,
      height: 750,
      avif: [320, 640, 720, 960],
      webp: [320, 640, 720, 960],
    });
    expect(records.get(original)).toEqual(record);
  });

  it('records an undecodable image as served as it is, reports it, and does not throw', async () => {
    const original = 'files/broken-1700000000000.png';
    const { stored, records, warnings, deps } = memory({ [original]: Buffer.from('PNG? no.') });
    await expect(
      makeRenditions({ name: original, contentType: 'image/png', size: 8 }, deps),
    ).resolves.toMatchObject({ status: 'original' });
    expect(renditionsOf(stored, original)).toEqual([]);
    expect(records.get(original)).toMatchObject({
      status: 'original',
      avif: [],
      webp: [],
      reason: expect.stringMatching(/decodable/),
    });
    expect(warnings.join()).toContain(original);
  });

  it('ignores its own outputs, other folders, SVG and non-images', async () => {
    expect(
      wantsRenditions({ name: 'renditions/projects/a.jpg/320w.avif', contentType: 'image/avif', size: 1 }),
    ).toBe(false);
    expect(wantsRenditions({ name: 'elsewhere/a.jpg', contentType: 'image/jpeg', size: 1 })).toBe(false);
    expect(wantsRenditions({ name: 'projects/a.svg', contentType: 'image/svg+xml', size: 1 })).toBe(false);
    expect(wantsRenditions({ name: 'files/report.pdf', contentType: 'application/pdf', size: 1 })).toBe(
      false,
    );
    expect(wantsRenditions({ name: 'profiles/me.png', contentType: 'image/png', size: 1 })).toBe(true);
    expect(wantsRenditions({ name: 'files/shot.webp', contentType: 'image/webp', size: 1 })).toBe(true);
  });

  it('drops a width the replaced original no longer has', async () => {
    const original = 'profiles/me-1700000000000.jpg';
    const { stored, deps } = memory({ [original]: await photo(700, 700) });
    await makeRenditions(
      { name: original, contentType: 'image/jpeg', size: stored.get(original)!.length },
      deps,
    );
    stored.set(original, await photo(300, 300));
    await makeRenditions(
      { name: original, contentType: 'image/jpeg', size: stored.get(original)!.length },
      deps,
    );
    expect(renditionsOf(stored, original).map((p) => p.slice(renditionsPrefix(original).length))).toEqual([
      '300w.avif',
      '300w.webp',
    ]);
  });

  it('deletes nothing when the same image is stored again (a re-seed, a retry)', async () => {
    const original = 'projects/same-1700000000000.jpg';
    const { stored, deleted, deps } = memory({ [original]: await photo(700, 500) });
    const event = { name: original, contentType: 'image/jpeg', size: stored.get(original)!.length };
    await makeRenditions(event, deps);
    const before = renditionsOf(stored, original);
    await makeRenditions(event, deps);
    expect(deleted).toEqual([]);
    expect(renditionsOf(stored, original)).toEqual(before);
  });
});

describe('an original deleted while its renditions are made', () => {
  const original = 'projects/replaced-1700000000000.jpg';

  it('is left alone, without an error, when it is gone before it is read', async () => {
    const { stored, records, infos, deps } = memory({});
    await expect(
      makeRenditions({ name: original, contentType: 'image/jpeg', size: 1000 }, deps),
    ).resolves.toBeNull();
    expect(renditionsOf(stored, original)).toEqual([]);
    expect(records.has(original)).toBe(false);
    expect(infos).toEqual(['Original deleted before its renditions were made']);
  });

  it('still fails when the original is there but cannot be read', async () => {
    const { deps } = memory({ [original]: await photo(700, 500) });
    deps.download = () => Promise.reject(new Error('Storage is unavailable'));
    await expect(
      makeRenditions({ name: original, contentType: 'image/jpeg', size: 1000 }, deps),
    ).rejects.toThrow('Storage is unavailable');
  });

  it('leaves no rendition or record behind when it is deleted while they are written', async () => {
    const { stored, records, deps } = memory({ [original]: await photo(700, 500) });
    const event = { name: original, contentType: 'image/jpeg', size: stored.get(original)!.length };
    // The admin replaces the image and the old one is deleted, and its deletion handled, while
    // this run is still encoding: the renditions it writes after that must not stay.
    const upload = deps.upload;
    deps.upload = async (path, data, type) => {
      if (stored.delete(original)) await removeRenditions({ name: original, size: 0 }, deps);
      await upload(path, data, type);
    };
    await expect(makeRenditions(event, deps)).resolves.toBeNull();
    expect(renditionsOf(stored, original)).toEqual([]);
    expect(records.has(original)).toBe(false);
  });
});

describe('removeRenditions', () => {
  it('deletes every rendition and the record of a deleted original, and nothing else', async () => {
    const original = 'projects/gone-1700000000000.jpg';
    const other = 'projects/kept-1700000000000.jpg';
    const { stored, records, deps } = memory({
      [original]: await photo(700, 500),
      [other]: await photo(700, 500),
    });
    for (const name of [original, other])
      await makeRenditions({ name, contentType: 'image/jpeg', size: stored.get(name)!.length }, deps);
    stored.delete(original);
    await removeRenditions({ name: original, size: 0 }, deps);
    expect(renditionsOf(stored, original)).toEqual([]);
    expect(records.has(original)).toBe(false);
    expect(renditionsOf(stored, other)).toHaveLength(4);
    expect(records.has(other)).toBe(true);
  });
});
