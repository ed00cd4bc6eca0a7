import { dirname, resolve } from 'node:path';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { LevelLoadError } from './commands/load-level.js';
import type { CliIO } from './io.js';
import { messageOf } from './parse-errors.js';
import { InputError, MAX_MAP_BYTES, readTextFile } from './read-input.js';

/**
 * The best known cost of a level, from a file of known answers (`--known`), or `undefined`.
 *
 * The file maps level paths, relative to its own folder, to one of:
 * - a number: the cost (ball sort's `optimal.json`);
 * - an object with `part1`, `part2` …: the cost for the game's `--part` (key maze's `answers.json`);
 * - a list of solution strings: the lowest cost among those the game's `verify` accepts (the
 *   `solutions.json` of Sokobond, Golf Peaks and Cosmic Express), for a solved level only: its text
 *   has then parsed in its own thread, within its limits, so parsing it again here cannot run away.
 */
export type KnownCost = (file: string, text: string, solved: boolean) => number | undefined;

/** Reads a `--known` file; a file that is not a JSON object is a parse error (exit code 2). */
export function loadKnown(plugin: AnyGamePlugin, path: string, gameOptions: Readonly<Record<string, string>>, io: CliIO): KnownCost {
  const full = resolve(io.cwd, path);
  let map: unknown;
  try {
    map = JSON.parse(readTextFile(full, path, MAX_MAP_BYTES));
  } catch (e) {
    throw new LevelLoadError(e instanceof InputError ? e.message : `${path}: ${messageOf(e)}`, true);
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw new LevelLoadError(`${path}: expected an object of level path → known answer`, true);
  }
  const byPath = new Map<string, unknown>();
  for (const [key, value] of Object.entries(map as Record<string, unknown>)) byPath.set(resolve(dirname(full), key), value);
  const part = `part${gameOptions['part'] ?? '1'}`;
  return (file, text, solved) => {
    const value = byPath.get(resolve(io.cwd, file));
    if (typeof value === 'number') return cost(value);
    if (Array.isArray(value)) {
      if (!solved) return undefined;
      let level: unknown;
      try {
        level = plugin.parse(text, { file, options: gameOptions });
      } catch {
        return undefined;
      }
      let best: number | undefined;
      for (const solution of value) {
        if (typeof solution !== 'string') continue;
        try {
          const v = plugin.verify(level, solution);
          if (v.valid && (best === undefined || v.cost < best)) best = v.cost;
        } catch {
          // A known solution the game cannot read is simply not counted.
        }
      }
      return best;
    }
    if (typeof value === 'object' && value !== null) {
      return cost((value as Record<string, unknown>)[part]);
    }
    return undefined;
  };
}

/** A known cost as read from the file: a finite number ≥ 0, else none (`1e999` reads as Infinity). */
function cost(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
