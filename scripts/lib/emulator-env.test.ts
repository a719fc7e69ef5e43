import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_PORTS, parsePortOffset } from '@portfolio/model/emulators';
import { firebaseConfigPath, ROOT } from './emulator-env.mjs';

type Emulators = Record<string, { port?: number; websocketPort?: number }>;
const emulatorsOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { emulators: Emulators }).emulators;

describe('emulator ports', () => {
  it('are the same in firebase.json, which firebase-tools reads, as in the model', () => {
    for (const [name, value] of Object.entries(emulatorsOf(join(ROOT, 'firebase.json')))) {
      if (value.port !== undefined)
        expect(value.port, name).toBe(BASE_PORTS[name as keyof typeof BASE_PORTS]);
    }
  });

  it('all move by the offset in the shifted copy', () => {
    const shifted = emulatorsOf(firebaseConfigPath(300));
    for (const [name, value] of Object.entries(shifted)) {
      if (value.port !== undefined)
        expect(value.port, name).toBe(BASE_PORTS[name as keyof typeof BASE_PORTS] + 300);
    }
    expect(shifted.firestore?.websocketPort).toBe(BASE_PORTS.firestoreWebsocket + 300);
  });

  it('take an offset from 0 to 500 and refuse anything else', () => {
    expect(parsePortOffset(undefined)).toBe(0);
    expect(parsePortOffset('')).toBe(0);
    expect(parsePortOffset('120')).toBe(120);
    for (const bad of ['-1', '501', '1.5', 'ten']) {
      expect(() => parsePortOffset(bad)).toThrow(/PORTFOLIO_PORT_OFFSET/);
    }
  });

  it('refuse an offset that moves a port onto another port of the suite at offset 0', () => {
    expect(() => parsePortOffset('500')).toThrow(
      'PORTFOLIO_PORT_OFFSET=500 would put logging on 5000, the hosting port of a suite at offset 0; choose another offset',
    );
    expect(() => parsePortOffset('1')).toThrow(/would put hosting on 5001, the functions port/);
    // The offsets the suite itself uses beside the default one stay free.
    for (const offset of [300, 400, 470]) expect(parsePortOffset(String(offset))).toBe(offset);
  });
});
