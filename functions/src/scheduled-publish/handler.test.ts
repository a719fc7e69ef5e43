import { describe, expect, it } from 'vitest';
import { SCHEDULE_ERROR_MAX } from '@portfolio/model/content-status';
import type { ScheduledPublishTask } from '@portfolio/model/scheduled-publish';
import {
  HOLD_STEP_MS,
  runScheduledPublish,
  ScheduledPublishError,
  taskOf,
  type ScheduledPublishDeps,
} from './handler';

const AT = Date.parse('2026-12-02T12:00:00Z');
const TASK: ScheduledPublishTask = { collection: 'notes', id: 'sensor-week', publishAt: AT };

/** Times are stored as { ms } here, as the Admin SDK's Timestamp is in the functions. */
const time = (ms: number) => ({ ms });

function note(extra: Record<string, unknown> = {}) {
  return {
    title: 'Sensor week',
    body: 'What a week of sensor data taught me.',
    status: 'scheduled',
    publish_at: time(AT),
    ...extra,
  };
}

/** A document store, a site and a queue in memory; `now` starts at the schedule's time. */
function world(doc: Record<string, unknown> | null, options: { siteFails?: number; now?: number } = {}) {
  const state = {
    doc: doc as Record<string, unknown> | null,
    siteFails: options.siteFails ?? 0,
    now: options.now ?? AT,
    published: 0,
    slept: [] as number[],
    requeued: [] as ScheduledPublishTask[],
  };
  const scheduledFor = (status: string) =>
    state.doc?.status === status && (state.doc.publish_at as { ms: number }).ms === TASK.publishAt;
  const deps: ScheduledPublishDeps = {
    read: async () => (state.doc ? structuredClone(state.doc) : null),
    millis: (v) => (typeof v === 'object' && v !== null && 'ms' in v ? (v as { ms: number }).ms : null),
    // As the rules: a note needs a title that is not blank.
    check: (_c, _id, data) => (String(data.title).trim() ? null : 'title is not valid'),
    goLive: async () => {
      if (!scheduledFor('scheduled')) return false;
      state.doc = { ...state.doc, status: 'published' };
      delete state.doc.schedule_error;
      return true;
    },
    putBack: async (_t, reason, wasLive) => {
      if (!scheduledFor(wasLive ? 'published' : 'scheduled')) return;
      state.doc = { ...state.doc, status: 'scheduled', schedule_error: reason };
    },
    publishSite: async () => {
      if (state.siteFails > 0) {
        state.siteFails--;
        throw new Error('Hosting release failed (503): try again');
      }
      state.published++;
    },
    now: () => state.now,
    sleep: async (ms) => {
      state.slept.push(ms);
      state.now += ms;
    },
    holdMs: 0,
    requeue: async (task) => void state.requeued.push(task),
  };
  return { state, deps };
}

describe('a scheduled publish run', () => {
  it('makes the document published and puts the site live, clearing an earlier error', async () => {
    const { state, deps } = world(note({ schedule_error: 'Publishing the site failed: earlier' }));
    await expect(runScheduledPublish(TASK, deps)).resolves.toBe('published');
    expect(state.doc).toEqual({ ...note(), status: 'published' });
    expect(state.published).toBe(1);
  });

  it.each([
    ['rescheduled to later', note({ publish_at: time(AT + 3_600_000) })],
    ['made a draft again', note({ status: 'draft' })],
    ['published by hand', note({ status: 'published' })],
    ['deleted', null],
  ])('does nothing for a task whose document was %s', async (_case, doc) => {
    const { state, deps } = world(doc);
    await expect(runScheduledPublish(TASK, deps)).resolves.toBe('stale');
    expect(state.doc).toEqual(doc);
    expect(state.published).toBe(0);
  });

  it('keeps a document the rules would refuse scheduled, says why, and throws for a retry', async () => {
    const { state, deps } = world(note({ title: '   ' }));
    await expect(runScheduledPublish(TASK, deps)).rejects.toBeInstanceOf(ScheduledPublishError);
    expect(state.doc).toEqual(
      note({ title: '   ', schedule_error: 'It cannot go live as saved: title is not valid' }),
    );
    expect(state.published).toBe(0);
  });

  it('puts a document whose site publish failed back as scheduled, then the retry publishes it', async () => {
    const { state, deps } = world(note(), { siteFails: 1 });
    await expect(runScheduledPublish(TASK, deps)).rejects.toThrow(
      /Publishing the site failed: Hosting release/,
    );
    // Everything the admin typed is still there, at the same time, with the reason beside it.
    expect(state.doc).toEqual(
      note({ schedule_error: 'Publishing the site failed: Hosting release failed (503): try again' }),
    );
    expect(state.published).toBe(0);

    await expect(runScheduledPublish(TASK, deps)).resolves.toBe('published');
    expect(state.doc).toEqual({ ...note(), status: 'published' });
    expect(state.published).toBe(1);
  });

  it('keeps the reason within what schedule_error may hold', async () => {
    const { state, deps } = world(note(), { siteFails: 1 });
    deps.publishSite = async () => {
      throw new Error('x'.repeat(2_000));
    };
    await expect(runScheduledPublish(TASK, deps)).rejects.toThrow();
    expect(String(state.doc!.schedule_error).length).toBeLessThanOrEqual(SCHEDULE_ERROR_MAX);
  });

  it('waits for its time when it comes a little early (the Tasks emulator delivers at once)', async () => {
    const { state, deps } = world(note(), { now: AT - 3_000 });
    deps.holdMs = 50_000;
    await expect(runScheduledPublish(TASK, deps)).resolves.toBe('published');
    expect(state.slept.reduce((a, b) => a + b, 0)).toBe(3_000);
  });

  it('queues itself again when it comes long before its time, and publishes nothing', async () => {
    const { state, deps } = world(note(), { now: AT - 3_600_000 });
    deps.holdMs = 50_000;
    await expect(runScheduledPublish(TASK, deps)).resolves.toBe('requeued');
    expect(state.slept.reduce((a, b) => a + b, 0)).toBe(50_000);
    expect(state.requeued).toEqual([TASK]);
    expect(state.doc).toEqual(note());
    expect(state.published).toBe(0);
  });

  it('stops waiting as soon as the admin changes the schedule or deletes the document', async () => {
    for (const changed of [note({ publish_at: time(AT + 60_000) }), null]) {
      const { state, deps } = world(note(), { now: AT - 3_600_000 });
      deps.holdMs = 50_000;
      const sleep = deps.sleep;
      deps.sleep = async (ms) => {
        await sleep(ms);
        state.doc = changed;
      };
      await expect(runScheduledPublish(TASK, deps)).resolves.toBe('stale');
      expect(state.slept).toEqual([HOLD_STEP_MS]);
      expect(state.requeued).toEqual([]);
      expect(state.published).toBe(0);
    }
  });
});

describe('taskOf', () => {
  it('reads a queued payload and refuses anything else', () => {
    expect(taskOf(TASK)).toEqual(TASK);
    expect(taskOf({ ...TASK, collection: 'skills' })).toBeNull();
    expect(taskOf({ ...TASK, id: '../x' })).toBeNull();
    expect(taskOf({ ...TASK, publishAt: '1' })).toBeNull();
    expect(taskOf(null)).toBeNull();
  });
});
