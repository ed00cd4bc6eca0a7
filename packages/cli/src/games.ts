import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { moduleLoaders } from './module-loaders.js';
import { messageOf } from './parse-errors.js';
import { pluginOf } from './plugin-check.js';

/**
 * A game the command line knows: the plugin, and where a worker thread imports it from.
 *
 * @category Games
 */
export interface GameEntry {
  readonly plugin: AnyGamePlugin;
  /**
   * A module specifier a worker thread can `import()` to get the same plugin (a package name, or a
   * `file:` URL). Without it the game's levels are solved in the main thread, where a runaway search
   * can only be stopped by its own time limit.
   */
  readonly module?: string;
  /** One of the game packages the command line ships with (trusted to hold its own time limit). */
  readonly builtin?: boolean;
}

/**
 * A game that could not be loaded, and why.
 *
 * @category Games
 */
export interface GameLoadFailure {
  /** The package name of a built-in game, or the `--plugin` argument as given. */
  readonly module: string;
  readonly error: string;
  /** One of the games the command line ships with (not a `--plugin`). */
  readonly builtin?: boolean;
}

/**
 * A game package the command line ships with: its game name, and how to import it.
 *
 * @category Games
 */
export interface BuiltinGame {
  /** The name on the command line: the package name without `@puzzle-solvers/game-`. */
  readonly name: string;
  /** The package name. */
  readonly module: string;
  readonly load: () => Promise<unknown>;
}

const GAME_PREFIX = '@puzzle-solvers/game-';
/** Packages named like games that are not games. */
const NOT_GAMES: ReadonlySet<string> = new Set(['@puzzle-solvers/game-kit']);

/**
 * The game packages among a package.json's dependencies: every `@puzzle-solvers/game-*` except
 * `game-kit`, in the order listed.
 *
 * @category Games
 */
export function gamePackagesOf(dependencies: Readonly<Record<string, string>> | undefined): string[] {
  return Object.keys(dependencies ?? {}).filter((n) => n.startsWith(GAME_PREFIX) && !NOT_GAMES.has(n));
}

// The specifier goes through a variable so that type-checking and building this package do not need
// the games' type declarations: a game is checked against the contract when it loads (pluginOf).
const importModule = (specifier: string): Promise<unknown> => moduleLoaders.importModule(specifier);

function readDependencies(): Record<string, string> | undefined {
  // `../package.json` from both `src/games.ts` and `dist/*.js`: the list lives in one place, the
  // command line's own dependencies, so a sixth game is added by adding its package there.
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies?: Record<string, string> };
    return pkg.dependencies;
  } catch {
    return undefined;
  }
}

/**
 * The registry: every game package the command line ships with, read from its own package.json
 * (`dependencies` named `@puzzle-solvers/game-*`, except `game-kit`). Each is a dependency of the
 * command line, loaded from its own package (never bundled into this one).
 *
 * The imports are dynamic so that one broken game cannot take the others down, and so that a run
 * loads only the game it uses.
 *
 * @category Games
 */
export const BUILTIN_GAMES: readonly BuiltinGame[] = gamePackagesOf(readDependencies()).map((module) => ({
  name: module.slice(GAME_PREFIX.length),
  module,
  load: () => moduleLoaders.loadGame(module),
}));

/**
 * Loads the built-in games and any extra plugin modules (`--plugin`).
 *
 * @param extraModules - paths (resolved against `cwd`) or package names of modules exporting `plugin`.
 * @param only - the one game the run needs: when it is a built-in game, the others are not loaded
 *   (loading every game costs more than a small level takes to solve); when it is not, with extra
 *   modules given, no built-in game is loaded.
 * @returns the games by name (built-ins first, then the extra ones, which may replace a built-in of the
 *   same name) and the modules that failed.
 * @category Games
 */
export async function loadGames(
  extraModules: readonly string[] = [],
  cwd: string = process.cwd(),
  only?: string,
): Promise<{ games: GameEntry[]; failures: GameLoadFailure[] }> {
  const failures: GameLoadFailure[] = [];
  const byName = new Map<string, GameEntry>();
  // The game asked for: that built-in one; none when it must be one of the plugins; else all.
  const wanted = BUILTIN_GAMES.filter((g) => g.name === only);
  const toLoad = wanted.length > 0 ? wanted : only !== undefined && extraModules.length > 0 ? [] : BUILTIN_GAMES;
  const builtins = await Promise.all(
    toLoad.map(async ({ module, load }) => {
      try {
        return { module, mod: await load() };
      } catch (e) {
        return { module, error: messageOf(e) };
      }
    }),
  );
  for (const b of builtins) {
    if ('error' in b) {
      failures.push({ module: b.module, error: b.error ?? 'unknown error', builtin: true });
      continue;
    }
    const plugin = pluginOf(b.mod, b.module);
    if (typeof plugin === 'string') failures.push({ module: b.module, error: plugin, builtin: true });
    else byName.set(plugin.name, { plugin, module: b.module, builtin: true });
  }
  for (const spec of extraModules) {
    // A path (`./x.js`, `../x`, `/abs/x.mjs`) is a file relative to the current folder, never looked for
    // inside this package; another name is a file when one exists by that name, else a package.
    const file = resolve(cwd, spec);
    const isPath = isAbsolute(spec) || /^\.\.?([\\/]|$)/.test(spec);
    if (isPath && !existsSync(file)) {
      failures.push({ module: spec, error: `no such file: ${file}` });
      continue;
    }
    const module = isPath || existsSync(file) ? pathToFileURL(file).href : packageFrom(spec, cwd);
    try {
      const plugin = pluginOf(await importModule(module), spec);
      if (typeof plugin === 'string') failures.push({ module: spec, error: plugin });
      else byName.set(plugin.name, { plugin, module });
    } catch (e) {
      failures.push({ module: spec, error: messageOf(e) });
    }
  }
  return { games: [...byName.values()], failures };
}

/**
 * A package name as the current folder's project resolves it (a `file:` URL), so that a plugin
 * installed in the user's project is found wherever the command line is installed; the name itself
 * (resolved from this package) when the project has no such package or it cannot be required.
 */
function packageFrom(name: string, cwd: string): string {
  try {
    return pathToFileURL(createRequire(join(cwd, 'package.json')).resolve(name)).href;
  } catch {
    return name;
  }
}
