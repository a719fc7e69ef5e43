import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { adminCommonMessages } from './messages';

/** Failures: titled 'Error' in red unless the caller names another title. */
/** `id` keeps one toast when the same event is reported twice (React's StrictMode effects). */
export function notifyError(
  message: string,
  title: string = adminCommonMessages.errorTitle,
  id?: string,
): void {
  notifications.show({ id, title, message, color: 'red', autoClose: 6000 });
}

/** `id` makes a burst of the same event one toast: a second show while the first is up adds none. */
export function notifySuccess(
  message: ReactNode,
  title: string = adminCommonMessages.successTitle,
  id?: string,
): void {
  notifications.show({ id, title, message, color: 'green' });
}

export function notifyWarning(message: string, title: string = adminCommonMessages.warningTitle): void {
  notifications.show({ title, message, color: 'yellow' });
}

/** The server's own words when there are some (Firebase errors carry a message). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
