// Rewrites a marked block of a README with figures a benchmark has just measured, so that no
// table of figures is typed by hand: `<!-- bench:NAME -->` … `<!-- /bench:NAME -->`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Replaces the text between the two markers of `name` in `file` by `body` (the markers stay).
 * Throws when the markers are missing, so a renamed heading cannot silently drop the figures.
 */
export function writeReadmeBlock(file, name, body) {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`${file}: no ${open} … ${close} block to rewrite`);
  writeFileSync(file, `${text.slice(0, start + open.length)}\n${body.trim()}\n${text.slice(end)}`);
  // The repository's formatter lays out Markdown tables too: format the file as \`biome ci\` wants it.
  const biome = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));
  try {
    execFileSync(biome, ['format', '--write', file], { stdio: 'ignore' });
  } catch {
    console.warn(`!!! ${file}: written, but biome could not format it; run \`npx biome format --write ${file}\` !!!`);
  }
}

/** A Markdown table from a header row and rows of cells (numbers right-aligned). */
export function markdownTable(header, rows, rightAligned = header.map((_, i) => i > 0)) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (rightAligned[i] ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

/** The 1-, 5- and 15-minute load averages as text. */
export const loadText = (loadavg) => loadavg.map((x) => x.toFixed(2)).join(' ');
