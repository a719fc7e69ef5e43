// The test command's time budget: `npm test` on a fresh clone must end within 30 minutes on the
// 2-core machine that every developer and CI run on (CI stops a run at 90), install included.
// Each stage has a share of those 30 minutes; a stage past its share is named at the end of the
// run, so a slow test shows up the day it lands and not when the whole suite runs out of time.
// Node built-ins only: the launcher records the install's time before anything is installed.

/**
 * Each stage's share of the 30 minutes, in seconds: the foreground stages add up to 29:45. The
 * first start runs in the background beside check, unit and the build, so its share is not
 * added. docs/development.md has the measured times beside these.
 */
export const STAGE_BUDGETS = {
  install: 120,
  check: 120,
  unit: 270,
  build: 60,
  emulators: 45,
  emulated: 450,
  browser: 720,
  'first-start': 390,
};

export const TOTAL_BUDGET_S = 30 * 60;

/** `75` -> `1:15`. */
export function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The closing table: each stage's time beside its share, the stages that overlapped another
 * marked as such, and the run's wall time against the total.
 * @param {{ name: string, seconds: number, note?: string }[]} rows
 * @param {number} wallSeconds
 */
export function stageTable(rows, wallSeconds, budgets = STAGE_BUDGETS) {
  const width = Math.max(5, ...rows.map((row) => row.name.length));
  const line = (name, time, budget, note = '') =>
    `  ${name.padEnd(width)}  ${time.padStart(6)}  ${budget.padStart(6)}  ${note}`.trimEnd();
  const lines = [line('stage', 'time', 'budget')];
  for (const row of rows) {
    const budget = budgets[row.name];
    const over = budget !== undefined && row.seconds > budget;
    const note = [row.note, over ? 'OVER BUDGET' : ''].filter(Boolean).join('; ');
    lines.push(line(row.name, formatSeconds(row.seconds), budget ? formatSeconds(budget) : '', note));
  }
  lines.push(line('total', formatSeconds(wallSeconds), formatSeconds(TOTAL_BUDGET_S), 'wall clock'));
  return lines.join('\n');
}

/** Warnings for the stages past their share and for a run past the total. */
export function budgetWarnings(rows, wallSeconds, budgets = STAGE_BUDGETS) {
  const warnings = rows
    .filter((row) => budgets[row.name] !== undefined && row.seconds > budgets[row.name])
    .map(
      (row) =>
        `Stage '${row.name}' took ${formatSeconds(row.seconds)}, past its share of ${formatSeconds(budgets[row.name])}.`,
    );
  if (wallSeconds > TOTAL_BUDGET_S) {
    warnings.push(
      `The run took ${formatSeconds(wallSeconds)}, past the ${formatSeconds(TOTAL_BUDGET_S)} budget of the whole suite.`,
    );
  }
  return warnings;
}
