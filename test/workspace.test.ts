// Checks on the workspace as a whole: every package is publishable (publint --strict on its packed
// tarball) and the typedoc site builds without a warning. `pnpm test` builds the packages first.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const packages = readdirSync(`${root}packages`).filter((p) => existsSync(`${root}packages/${p}/package.json`));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
// publint packs with pnpm when it is on PATH (as under `pnpm test`), which rewrites `workspace:` ranges
// exactly as publishing does; otherwise with npm.
const hasPnpm = spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;

describe('the workspace', () => {
  it.each(packages)('packages/%s passes publint --strict', (name) => {
    const dir = `${root}packages/${name}`;
    expect(existsSync(`${dir}/dist`), `${name} is built`).toBe(true);
    const run = spawnSync(bin('publint'), ['--strict', '--pack', hasPnpm ? 'pnpm' : 'npm'], { cwd: dir, encoding: 'utf8' });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  });

  it('builds the typedoc site with warnings treated as errors', () => {
    const out = execFileSync(bin('typedoc'), ['--treatWarningsAsErrors', '--out', `${root}.tmp/api-check`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).not.toMatch(/\[warning\]|\[error\]/);
  }, 300_000);
});
