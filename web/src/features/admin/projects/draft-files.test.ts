import { describe, expect, it } from 'vitest';
import {
  acceptOrder,
  fromStored,
  nextOrderIndex,
  reorderMedia,
  reorderPayload,
  savePlan,
  sortedSection,
  type DraftFile,
} from './draft-files';

function stored(id: string, order_index: number, file_type = 'image/png'): DraftFile {
  return fromStored({
    id,
    project_id: 'p1',
    name: `${id}.png`,
    file_url: `https://example.com/${id}`,
    file_type,
    storage_path: '',
    order_index,
    created_at: null,
  });
}

function fresh(key: string, order_index: number, file_type = 'image/png'): DraftFile {
  return {
    key,
    name: key,
    description: '',
    file_url: `https://example.com/${key}`,
    file_type,
    storage_path: '',
    order_index,
    status: 'uploaded',
    progress: 100,
  };
}

const keys = (files: DraftFile[]) => sortedSection(files, true).map((f) => f.key);

describe('reorderMedia', () => {
  it('moves a media file and reassigns order_index from 0, leaving other files alone', () => {
    const pdf = stored('doc', 7, 'application/pdf');
    const files = [stored('a', 3), stored('b', 5), pdf, stored('c', 9)];
    const next = reorderMedia(files, 2, 0);
    expect(keys(next)).toEqual(['c', 'a', 'b']);
    expect(sortedSection(next, true).map((f) => f.order_index)).toEqual([0, 1, 2]);
    expect(next.find((f) => f.key === 'doc')?.order_index).toBe(7);
  });
});

describe('reorderPayload', () => {
  it('lists only files that have an id, with their new order_index', () => {
    const files = [stored('a', 0), fresh('new', 1), stored('b', 2), stored('doc', 0, 'application/pdf')];
    const next = reorderMedia(files, 2, 0); // b, a, new
    expect(reorderPayload(next)).toEqual([
      { id: 'b', order_index: 0 },
      { id: 'a', order_index: 1 },
    ]);
  });

  it('is empty when only unsaved files are present', () => {
    expect(reorderPayload(reorderMedia([fresh('x', 0), fresh('y', 1)], 0, 1))).toEqual([]);
  });
});

describe('savePlan', () => {
  it('inserts uploaded new files, updates changed stored files, and skips the rest', () => {
    const unchanged = stored('same', 0);
    const renamed = { ...stored('renamed', 1), name: 'New name' };
    const pending: DraftFile = { ...fresh('pending', 2), status: 'uploading', file_url: '' };
    const plan = savePlan([unchanged, renamed, fresh('new', 3), pending]);
    expect(plan.inserts.map((f) => f.key)).toEqual(['new']);
    expect(plan.updates.map((f) => f.key)).toEqual(['renamed']);
  });

  it('does not update a file whose new order the server already accepted', () => {
    const moved = reorderMedia([stored('a', 0), stored('b', 1)], 1, 0);
    expect(savePlan(moved).updates).toHaveLength(2);
    expect(savePlan(acceptOrder(moved, new Set(['a', 'b']))).updates).toHaveLength(0);
  });
});

describe('nextOrderIndex', () => {
  it('counts media and other files apart, starting at 0', () => {
    const files = [stored('a', 0), stored('b', 4), stored('doc', 0, 'application/pdf')];
    expect(nextOrderIndex(files, true)).toBe(5);
    expect(nextOrderIndex(files, false)).toBe(1);
    expect(nextOrderIndex([], true)).toBe(0);
  });
});
