// The benchmarks' side of scripts/lib/marked-block.mjs: rewrites a `<!-- bench:NAME -->` …
// `<!-- /bench:NAME -->` block with figures just measured, then lays the file out as `biome ci` wants
// (the formatter aligns Markdown tables too), so that no table of figures is typed by hand.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { markdownTable as alignedTable, writeBlock } from './lib/marked-block.mjs';

/**
 * Replaces the text between the two markers of `bench:name` in `file` by `body` (the markers stay).
 * Throws when the markers are missing, so a renamed heading cannot silently drop the figures.
 */
export function writeReadmeBlock(file, name, body) {
  writeBlock(file, `bench:${name}`, `${body.trim()}\n`);
  const biome = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));
  try {
    execFileSync(biome, ['format', '--write', file], { stdio: 'ignore' });
  } catch {
    console.warn(`!!! ${file}: written, but biome could not format it; run \`npx biome format --write ${file}\` !!!`);
  }
}

/** A Markdown table from a header row and rows of cells (by default every column but the first right-aligned). */
export function markdownTable(header, rows, rightAligned = header.map((_, i) => i > 0)) {
  const columns = header.map((title, i) => ({ title: String(title), align: rightAligned[i] ? 'right' : 'left' }));
  return alignedTable(
    columns,
    rows.map((row) => row.map(String)),
  );
}

/** The 1-, 5- and 15-minute load averages as text. */
export const loadText = (loadavg) => loadavg.map((x) => x.toFixed(2)).join(' ');
