// `pnpm lint:types`: are-the-types-wrong on every public package, run on the tarball `pnpm pack`
// makes (what a user installs), so the check sees exactly the published files. The CLI is pinned and
// fetched through npx rather than kept as a dependency: 0.18.5 accepts Node 20.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ATTW = '@arethetypeswrong/cli@0.18.5';
const root = fileURLToPath(new URL('../', import.meta.url));
const packageManager = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
const pnpm = spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0 ? ['pnpm'] : ['npx', '-y', packageManager];

// The public packages (a private one, like the playground, is never published).
const publicDirs = readdirSync(join(root, 'packages')).filter((d) => {
  const file = join(root, 'packages', d, 'package.json');
  return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).private !== true;
});
const missing = publicDirs.filter((d) => !existsSync(join(root, 'packages', d, 'dist')));
if (missing.length > 0) {
  console.error(`Build first (pnpm run build): no dist in ${missing.join(', ')}`);
  process.exit(2);
}

const out = mkdtempSync(join(tmpdir(), 'puzzle-solvers-attw-'));
let failed = 0;
try {
  const pack = spawnSync(pnpm[0], [...pnpm.slice(1), '-r', '--filter', '@puzzle-solvers/*', 'pack', '--pack-destination', out], {
    cwd: root,
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`pnpm pack failed\n${pack.stdout}${pack.stderr}`);
  const tarballs = readdirSync(out)
    .filter((f) => f.endsWith('.tgz'))
    .sort();
  if (tarballs.length !== publicDirs.length) throw new Error(`packed ${tarballs.length} tarballs for ${publicDirs.length} public packages`);
  for (const tarball of tarballs) {
    const run = spawnSync('npx', ['-y', ATTW, join(out, tarball), '--format', 'table-flipped'], { encoding: 'utf8' });
    const ok = run.status === 0;
    if (!ok) failed++;
    console.log(`${ok ? '✓' : '✗'} ${tarball}`);
    if (!ok || process.argv.includes('--verbose')) console.log(`${run.stdout}${run.stderr}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
console.log(failed === 0 ? 'attw: no problems in any package.' : `attw: problems in ${failed} package(s).`);
process.exit(failed === 0 ? 0 : 1);
