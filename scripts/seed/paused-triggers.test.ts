import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withTriggersPaused } from './paused-triggers.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A hub that refuses the pause `refusals` times (its Functions emulator not registered yet). */
async function hub(refusals: number): Promise<{ address: string; calls: string[] }> {
  const calls: string[] = [];
  server = createServer((request, response) => {
    calls.push(request.url ?? '');
    const refused = request.url?.includes('disable') && refusals-- > 0;
    response.writeHead(refused ? 400 : 200).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { address: `127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

describe('withTriggersPaused', () => {
  it('waits for the Functions emulator to register, then writes with triggers paused', async () => {
    const { address, calls } = await hub(2);
    const seen: string[] = [];
    await withTriggersPaused(address, async () => void seen.push(calls.at(-1)!), 10_000);
    expect(seen).toEqual(['/functions/disableBackgroundTriggers']);
    expect(calls).toEqual([
      '/functions/disableBackgroundTriggers',
      '/functions/disableBackgroundTriggers',
      '/functions/disableBackgroundTriggers',
      '/functions/enableBackgroundTriggers',
    ]);
  });

  it('writes anyway, unpaused, when no hub answers or it keeps refusing', async () => {
    let ran = 0;
    await withTriggersPaused('127.0.0.1:9', async () => void ran++, 10_000);
    const { address, calls } = await hub(Infinity);
    await withTriggersPaused(address, async () => void ran++, 1500);
    expect(ran).toBe(2);
    expect(calls.every((url) => url.includes('disable'))).toBe(true);
  });
});
