// What the registry's page and a user's install show of every public package: READMEs whose links
// work there (no link into the repository, which is not published), one shared version, and no
// placeholder host in the metadata. The tarballs themselves are checked by `pnpm release:dry-run`
// (LICENSE, install, solve), `pnpm lint:package` (publint) and `pnpm lint:types` (attw).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly files?: readonly string[];
  readonly repository?: unknown;
  readonly homepage?: unknown;
  readonly bugs?: unknown;
}
const packages = readdirSync(join(root, 'packages'))
  .filter((d) => existsSync(join(root, 'packages', d, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as Manifest }))
  .filter((p) => p.manifest.private !== true);

describe('the public packages', () => {
  it('share one version (they release as one fixed changesets group)', () => {
    const versions = new Set(packages.map((p) => p.manifest.version));
    expect([...versions]).toHaveLength(1);
    const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8')) as { fixed: string[][] };
    expect(config.fixed).toContainEqual(['@puzzle-solvers/*']);
    for (const p of packages) expect(p.manifest.name, p.dir).toMatch(/^@puzzle-solvers\//);
  });

  it.each(packages.map((p) => [p.dir, p] as const))('%s names no placeholder host and ships dist (and a library its src)', (_, p) => {
    const metadata = JSON.stringify([p.manifest.repository, p.manifest.homepage, p.manifest.bugs]);
    expect(metadata).not.toMatch(/example\.(invalid|com|org)|localhost/);
    // A library's source maps point into src/ (tsup.library.ts); the command line ships no maps.
    expect(p.manifest.files).toEqual(p.dir === 'cli' ? ['dist'] : ['dist', 'src']);
  });

  it.each(packages.map((p) => [p.dir] as const))('%s has a README without links into the repository', (dir) => {
    const readme = readFileSync(join(root, 'packages', dir, 'README.md'), 'utf8');
    // Links only: a picture's path is a question of where pictures are hosted, not of this check.
    const links = [...readme.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)[^)]*\)|^\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1] ?? m[2]!);
    const relative = links.filter((href) => !/^(https?:|mailto:|#)/.test(href));
    expect(relative).toEqual([]);
  });
});
