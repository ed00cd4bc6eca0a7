// `npx pnpm lint:types`: are-the-types-wrong on every public package, run on the tarball the pinned
// pnpm packs (what a user installs; scripts/lib/pack.mjs, shared with the tests), so the check sees
// exactly the published files. The CLI is pinned and fetched through npx rather than kept as a
// dependency: 0.18.5 accepts Node 20.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packedWorkspace } from './lib/pack.mjs';

const ATTW = '@arethetypeswrong/cli@0.18.5';
const root = fileURLToPath(new URL('../', import.meta.url));
// The public packages (a private one, like the playground, is never published).
const publicDirs = readdirSync(join(root, 'packages')).filter((d) => {
  const file = join(root, 'packages', d, 'package.json');
  return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).private !== true;
});
const missing = publicDirs.filter((d) => !existsSync(join(root, 'packages', d, 'dist')));
if (missing.length > 0) {
  console.error(`Build first (npx pnpm build): no dist in ${missing.join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const { name, tarball } of packedWorkspace().packages) {
  // The node16 profile: every resolution but TypeScript's `node10`, which cannot read `exports`
  // subpaths (search-core/grid) and which TypeScript 6 deprecates.
  const run = spawnSync('npx', ['-y', ATTW, tarball, '--format', 'table-flipped', '--profile', 'node16'], { encoding: 'utf8' });
  const ok = run.status === 0;
  if (!ok) failed++;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
  if (!ok || process.argv.includes('--verbose')) console.log(`${run.stdout}${run.stderr}`);
}
console.log(failed === 0 ? 'attw: no problems in any package.' : `attw: problems in ${failed} package(s).`);
process.exit(failed === 0 ? 0 : 1);
