import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorPorts } from '@portfolio/model/emulators';
import {
  hostingPolicy,
  isScriptHash,
  parsePolicy,
  productionPolicy,
  withEmulatorOrigins,
  type HostingConfig,
} from './content-security-policy.mjs';
import { firebaseConfigPath, ROOT } from './emulator-env.mjs';

const configAt = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as HostingConfig;
const deployed = hostingPolicy(configAt(join(ROOT, 'firebase.json')))!;
const directives = parsePolicy(deployed);

describe("firebase.json's Content-Security-Policy", () => {
  it('is the commented policy of content-security-policy.mjs, with the build-checked script hashes', () => {
    const hashes = (directives.get('script-src') ?? []).filter(isScriptHash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(deployed).toBe(productionPolicy(hashes));
  });

  it('runs only scripts from the site itself and inline scripts it names by hash', () => {
    const scripts = directives.get('script-src')!;
    expect(scripts.filter((source) => !isScriptHash(source))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(deployed).not.toMatch(/'unsafe-eval'|'strict-dynamic'|'unsafe-hashes'/);
    // 'unsafe-inline' only for styles.
    for (const [name, sources] of directives) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
    }
  });

  it('names no emulator and nothing over plain http for the deployed site', () => {
    expect(deployed).not.toMatch(/http:|127\.0\.0\.1|localhost|\*:\d/);
  });

  it("adds the emulators' origins, on this offset's ports, only to the copy the emulators read", () => {
    const ports = emulatorPorts(300);
    const emulated = parsePolicy(hostingPolicy(configAt(firebaseConfigPath(300)))!);
    const added = (name: string) =>
      emulated.get(name)!.filter((source) => !(directives.get(name) ?? []).includes(source));
    expect(added('connect-src')).toEqual([
      `http://*:${ports.firestore}`,
      `http://*:${ports.auth}`,
      `http://*:${ports.storage}`,
      `http://*:${ports.functions}`,
    ]);
    expect(added('img-src')).toEqual([`http://*:${ports.storage}`]);
    expect(added('media-src')).toEqual([`http://*:${ports.storage}`]);
    for (const name of directives.keys()) {
      if (!['connect-src', 'img-src', 'media-src'].includes(name)) expect(added(name), name).toEqual([]);
    }
    expect(withEmulatorOrigins(deployed, ports)).toBe(hostingPolicy(configAt(firebaseConfigPath(300))));
  });
});
