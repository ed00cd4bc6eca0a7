// The shared Sokobond corpus as the benchmarks read it at run time (never copied into the repository).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// SOKOBOND_CORPUS points elsewhere (a git worktree sits one folder deeper than the checkout).
export const CORPUS_ROOT = process.env.SOKOBOND_CORPUS ?? fileURLToPath(new URL('../../../../shared/levels/sokobond/', import.meta.url));

/** Exits (status 0) with a loud warning when the corpus is not beside the checkout. */
export function requireCorpus() {
  if (!existsSync(CORPUS_ROOT)) {
    console.warn(`!!! level corpus not found at ${CORPUS_ROOT}; nothing to benchmark !!!`);
    process.exit(0);
  }
}

/** Level files as `world/name.txt`, sorted, `Test.txt` included. */
export function corpusFiles() {
  const files = [];
  for (const entry of readdirSync(CORPUS_ROOT).sort()) {
    const full = path.join(CORPUS_ROOT, entry);
    if (statSync(full).isDirectory()) {
      for (const f of readdirSync(full).sort()) if (f.endsWith('.txt')) files.push(`${entry}/${f}`);
    } else if (entry.endsWith('.txt')) {
      files.push(entry);
    }
  }
  return files;
}

export const readCorpusLevel = (file) => readFileSync(path.join(CORPUS_ROOT, file), 'utf8');

/** `solutions.json`: level file → known solutions in WASD. */
export const knownSolutions = () => JSON.parse(readFileSync(path.join(CORPUS_ROOT, 'solutions.json'), 'utf8'));
