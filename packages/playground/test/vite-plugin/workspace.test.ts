import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { gameEntries, workspacePackages } from '../../vite-plugin/workspace.js';

let root: string | undefined;
afterEach(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A packages/ folder with these packages (name → dependencies), each with a src/index.ts. */
function workspace(packages: Record<string, Record<string, string>>): string {
  root = mkdtempSync(join(tmpdir(), 'playground-workspace-'));
  for (const [name, dependencies] of Object.entries(packages)) {
    const dir = join(root, name.replace('@puzzle-solvers/', ''));
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, dependencies }));
    writeFileSync(join(dir, 'src', 'index.ts'), 'export const plugin = {};\n');
  }
  return root;
}

describe('the game list', () => {
  it('is the CLI’s game dependencies, so a sixth game appears without an edit here', () => {
    const dir = workspace({
      '@puzzle-solvers/game-kit': {},
      '@puzzle-solvers/game-alpha': { '@puzzle-solvers/game-kit': 'workspace:^' },
      '@puzzle-solvers/game-sixth': { '@puzzle-solvers/game-kit': 'workspace:^' },
      '@puzzle-solvers/cli': {
        '@puzzle-solvers/game-kit': 'workspace:^',
        '@puzzle-solvers/search-core': 'workspace:^',
        '@puzzle-solvers/game-sixth': 'workspace:^',
        '@puzzle-solvers/game-alpha': 'workspace:^',
      },
    });
    expect(gameEntries(join(dir, 'cli', 'package.json'), workspacePackages(dir))).toEqual([
      { id: 'alpha', packageName: '@puzzle-solvers/game-alpha' },
      { id: 'sixth', packageName: '@puzzle-solvers/game-sixth' },
    ]);
  });

  it('names a game the CLI lists that the workspace does not have', () => {
    const dir = workspace({ '@puzzle-solvers/cli': { '@puzzle-solvers/game-missing': 'workspace:^' } });
    expect(() => gameEntries(join(dir, 'cli', 'package.json'), workspacePackages(dir))).toThrow(/game-missing/);
  });

  it('lists the real workspace’s five games', () => {
    const packagesDir = join(import.meta.dirname, '..', '..', '..');
    const ids = gameEntries(join(packagesDir, 'cli', 'package.json'), workspacePackages(packagesDir)).map((g) => g.id);
    expect(ids).toEqual(expect.arrayContaining(['ball-sort', 'cosmic-express', 'golf-peaks', 'key-maze', 'sokobond']));
  });
});
