import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';

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

/**
 * The level files named by `paths`: files as given, folders searched recursively for the game's
 * extensions (hidden entries, `node_modules` and answer files skipped), in natural order.
 *
 * @param paths - files and folders, as typed (relative to `cwd`); the returned names keep that form.
 * @returns the files, and the paths that do not exist.
 */
export function collectLevelFiles(plugin: AnyGamePlugin, paths: readonly string[], cwd: string): { files: string[]; missing: string[] } {
  const extensions = plugin.extensions.map((e) => e.toLowerCase());
  const files: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>(); // real paths of folders walked, so that a symlink loop ends
  const walk = (shown: string, real: string): void => {
    const canonical = realpathSync(real);
    if (seen.has(canonical)) return;
    seen.add(canonical);
    const entries = readdirSync(real, { withFileTypes: true }).sort((a, b) => naturalOrder(a.name, b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const s = join(shown, entry.name);
      const r = join(real, entry.name);
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && statSync(r, { throwIfNoEntry: false })?.isDirectory());
      if (isDir) walk(s, r);
      else if (extensions.some((e) => entry.name.toLowerCase().endsWith(e)) && !ANSWER_FILES.has(entry.name)) files.push(s);
    }
  };
  for (const path of paths) {
    const real = resolve(cwd, path);
    const st = statSync(real, { throwIfNoEntry: false });
    if (!st) missing.push(path);
    else if (st.isDirectory()) walk(path, real);
    else files.push(path);
  }
  return { files, missing };
}
