// `npm run admin:grant` / `admin:revoke` (scripts/admin-claim.ts) against the Auth emulator,
// run as a person would run it, through tsx.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';

const run = promisify(execFile);
const EMAIL = 'claim-tool@example.com';

afterAll(async () => {
  await closeAdminApps();
});

async function claims(): Promise<Record<string, unknown> | undefined> {
  return (await adminApp().auth.getUserByEmail(EMAIL)).customClaims;
}

const tool = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/admin-claim.ts', ...args], { env: process.env });

describe('admin-claim', () => {
  it('grants the claim, keeping other claims, then revokes it', async () => {
    const uid = await ensureUser(EMAIL, 'claim-secret', false);
    await adminApp().auth.setCustomUserClaims(uid, { plan: 'pro' });

    const granted = await tool('grant', EMAIL);
    expect(granted.stdout).toContain(`Granted admin to ${EMAIL}`);
    expect(await claims()).toEqual({ plan: 'pro', admin: true });

    const revoked = await tool('revoke', EMAIL);
    expect(revoked.stdout).toContain(`Revoked admin from ${EMAIL}`);
    expect(revoked.stdout).toContain('revoked their refresh tokens');
    expect(revoked.stdout).toContain('An ID token already issued stays valid for up to an hour');
    expect(await claims()).toEqual({ plan: 'pro' });
  });

  it('says so and fails for an unknown email', async () => {
    await expect(tool('grant', 'nobody-here@example.com')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No user nobody-here@example.com'),
    });
  });
});
