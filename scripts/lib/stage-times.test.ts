import { describe, expect, it } from 'vitest';
import { budgetWarnings, formatSeconds, stageTable, TOTAL_BUDGET_S } from './stage-times.mjs';

const budgets = { unit: 240, browser: 540 };

describe('the closing table of the test stages', () => {
  it('shows each stage beside its share and the wall clock beside the total', () => {
    const table = stageTable(
      [
        { name: 'unit', seconds: 200 },
        { name: 'browser', seconds: 600, note: 'with the emulators' },
      ],
      1_500,
      budgets,
    );
    expect(table.split('\n')).toEqual([
      expect.stringMatching(/^ {2}stage +time +budget$/),
      expect.stringMatching(/^ {2}unit +3:20 +4:00$/),
      expect.stringMatching(/^ {2}browser +10:00 +9:00 +with the emulators; OVER BUDGET$/),
      expect.stringMatching(/^ {2}total +25:00 +30:00 +wall clock$/),
    ]);
  });

  it('warns for a stage past its share and for a run past the whole budget', () => {
    expect(budgetWarnings([{ name: 'unit', seconds: 100 }], 600, budgets)).toEqual([]);
    expect(budgetWarnings([{ name: 'browser', seconds: 541 }], TOTAL_BUDGET_S + 1, budgets)).toEqual([
      "Stage 'browser' took 9:01, past its share of 9:00.",
      'The run took 30:01, past the 30:00 budget of the whole suite.',
    ]);
  });

  it('writes minutes and seconds', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(59.6)).toBe('1:00');
    expect(formatSeconds(3_725)).toBe('62:05');
  });
});
