// Tables of figures in READMEs and docs are written by the scripts that measure them, between two
// markers the script rewrites: `<!-- name -->` … `<!-- /name -->` (one current table per measure).
import { readFileSync, writeFileSync } from 'node:fs';

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text between the markers of `name` in `text`, or undefined when they are absent. */
export function readBlock(text, name) {
  const m = new RegExp(`<!-- ${literal(name)}(?:[: ][^>]*)? -->\\n([\\s\\S]*?)<!-- /${literal(name)} -->`).exec(text);
  return m?.[1];
}

/**
 * Replaces what stands between the markers of `name` in `file` with `content` (the opening marker
 * keeps any note it carries). Throws when the file has no such block: a script does not add one
 * silently where nobody will read it.
 *
 * @returns whether the file changed.
 */
export function writeBlock(file, name, content) {
  const text = readFileSync(file, 'utf8');
  const pattern = new RegExp(`(<!-- ${literal(name)}(?:[: ][^>]*)? -->\\n)[\\s\\S]*?(<!-- /${literal(name)} -->)`);
  if (!pattern.test(text)) throw new Error(`${file}: no <!-- ${name} --> … <!-- /${name} --> block to write`);
  const body = content.endsWith('\n') ? content : `${content}\n`;
  const next = text.replace(pattern, (_, open, close) => `${open}${body}${close}`);
  if (next === text) return false;
  writeFileSync(file, next);
  return true;
}

/** A Markdown table: `columns` as `{ title, align: 'left' | 'right' }`, rows of cells (strings). */
export function markdownTable(columns, rows) {
  const widths = columns.map((c, i) => Math.max(c.title.length, 3, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    `| ${cells.map((cell, i) => (columns[i].align === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${columns.map((c, i) => (c.align === 'right' ? `${'-'.repeat(widths[i] - 1)}:` : '-'.repeat(widths[i]))).join(' | ')} |`;
  return [line(columns.map((c) => c.title)), rule, ...rows.map(line)].join('\n');
}
