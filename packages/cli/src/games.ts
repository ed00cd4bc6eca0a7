import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
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
}

/**
 * A game that could not be loaded, and why.
 *
 * @category Games
 */
export interface GameLoadFailure {
  readonly module: string;
  readonly error: string;
}

/**
 * The registry: every game package the command line ships with. To add a game, add its package to
 * `dependencies` and one line here.
 *
 * The imports are dynamic so that one broken game cannot take the others down, and so that the
 * command line starts without the games it does not use failing it.
 *
 * @category Games
 */
// The specifier goes through a variable so that type-checking and building this package do not need
// the games' type declarations: a game is checked against the contract when it loads (pluginOf).
const importModule = (specifier: string): Promise<unknown> => import(specifier);

export const BUILTIN_GAMES: readonly { readonly module: string; readonly load: () => Promise<unknown> }[] = [
  { module: '@puzzle-solvers/game-key-maze', load: () => importModule('@puzzle-solvers/game-key-maze') },
  { module: '@puzzle-solvers/game-ball-sort', load: () => importModule('@puzzle-solvers/game-ball-sort') },
  { module: '@puzzle-solvers/game-golf-peaks', load: () => importModule('@puzzle-solvers/game-golf-peaks') },
  { module: '@puzzle-solvers/game-sokobond', load: () => importModule('@puzzle-solvers/game-sokobond') },
  { module: '@puzzle-solvers/game-cosmic-express', load: () => importModule('@puzzle-solvers/game-cosmic-express') },
];

/**
 * Loads the built-in games and any extra plugin modules (`--plugin`).
 *
 * @param extraModules - paths (resolved against `cwd`) or package names of modules exporting `plugin`.
 * @returns the games by name (built-ins first, then the extra ones, which may replace a built-in of the
 *   same name) and the modules that failed.
 * @category Games
 */
export async function loadGames(
  extraModules: readonly string[] = [],
  cwd: string = process.cwd(),
): Promise<{ games: GameEntry[]; failures: GameLoadFailure[] }> {
  const failures: GameLoadFailure[] = [];
  const byName = new Map<string, GameEntry>();
  const builtins = await Promise.all(
    BUILTIN_GAMES.map(async ({ module, load }) => {
      try {
        return { module, mod: await load() };
      } catch (e) {
        return { module, error: messageOf(e) };
      }
    }),
  );
  for (const b of builtins) {
    if ('error' in b) {
      failures.push({ module: b.module, error: b.error ?? 'unknown error' });
      continue;
    }
    const plugin = pluginOf(b.mod, b.module);
    if (typeof plugin === 'string') failures.push({ module: b.module, error: plugin });
    else byName.set(plugin.name, { plugin, module: b.module });
  }
  for (const spec of extraModules) {
    // A file (relative to cwd) when one exists by that name, else a package name.
    const module = existsSync(resolve(cwd, spec)) ? pathToFileURL(resolve(cwd, spec)).href : spec;
    try {
      const plugin = pluginOf(await import(module), spec);
      if (typeof plugin === 'string') failures.push({ module: spec, error: plugin });
      else byName.set(plugin.name, { plugin, module });
    } catch (e) {
      failures.push({ module: spec, error: messageOf(e) });
    }
  }
  return { games: [...byName.values()], failures };
}
