import { describe, expect, it } from 'vitest';
import { statusMessages as m } from './messages';
import { publishAtRule, settleSchedule } from './schedule';

const now = new Date('2026-12-02T12:00:00Z');

describe('schedules as a save stores them', () => {
  it('needs a time only when scheduled', () => {
    expect(publishAtRule(null, { status: 'scheduled', publish_at: null })).toBe(m.timeRequired);
    expect(publishAtRule(null, { status: 'draft', publish_at: null })).toBeNull();
    expect(publishAtRule(null, { status: 'published', publish_at: null })).toBeNull();
    expect(publishAtRule(now, { status: 'scheduled', publish_at: now })).toBeNull();
  });

  it('keeps a time ahead as typed', () => {
    const later = new Date('2026-12-02T13:00:00Z');
    const values = { title: 'A', status: 'scheduled' as const, publish_at: later };
    expect(settleSchedule(values, now)).toEqual({ values, passed: false });
  });

  it('turns a time that has passed into now, and says so', () => {
    const earlier = new Date('2026-12-01T09:00:00Z');
    const settled = settleSchedule({ title: 'A', status: 'scheduled' as const, publish_at: earlier }, now);
    expect(settled).toEqual({ values: { title: 'A', status: 'scheduled', publish_at: now }, passed: true });
  });

  it('leaves drafts and published documents alone, whatever their old time', () => {
    const earlier = new Date('2026-12-01T09:00:00Z');
    for (const status of ['draft', 'published'] as const) {
      expect(settleSchedule({ status, publish_at: earlier }, now).passed).toBe(false);
    }
  });
});
