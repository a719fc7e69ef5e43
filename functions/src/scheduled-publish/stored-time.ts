import { Timestamp } from 'firebase-admin/firestore';

/** A stored time in milliseconds (the Admin SDK reads timestamps as Timestamp), or null. */
export const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;
