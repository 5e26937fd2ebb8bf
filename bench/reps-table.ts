// The accuracy measures of the RepCount benchmark (Hu et al., CVPR 2022), per clip of known
// count: MAE is the mean of |counted - expected| (RepCount normalises by the expected count;
// ours is in reps, as the budget is), off-by-one accuracy the share of clips within one rep.
// Exact is the share counted exactly, the measure the budget holds the counter to.

export interface ClipResult {
  name: string;
  variation: string;
  expected: number;
  counted: number;
}

export interface Accuracy {
  clips: number;
  exact: number;
  mae: number;
  /** RepCount's MAE: |counted - expected| / expected, averaged. */
  normalisedMae: number;
  offByOne: number;
}

const BUDGET = { exact: 0.95, mae: 0.1 };

export function accuracyOf(results: readonly ClipResult[]): Accuracy {
  const n = Math.max(1, results.length);
  const errors = results.map((r) => Math.abs(r.counted - r.expected));
  return {
    clips: results.length,
    exact: errors.filter((e) => e === 0).length / n,
    mae: errors.reduce((sum, e) => sum + e, 0) / n,
    normalisedMae:
      results.reduce((sum, r) => sum + Math.abs(r.counted - r.expected) / r.expected, 0) / n,
    offByOne: errors.filter((e) => e <= 1).length / n,
  };
}

export const withinBudget = (a: Accuracy) => a.exact >= BUDGET.exact && a.mae <= BUDGET.mae;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function accuracyTable(rows: readonly { name: string; accuracy: Accuracy }[]): string {
  const lines = [
    "| exercise | clips | exact (budget ≥ 95%) | MAE, reps (budget ≤ 0.1) | MAE / count (RepCount) | off-by-one | verdict |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const { name, accuracy: a } of rows) {
    lines.push(
      `| ${name} | ${a.clips} | ${percent(a.exact)} | ${a.mae.toFixed(3)} | ${a.normalisedMae.toFixed(3)} | ${percent(a.offByOne)} | ${withinBudget(a) ? "pass" : "**FAIL**"} |`,
    );
  }
  return lines.join("\n");
}
