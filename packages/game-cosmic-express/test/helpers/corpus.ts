import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The shared Cosmic Express corpus, read at run time from `../shared/levels` beside the checkout
 * (never copied into the repository): the JSON levels by constellation, the grid maps and the known
 * boards. `present` is false when the folders are missing; the lists are then empty.
 */
export const root = fileURLToPath(new URL('../../../../../shared/levels/', import.meta.url));
export const jsonDir = root + 'cosmic-express/';
export const gridDir = root + 'cosmic-express-grid/';
export const present = existsSync(jsonDir) && existsSync(gridDir);

/** The JSON levels, as `Constellation/Name.json`, sorted. */
export const jsonFiles = present
  ? readdirSync(jsonDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(jsonDir + d.name)
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${d.name}/${f}`),
      )
      .sort()
  : [];

/** The grid maps' file names, sorted. */
export const gridFiles = present
  ? readdirSync(gridDir)
      .filter((f) => f.endsWith('.txt'))
      .sort()
  : [];

/** The known boards of `solutions.json`, by JSON level. */
export const known: Record<string, string[]> = present ? JSON.parse(readFileSync(jsonDir + 'solutions.json', 'utf8')) : {};
