/**
 * Grants or revokes the admin custom claim (admin: true) of an existing Firebase Auth user.
 * Only an account with this claim may write content, read the contact inbox or open the admin
 * area: the rules, the callable and the admin UI all check it.
 *
 *   npm run admin:grant  -- <email> [--project <id>] [--emulator]
 *   npm run admin:revoke -- <email> [--project <id>] [--emulator]
 *
 * A real project needs --project (or GOOGLE_CLOUD_PROJECT) and Application Default Credentials
 * (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS pointing at a
 * service-account key). The Auth emulator is used when FIREBASE_AUTH_EMULATOR_HOST is set or with
 * --emulator (then the Auth emulator of this checkout's PORTFOLIO_PORT_OFFSET, project demo-portfolio).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  DEMO_PROJECT_ID,
  emulatorPorts,
  parsePortOffset,
  PORT_OFFSET_VARIABLE,
} from '@portfolio/model/emulators';

type Action = 'grant' | 'revoke';

interface ClaimArgs {
  action: Action;
  email: string;
  projectId: string | undefined;
  emulator: boolean;
}

export const USAGE =
  'usage: npm run admin:grant -- <email> [--project <id>] [--emulator]\n' +
  '       npm run admin:revoke -- <email> [--project <id>] [--emulator]';

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ClaimArgs {
  const [action, ...rest] = argv;
  if (action !== 'grant' && action !== 'revoke')
    throw new Error(`first argument must be grant or revoke\n${USAGE}`);
  let email: string | undefined;
  let projectId = env.GOOGLE_CLOUD_PROJECT || env.GCLOUD_PROJECT || undefined;
  let emulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--emulator') emulator = true;
    else if (arg === '--project') projectId = rest[++i];
    else if (arg.startsWith('--project=')) projectId = arg.slice('--project='.length);
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else if (email) throw new Error(`one email at a time (got ${email} and ${arg})\n${USAGE}`);
    else email = arg;
  }
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(`an email address is required\n${USAGE}`);
  if (emulator) projectId ??= DEMO_PROJECT_ID;
  if (!projectId)
    throw new Error(`which project? pass --project <id> (or set GOOGLE_CLOUD_PROJECT)\n${USAGE}`);
  return { action, email, projectId, emulator };
}

/** The user's claims after the action: other custom claims are kept as they are. */
export function nextClaims(
  current: Record<string, unknown> | undefined,
  action: Action,
): Record<string, unknown> {
  const { admin: _, ...others } = current ?? {};
  return action === 'grant' ? { ...others, admin: true } : others;
}

async function applyClaim(args: ClaimArgs): Promise<string> {
  if (args.emulator) {
    const { auth } = emulatorPorts(parsePortOffset(process.env[PORT_OFFSET_VARIABLE]));
    process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${auth}`;
  }
  const app = initializeApp(
    args.emulator
      ? { projectId: args.projectId }
      : { projectId: args.projectId, credential: applicationDefault() },
    `admin-claim-${Date.now()}`,
  );
  try {
    const auth = getAuth(app);
    const user = await auth.getUserByEmail(args.email).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') {
        throw new Error(
          `No user ${args.email} in ${args.projectId}: create the account first (console > Authentication > Add user).`,
        );
      }
      throw error;
    });
    await auth.setCustomUserClaims(user.uid, nextClaims(user.customClaims, args.action));
    if (args.action === 'revoke') {
      // No new ID token can be minted from an existing session; one already issued cannot be
      // recalled by Firebase and keeps the claim until it expires.
      await auth.revokeRefreshTokens(user.uid);
      return (
        `Revoked admin from ${args.email} (${user.uid}) in ${args.projectId} and revoked their refresh tokens, ` +
        'so their sessions cannot renew. An ID token already issued stays valid for up to an hour: ' +
        'until it expires, that session can still use the admin rights.'
      );
    }
    return (
      `Granted admin to ${args.email} (${user.uid}) in ${args.projectId}. ` +
      'It reaches their ID token at the next sign-in or token refresh (at most an hour).'
    );
  } finally {
    await deleteApp(app);
  }
}

const invokedPath = process.argv[1] ? resolve(process.argv[1]) : '';
if (invokedPath === fileURLToPath(import.meta.url)) {
  Promise.resolve()
    .then(() => applyClaim(parseArgs(process.argv.slice(2))))
    .then(
      (message) => {
        console.log(message);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
