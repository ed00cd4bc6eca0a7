import { type Dirent, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { messageOf } from './parse-errors.js';

/**
 * Files in a level folder that are answers, not levels: skipped when a folder is searched (a game whose
 * levels are `.json` would otherwise try to parse them). Named explicitly, they are still read.
 */
export const ANSWER_FILES: ReadonlySet<string> = new Set(['solutions.json', 'answers.json', 'optimal.json', 'package.json']);

let collator: Intl.Collator | undefined;
/**
 * Natural order of names (`2` before `10`). Made on first use: creating a collator costs milliseconds,
 * more than a small level takes to solve.
 */
export function naturalOrder(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { numeric: true });
  return collator.compare(a, b);
}

/** `statSync` that returns the error instead of throwing it; undefined for a path that does not exist. */
function statOf(path: string): Stats | Error | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch (e) {
    return e instanceof Error ? e : new Error(messageOf(e));
  }
}

/**
 * The level files named by `paths`: files as given, folders searched recursively for the game's
 * extensions (hidden entries, `node_modules` and answer files skipped), in natural order.
 *
 * @remarks
 * An entry that cannot be looked at (a link to itself, a folder without read permission) is not a
 * reason to stop: it is listed among the files, in its place, with why in `unreadable`, so that the
 * run reports it as that level's error and goes on with the others.
 *
 * @param paths - files and folders, as typed (relative to `cwd`); the returned names keep that form.
 * @returns the files, the paths that do not exist, and the files or folders that could not be read.
 */
export function collectLevelFiles(
  plugin: AnyGamePlugin,
  paths: readonly string[],
  cwd: string,
): { files: string[]; missing: string[]; unreadable: Map<string, string> } {
  const extensions = plugin.extensions.map((e) => e.toLowerCase());
  const files: string[] = [];
  const missing: string[] = [];
  const unreadable = new Map<string, string>();
  const fail = (shown: string, e: unknown): void => {
    files.push(shown);
    unreadable.set(shown, `cannot read: ${messageOf(e)}`);
  };
  const isLevel = (name: string): boolean => extensions.some((e) => name.toLowerCase().endsWith(e)) && !ANSWER_FILES.has(name);
  const seen = new Set<string>(); // real paths of folders walked, so that a symlink loop ends
  const walk = (shown: string, real: string): void => {
    let entries: Dirent[];
    try {
      const canonical = realpathSync(real);
      if (seen.has(canonical)) return;
      seen.add(canonical);
      entries = readdirSync(real, { withFileTypes: true }).sort((a, b) => naturalOrder(a.name, b.name));
    } catch (e) {
      fail(shown, e);
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const s = join(shown, entry.name);
      const r = join(real, entry.name);
      let isDir = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        const st = statOf(r);
        // A link that leads nowhere readable: an error if it could be a level or a folder of levels.
        if (st instanceof Error) {
          fail(s, st);
          continue;
        }
        isDir = st?.isDirectory() === true;
      }
      if (isDir) walk(s, r);
      else if (isLevel(entry.name)) files.push(s);
    }
  };
  for (const path of paths) {
    const real = resolve(cwd, path);
    const st = statOf(real);
    if (st === undefined) missing.push(path);
    else if (st instanceof Error) fail(path, st);
    else if (st.isDirectory()) walk(path, real);
    else files.push(path);
  }
  return { files, missing, unreadable };
}
