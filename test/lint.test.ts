// The whole tree is formatted and linted by Biome (biome.json at the root): the test command fails
// on a file that `pnpm format` would change or on any lint diagnostic, warnings included.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));

describe('the source tree', () => {
  it('is formatted and lint-clean (biome ci)', () => {
    const run = spawnSync(
      process.execPath,
      [`${root}node_modules/@biomejs/biome/bin/biome`, 'ci', '--error-on-warnings', '--colors=off', '.'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    // The diagnostics themselves are the message a contributor needs: `pnpm format` fixes most.
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });
});
