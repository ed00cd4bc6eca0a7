import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** A package of the monorepo, as its package.json names it. */
export interface WorkspacePackage {
  readonly name: string;
  /** The package's folder. */
  readonly dir: string;
  /** Its TypeScript entry, which the playground bundles directly (no build of the package needed). */
  readonly sourceEntry: string;
  readonly dependencies: Readonly<Record<string, string>>;
}

/** Every `packages/*` folder with a package.json and a `src/index.ts`. */
export function workspacePackages(packagesDir: string): WorkspacePackage[] {
  const found: WorkspacePackage[] = [];
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(packagesDir, entry.name);
    const manifest = join(dir, 'package.json');
    const sourceEntry = join(dir, 'src', 'index.ts');
    if (!existsSync(manifest) || !existsSync(sourceEntry)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; dependencies?: Record<string, string> };
    if (typeof pkg.name !== 'string') continue;
    found.push({ name: pkg.name, dir, sourceEntry, dependencies: pkg.dependencies ?? {} });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The contract package, which the CLI depends on but which is no game. */
export const GAME_KIT = '@puzzle-solvers/game-kit';
const GAME_PACKAGE = /^@puzzle-solvers\/game-(.+)$/;

/** One game of the catalogue: its id (the package name without the scope and `game-`) and package. */
export interface GameEntry {
  readonly id: string;
  readonly packageName: string;
}

/**
 * The games, from the one list the CLI also uses: the CLI's package.json dependencies named
 * `@puzzle-solvers/game-*`, without game-kit. A sixth game added there appears here too.
 */
export function gameEntries(cliManifestPath: string, workspace: readonly WorkspacePackage[]): GameEntry[] {
  const cli = JSON.parse(readFileSync(cliManifestPath, 'utf8')) as { dependencies?: Record<string, string> };
  const entries: GameEntry[] = [];
  for (const name of Object.keys(cli.dependencies ?? {}).sort()) {
    const match = GAME_PACKAGE.exec(name);
    if (match === null || name === GAME_KIT) continue;
    if (!workspace.some((p) => p.name === name)) {
      throw new Error(`playground: the CLI depends on ${name}, but no packages/*/package.json has that name`);
    }
    entries.push({ id: match[1] as string, packageName: name });
  }
  return entries;
}
