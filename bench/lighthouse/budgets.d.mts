export interface RunFigures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  mainThreadMs: number;
  jsKiB: number;
  [key: string]: unknown;
}
export interface Row {
  mode: string;
  route: string;
  runs: RunFigures[];
}
export interface BudgetMiss {
  route: string;
  mode: string;
  label: string;
  value: number;
  limit: number;
}
export function isBudgetedRoute(route: string): boolean;
export function budgetMisses(rows: Row[]): BudgetMiss[];
