import { useSyncExternalStore } from 'react';
import { INSTALL_PROMPT_GLOBAL } from '@portfolio/model/page-contract';

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

// Listening from module load, not from a component: the browser may offer installation before
// React has mounted the navigation, and it offers it only once per page.
if (typeof window !== 'undefined') {
  // A prerendered page starts the app after it has painted; its boot script (app/boot/
  // boot-script.ts) keeps an offer that came before that.
  const early = (window as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[
    INSTALL_PROMPT_GLOBAL
  ];
  if (early) deferred = early;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the offer is used up whatever the answer. */
async function install(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  await event.prompt();
  await event.userChoice;
}

/** Whether the browser offers installation right now (never when already running installed). */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const offered = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  return { canInstall: offered && !runsInstalled(), install };
}
