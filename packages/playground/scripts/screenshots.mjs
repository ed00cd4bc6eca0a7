// Runs the browser tests with screenshots on: every view they check is saved to test/screenshots/
// (not committed), for people to look at. The plain test run skips them (they assert nothing).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', 'packages/playground/test/playground.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYGROUND_SCREENSHOTS: '1' },
});
process.exit(run.status ?? 1);
