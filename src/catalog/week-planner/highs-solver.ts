import highsLoader from 'highs';
import type { MipSolution, MipSolver } from './types';

type Highs = Awaited<ReturnType<typeof highsLoader>>;

let loading: Promise<Highs> | undefined;

/** HiGHS (WebAssembly) is loaded once per process: the first load takes about 100 ms. */
function loadHighs(): Promise<Highs> {
  loading ??= highsLoader();
  return loading;
}

const FOUND: Record<string, MipSolution['status']> = {
  Optimal: 'optimal',
  'Time limit reached': 'feasible',
  'Iteration limit reached': 'feasible',
  'Solution limit reached': 'feasible',
  'Objective target reached': 'feasible',
  Infeasible: 'infeasible',
  'Primal infeasible or unbounded': 'infeasible',
};

/** A `MipSolver` backed by HiGHS, ready once the WebAssembly module has loaded. */
export async function createHighsSolver(): Promise<MipSolver> {
  const highs = await loadHighs();
  return (lp, limits) => {
    const result = highs.solve(lp, {
      output_flag: false,
      time_limit: limits.timeLimitSeconds,
      mip_rel_gap: limits.relativeGap,
      mip_abs_gap: limits.absoluteGap,
      presolve: 'on',
    });
    const status = FOUND[result.Status] ?? 'failed';
    const values = new Map<string, number>();
    if (status === 'optimal' || status === 'feasible') {
      for (const [name, column] of Object.entries(result.Columns)) values.set(name, column.Primal);
      // A time limit hit before any solution leaves no values to read.
      if (values.size === 0) return { status: 'failed', values };
    }
    return { status, values };
  };
}
