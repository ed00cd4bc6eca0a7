/**
 * Rewrites the marked block `<!-- bench:NAME -->` … `<!-- /bench:NAME -->` of a doc with figures a
 * bench has just measured, then formats the file with the repository's Biome (it lays out Markdown
 * tables), so that `biome ci` stays clean after a run. Says so loudly when the markers are missing.
 * The file must be in the repository's docs/ folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export function writeDocBlock(file: string, name: string, body: string): boolean {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) {
    console.log(`!!! ${file} has no ${open} … ${close} block: not rewritten !!!`);
    return false;
  }
  writeFileSync(file, `${text.slice(0, start + open.length)}\n${body.trim()}\n${text.slice(end)}`);
  // Every doc lives in the repository's docs/: Biome is beside it.
  const biome = fileURLToPath(new URL('../node_modules/@biomejs/biome/bin/biome', pathToFileURL(resolve(file))));
  try {
    execFileSync(process.execPath, [biome, 'format', '--write', file], { stdio: 'ignore' });
  } catch {
    console.log(`!!! ${file}: written, but biome could not format it; run \`npx biome format --write ${file}\` !!!`);
  }
  console.log(`rewrote the ${open} block of ${file}`);
  return true;
}

/** The body of a doc's marked block `<!-- bench:NAME -->` … `<!-- /bench:NAME -->`, or undefined without it. */
export function readDocBlock(file: string, name: string): string | undefined {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  return start < 0 || end < start ? undefined : text.slice(start + open.length, end).trim();
}
