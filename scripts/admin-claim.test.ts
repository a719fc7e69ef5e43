import { describe, expect, it } from 'vitest';
import { nextClaims, parseArgs } from './admin-claim';

describe('parseArgs', () => {
  it('reads the action, the email and the project', () => {
    expect(parseArgs(['grant', 'me@example.com', '--project', 'my-site'], {})).toEqual({
      action: 'grant',
      email: 'me@example.com',
      projectId: 'my-site',
      emulator: false,
    });
    expect(parseArgs(['revoke', '--project=my-site', 'me@example.com'], {})).toMatchObject({
      action: 'revoke',
    });
  });

  it('uses the emulator when its host is set or --emulator is given, with the demo project', () => {
    expect(parseArgs(['grant', 'a@b.c'], { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatchObject({
      emulator: true,
      projectId: 'demo-portfolio',
    });
    expect(parseArgs(['grant', 'a@b.c', '--emulator'], {})).toMatchObject({ emulator: true });
  });

  it('takes the project from GOOGLE_CLOUD_PROJECT when --project is absent', () => {
    expect(parseArgs(['grant', 'a@b.c'], { GOOGLE_CLOUD_PROJECT: 'from-env' })).toMatchObject({
      projectId: 'from-env',
    });
  });

  it.each([
    [[], 'grant or revoke'],
    [['promote', 'a@b.c'], 'grant or revoke'],
    [['grant'], 'an email address is required'],
    [['grant', 'not-an-email', '--project', 'p'], 'an email address is required'],
    [['grant', 'a@b.c', 'd@e.f', '--project', 'p'], 'one email at a time'],
    [['grant', 'a@b.c', '--force'], 'unknown option --force'],
    [['grant', 'a@b.c'], 'which project?'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv, {})).toThrow(message);
  });
});

describe('nextClaims', () => {
  it('adds admin: true and keeps other claims', () => {
    expect(nextClaims({ plan: 'pro' }, 'grant')).toEqual({ plan: 'pro', admin: true });
    expect(nextClaims(undefined, 'grant')).toEqual({ admin: true });
  });

  it('removes only the admin claim', () => {
    expect(nextClaims({ plan: 'pro', admin: true }, 'revoke')).toEqual({ plan: 'pro' });
    expect(nextClaims({ admin: 'true' }, 'revoke')).toEqual({});
  });
});
