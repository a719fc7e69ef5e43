export declare const STAGE_BUDGETS: Record<string, number>;
export declare const TOTAL_BUDGET_S: number;
export interface StageRow {
  name: string;
  seconds: number;
  note?: string;
}
export declare function formatSeconds(seconds: number): string;
export declare function stageTable(
  rows: StageRow[],
  wallSeconds: number,
  budgets?: Record<string, number>,
): string;
export declare function budgetWarnings(
  rows: StageRow[],
  wallSeconds: number,
  budgets?: Record<string, number>,
): string[];
