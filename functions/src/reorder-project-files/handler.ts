import { InvalidReorder, parseReorderBody, type OrderUpdate } from './validate';

/** What the callable knows about its caller (the verified ID token). */
export interface Caller {
  uid: string;
  token: Record<string, unknown>;
}

interface StoredFile {
  id: string;
  project_id: unknown;
}

/** One atomic unit of work: reads first, then writes that land all together or not at all. */
interface ReorderTransaction {
  /** The files in the order of `ids`; null where no document has that id. */
  getFiles(ids: readonly string[]): Promise<Array<StoredFile | null>>;
  setOrder(id: string, orderIndex: number): void;
}

export interface ReorderStore {
  /** Runs `work` in one transaction: if it throws, nothing it set is written. */
  atomically<T>(work: (tx: ReorderTransaction) => Promise<T>): Promise<T>;
}

type ReorderErrorCode = 'unauthenticated' | 'permission-denied' | 'invalid-argument';

/** An error the trigger turns into the callable protocol's error of the same code. */
export class ReorderError extends Error {
  constructor(
    readonly code: ReorderErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Only the admin (custom claim admin: true) may reorder; a bare sign-in is not enough. */
function assertAdmin(caller: Caller | undefined): void {
  if (!caller) throw new ReorderError('unauthenticated', 'Sign in as the admin to reorder files.');
  if (caller.token.admin !== true) {
    throw new ReorderError('permission-denied', 'Only the admin may reorder project files.');
  }
}

function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, 5).map((id) => `"${id}"`);
  return ids.length > 5 ? `${shown.join(', ')} and ${ids.length - 5} more` : shown.join(', ');
}

/**
 * The callable 'reorder-project-files': checks the caller and the body, then, in one transaction,
 * that every id is a project file of one and the same project, and writes every order_index.
 */
export async function reorderProjectFiles(
  store: ReorderStore,
  caller: Caller | undefined,
  body: unknown,
): Promise<{ updated: number }> {
  assertAdmin(caller);
  let updates: OrderUpdate[];
  try {
    updates = parseReorderBody(body);
  } catch (error) {
    if (error instanceof InvalidReorder) throw new ReorderError('invalid-argument', error.message);
    throw error;
  }

  await store.atomically(async (tx) => {
    const files = await tx.getFiles(updates.map((u) => u.id));
    const missing = updates.filter((_, i) => !files[i]).map((u) => u.id);
    if (missing.length > 0) {
      throw new ReorderError('invalid-argument', `No project file with id ${listed(missing)}.`);
    }
    const projects = [...new Set(files.map((f) => String(f?.project_id)))];
    if (projects.length > 1) {
      throw new ReorderError(
        'invalid-argument',
        `The files belong to ${projects.length} projects (${listed(projects)}); reorder one project at a time.`,
      );
    }
    for (const u of updates) tx.setOrder(u.id, u.order_index);
  });
  return { updated: updates.length };
}
