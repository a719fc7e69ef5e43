import { getApp, getApps, initializeApp } from 'firebase/app';
import { env } from '@/config/env';

/** Initialised once at module scope, shared by the lite reader and the admin SDK. */
export const firebaseApp = getApps().length > 0 ? getApp() : initializeApp(env.firebase);
