// Locating the shared level corpus at run time (it is never copied into the repository).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

// SOKOBOND_CORPUS points elsewhere (a git worktree sits one folder deeper than the checkout).
export const CORPUS_DIR = process.env.SOKOBOND_CORPUS ?? fileURLToPath(new URL('../../../../shared/levels/sokobond/', import.meta.url));
export const HAVE_CORPUS = existsSync(CORPUS_DIR);

if (!HAVE_CORPUS) {
  console.warn(`\n!!! game-sokobond: level corpus not found at ${CORPUS_DIR}; corpus tests are SKIPPED !!!\n`);
}

/** Level files as `world/name.txt`, sorted (Test.txt included). */
export function corpusFiles(): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(CORPUS_DIR).sort()) {
    const full = path.join(CORPUS_DIR, entry);
    if (statSync(full).isDirectory()) {
      for (const f of readdirSync(full).sort()) if (f.endsWith('.txt')) out.push(`${entry}/${f}`);
    } else if (entry.endsWith('.txt')) {
      out.push(entry);
    }
  }
  return out;
}

export const readLevel = (file: string): string => readFileSync(path.join(CORPUS_DIR, file), 'utf8');

export function knownSolutions(): Record<string, string[]> {
  return JSON.parse(readFileSync(path.join(CORPUS_DIR, 'solutions.json'), 'utf8')) as Record<string, string[]>;
}
