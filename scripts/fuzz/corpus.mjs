// The real levels of a game, read at run time from the shared corpus folder (never copied).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every level file of an adapter's corpus folders under `levelsDir`, sorted by path. */
export function readCorpus(levelsDir, adapter) {
  const out = [];
  if (levelsDir === undefined) return out;
  for (const { dir, ext } of adapter.corpus) {
    const root = join(levelsDir, dir);
    if (!existsSync(root)) continue;
    const walk = (path) => {
      for (const name of readdirSync(path).sort()) {
        const full = join(path, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith(ext) && !/^(solutions|answers|optimal)\.json$/.test(name)) {
          out.push({ file: full.slice(levelsDir.length + 1), text: readFileSync(full, 'utf8') });
        }
      }
    };
    walk(root);
  }
  return out;
}
