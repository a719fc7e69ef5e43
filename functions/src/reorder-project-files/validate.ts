import { REORDER_MAX_UPDATES } from '@portfolio/model/limits';

export interface OrderUpdate {
  id: string;
  order_index: number;
}

/** A body the callable refuses; the message tells the caller what to fix. */
export class InvalidReorder extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shown(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

/** A Firestore document id: non-empty text without '/', not '.' or '..', at most 1500 bytes. */
function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

/**
 * Checks the body `{updates: [{id, order_index}]}` without touching the database: non-empty,
 * at most REORDER_MAX_UPDATES entries, unique document ids, whole numbers >= 0.
 */
export function parseReorderBody(body: unknown): OrderUpdate[] {
  if (!isRecord(body) || !Array.isArray(body.updates)) {
    throw new InvalidReorder('The body must be {updates: [{id, order_index}, ...]}.');
  }
  const extra = Object.keys(body).filter((key) => key !== 'updates');
  if (extra.length > 0) throw new InvalidReorder(`Unexpected field(s) in the body: ${extra.join(', ')}.`);
  const { updates } = body;
  if (updates.length === 0)
    throw new InvalidReorder('updates is empty: send at least one {id, order_index}.');
  if (updates.length > REORDER_MAX_UPDATES) {
    throw new InvalidReorder(
      `updates has ${updates.length} entries; at most ${REORDER_MAX_UPDATES} are allowed in one call.`,
    );
  }

  const seen = new Set<string>();
  return updates.map((entry: unknown, i): OrderUpdate => {
    if (!isRecord(entry)) throw new InvalidReorder(`updates[${i}] must be an object {id, order_index}.`);
    const unexpected = Object.keys(entry).filter((key) => key !== 'id' && key !== 'order_index');
    if (unexpected.length > 0) {
      throw new InvalidReorder(`updates[${i}] has unexpected field(s): ${unexpected.join(', ')}.`);
    }
    const { id, order_index } = entry;
    if (!isDocumentId(id)) {
      throw new InvalidReorder(
        `updates[${i}].id must be a document id (non-empty text without '/'), got ${shown(id)}.`,
      );
    }
    if (typeof order_index !== 'number' || !Number.isSafeInteger(order_index) || order_index < 0) {
      throw new InvalidReorder(
        `updates[${i}].order_index must be a whole number >= 0, got ${shown(order_index)}.`,
      );
    }
    if (seen.has(id)) throw new InvalidReorder(`The id "${id}" appears more than once in updates.`);
    seen.add(id);
    return { id, order_index };
  });
}
