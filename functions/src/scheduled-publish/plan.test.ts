import { describe, expect, it } from 'vitest';
import { schedulePlan, scheduleTaskId, type WriteSide } from './plan';

const T1 = Date.parse('2026-12-02T12:00:00Z');
const T2 = T1 + 3_600_000;
const millis = (v: unknown) => (typeof v === 'number' ? v : null);

const side = (data: Record<string, unknown> | null, updated = '100'): WriteSide => ({
  data,
  updated: data ? updated : null,
});
const scheduled = (at: number, extra: Record<string, unknown> = {}) => ({
  title: 'Sensor week',
  status: 'scheduled',
  publish_at: at,
  ...extra,
});
const plan = (before: WriteSide, after: WriteSide, collection = 'notes') =>
  schedulePlan(collection, 'n1', before, after, millis);

describe('schedulePlan', () => {
  it('queues a task for a newly scheduled document, under an id a retried delivery repeats', () => {
    expect(plan(side(null), side(scheduled(T1), '200'))).toEqual({
      enqueue: { task: { collection: 'notes', id: 'n1', publishAt: T1 }, taskId: `notes-n1-${T1}-200` },
    });
    expect(
      plan(side({ status: 'draft', publish_at: null }), side(scheduled(T1), '200')).enqueue?.taskId,
    ).toBe(scheduleTaskId('notes', 'n1', T1, '200'));
  });

  it('replaces the task of a rescheduled document', () => {
    expect(plan(side(scheduled(T1), '200'), side(scheduled(T2), '300'))).toEqual({
      cancel: `notes-n1-${T1}-200`,
      enqueue: { task: { collection: 'notes', id: 'n1', publishAt: T2 }, taskId: `notes-n1-${T2}-300` },
    });
  });

  it('deletes the task of a document unscheduled, published by hand or deleted', () => {
    for (const after of [side({ status: 'draft', publish_at: T1 }, '300'), side(null)]) {
      expect(plan(side(scheduled(T1), '200'), after)).toEqual({ cancel: `notes-n1-${T1}-200` });
    }
  });

  it('leaves the task alone when an edit keeps the schedule', () => {
    expect(plan(side(scheduled(T1), '200'), side(scheduled(T1, { title: 'Renamed' }), '300'))).toEqual({});
  });

  it("changes nothing for the scheduler's own writes: going live, and being put back after a failure", () => {
    // Deleting the running task would end its retries.
    expect(plan(side(scheduled(T1), '200'), side({ status: 'published', publish_at: T1 }, '300'))).toEqual(
      {},
    );
    // The same task retries it.
    expect(
      plan(
        side({ status: 'published', publish_at: T1 }, '300'),
        side(scheduled(T1, { schedule_error: 'Publishing the site failed: x' }), '400'),
      ),
    ).toEqual({});
  });

  it('queues nothing for collections without a status', () => {
    expect(plan(side(null), side(scheduled(T1)), 'skills')).toEqual({});
  });
});
