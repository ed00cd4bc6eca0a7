import type { Reporter, TestCase } from 'vitest/node';

/**
 * Prints the plain `N passed, N failed, N skipped` line that CI reads, plus the fast-check seed so a
 * failing property can be replayed with `FC_SEED=<seed> pnpm test`.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestCaseResult(testCase: TestCase): void {
    const state = testCase.result().state;
    if (state === 'passed') this.passed++;
    else if (state === 'failed') this.failed++;
    else this.skipped++;
  }

  onTestRunEnd(_modules: unknown, errors: readonly unknown[]): void {
    // Errors outside any test (a file that fails to load) count as failures.
    const failed = this.failed + errors.length;
    const seed = process.env.FC_SEED ?? '20261122';
    process.stdout.write(`\nfast-check seed: ${seed} (replay with FC_SEED=${seed})\n`);
    process.stdout.write(`${this.passed} passed, ${failed} failed, ${this.skipped} skipped\n`);
  }
}
