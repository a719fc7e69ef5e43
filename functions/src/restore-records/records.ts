import { COLLECTIONS } from '@portfolio/model/collections';
import { RESTORE_RECORDS_MAX } from '@portfolio/model/limits';
import { CREATED_AT_COLLECTIONS } from '@portfolio/model/content-types';
import { documentChecks } from '@portfolio/model/validate';
import { isRecord, RestoreError, type Auth } from './restore-error';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const isIsoTime = (v: unknown): v is string =>
  typeof v === 'string' && ISO_TIME.test(v) && !Number.isNaN(Date.parse(v));
const checkMessage = documentChecks(isIsoTime)[COLLECTIONS.contactMessages];

export interface TimeRecord {
  collection: string;
  id: string;
  created_at: string;
}

export interface MessageRecord {
  id: string;
  data: Record<string, unknown>;
}

export type RecordWrite =
  | { kind: 'time'; collection: string; id: string; at: Date }
  | { kind: 'message'; id: string; data: Record<string, unknown>; at: Date };

export interface RecordsStore {
  /** created_at in milliseconds by `collection/id`; a document that does not exist is absent. */
  createdAt(records: readonly TimeRecord[]): Promise<Map<string, number>>;
  /** Stored messages by id, created_at as an ISO string; an absent one is not in the map. */
  messages(ids: readonly string[]): Promise<Map<string, Record<string, unknown>>>;
  /** Writes all of these in one batch. */
  writeRecords(writes: readonly RecordWrite[]): Promise<void>;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function parse(input: unknown): { times: TimeRecord[]; messages: MessageRecord[] } {
  if (!isRecord(input) || !Array.isArray(input.times) || !Array.isArray(input.messages)) {
    throw new RestoreError(
      'invalid-argument',
      "Expected { kind: 'records', times: [...], messages: [...] }.",
    );
  }
  if (
    input.times.length > RESTORE_RECORDS_MAX.times ||
    input.messages.length > RESTORE_RECORDS_MAX.messages
  ) {
    throw new RestoreError('invalid-argument', 'Too many records in one call.');
  }
  const times = input.times.map((t: unknown) => {
    if (
      !isRecord(t) ||
      typeof t.collection !== 'string' ||
      !(CREATED_AT_COLLECTIONS as readonly string[]).includes(t.collection) ||
      typeof t.id !== 'string' ||
      !isIsoTime(t.created_at)
    ) {
      throw new RestoreError('invalid-argument', 'A time record is not valid.');
    }
    return { collection: t.collection, id: t.id, created_at: t.created_at };
  });
  const messages = input.messages.map((m: unknown) => {
    if (!isRecord(m) || typeof m.id !== 'string' || !isRecord(m.data)) {
      throw new RestoreError('invalid-argument', 'A message is not valid.');
    }
    const problem = checkMessage(m.id, m.data);
    if (problem)
      throw new RestoreError('invalid-argument', `${COLLECTIONS.contactMessages}/${m.id}: ${problem}.`);
    return { id: m.id, data: m.data };
  });
  return { times, messages };
}

/**
 * Puts back, for the admin only, what the rules let no client write on restore: the created_at a
 * restored document had (only for documents that exist) and the contact messages, each checked as
 * the rules would store it. Only what differs is written, so a second run writes nothing.
 */
export async function restoreRecords(
  store: RecordsStore,
  auth: Auth,
  input: unknown,
): Promise<{ times: number; messages: number }> {
  if (auth?.token?.admin !== true) {
    throw new RestoreError('permission-denied', 'Only the admin restores records.');
  }
  const { times, messages } = parse(input);
  const writes: RecordWrite[] = [];
  const stored = await store.createdAt(times);
  for (const t of times) {
    const now = stored.get(`${t.collection}/${t.id}`);
    const at = new Date(t.created_at);
    if (now !== undefined && now !== at.getTime()) writes.push({ kind: 'time', ...t, at });
  }
  const storedMessages = await store.messages(messages.map((m) => m.id));
  let messageWrites = 0;
  for (const m of messages) {
    const now = storedMessages.get(m.id);
    if (now !== undefined && stableJson(now) === stableJson(m.data)) continue;
    const { created_at, ...rest } = m.data;
    writes.push({ kind: 'message', id: m.id, data: rest, at: new Date(created_at as string) });
    messageWrites++;
  }
  if (writes.length > 0) await store.writeRecords(writes);
  return { times: writes.length - messageWrites, messages: messageWrites };
}
