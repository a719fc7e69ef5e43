import { notifications } from '@mantine/notifications';

// One look for every admin toast: failures titled 'Error' in red (spec §8), successes in green.
export function notifySuccess(message: string): void {
  notifications.show({ title: 'Success', message, color: 'green' });
}

export function notifyError(message: string): void {
  notifications.show({ title: 'Error', message, color: 'red' });
}

/** For what should not block the admin, such as an old image that could not be removed. */
export function notifyWarning(message: string): void {
  notifications.show({ title: 'Warning', message, color: 'yellow' });
}
