// Figures cannot go stale: a table of measured figures in a README or a doc stands inside a marked
// block (`<!-- bench:name -->` … `<!-- /bench:name -->`, or `<!-- name -->` … `<!-- /name -->`) that
// the script measuring it rewrites, and every such block is written by some script of the repository.
// Tables of rules, formats, options or features carry no measured figures and may stand anywhere.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));

const tracked = (pattern: string) =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', pattern], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);

const docs = tracked('*.md').filter((f) => !f.startsWith('.changeset/') && basename(f) !== 'CHANGELOG.md');

// The scripts that may write a block: every script outside the tests and the built output.
const scripts = tracked('*.*')
  .filter((f) => /\.(mjs|cjs|js|ts)$/.test(f) && !/(^|\/)(test|dist|\.dist|node_modules)\//.test(f) && !f.endsWith('.d.ts'))
  .map((f) => ({ file: f, text: readFileSync(`${root}${f}`, 'utf8') }));

interface Table {
  readonly line: number;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

interface Block {
  readonly name: string;
  readonly line: number;
}

const MARKER = /^<!-- (\/?)([\w:@./#-]+?)(?::? [^>]*)? -->\s*$/;

/** The tables of a Markdown text outside marked blocks and code fences, and its marked blocks. */
function survey(text: string): { tables: Table[]; blocks: Block[] } {
  const lines = text.split('\n');
  const tables: Table[] = [];
  const blocks: Block[] = [];
  // A block is an opening marker with a closing one after it; a lone comment is no block.
  const closes = new Map<string, number>();
  lines.forEach((l, i) => {
    const m = MARKER.exec(l);
    if (m?.[1]) closes.set(m[2]!, i);
  });
  let open: string | undefined;
  let fence = false;
  let current: string[][] = [];
  let start = 0;
  const flush = () => {
    if (current.length >= 2 && current[1]!.every((c) => /^:?-{3,}:?$/.test(c))) {
      tables.push({ line: start + 1, header: current[0]!, rows: current.slice(2) });
    }
    current = [];
  };
  lines.forEach((l, i) => {
    if (/^\s*(```|~~~)/.test(l)) fence = !fence;
    const m = fence ? null : MARKER.exec(l);
    if (m && !m[1] && open === undefined && (closes.get(m[2]!) ?? -1) > i) {
      open = m[2]!;
      blocks.push({ name: open, line: i + 1 });
    } else if (m?.[1] && m[2] === open) {
      open = undefined;
    }
    const row = !fence && open === undefined && /^\s*\|/.test(l);
    if (row) {
      if (current.length === 0) start = i;
      current.push(
        l
          .trim()
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map((c) => c.trim()),
      );
    } else flush();
  });
  flush();
  return { tables, blocks };
}

// A measured figure: a number with a unit of time, size, rate or ratio (`0.58 ms`, `1.5×`, `98 kB`,
// `300,000/s`, `4.2–7.6 µs`), as a run prints it. Limits and defaults in rule tables are written
// without a number-and-unit pair, or name the option they set.
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const FIGURE = new RegExp(String.raw`(?<![\w.])${NUMBER}(?:\s?[–-]\s?${NUMBER})?\s?(?:ms|µs|ns|s|min|kB|KiB|MB|MiB|GB|×|x|/s)(?![\w/])`);
// A column of bare numbers under a heading that names a measure (`cold ms`, `expanded`, `CPU s`).
const MEASURE_HEADING =
  /(?:^|\W)(?:ms|µs|ns|s|kB|KiB|MB|MiB|CPU|wall|time|median|expanded|generated|nodes|states|per second|speed|×)(?:\W|$)/i;
const BARE_NUMBER = new RegExp(String.raw`^\**${NUMBER}(?:\s?[–/-]\s?${NUMBER})?\**$`);

// A bound is no measure: `at most 2×`, `≤ 20 ms`, `within 50 ms`, `more than 50 ms late` state a rule or a goal.
const BOUND = /(?:≤|<|≥|>|at most|at least|more than|less than|within|under|up to|below|above|default)\s*$/i;
// A spread of decimals (`0.69–0.77`, `9.2–11.9`) is what repeated runs print, whatever the heading.
const SPREAD = /(?<![\w.])\d+\.\d+\s?[–-]\s?\d+\.\d+(?![\w.])/;

/** Whether a cell states a measured figure: a number with a unit that no bound word precedes, or a spread. */
function figureIn(cell: string): boolean {
  const text = cell.replace(/`[^`]*`/g, '');
  if (SPREAD.test(text)) return true;
  const global = new RegExp(FIGURE.source, 'g');
  for (const m of text.matchAll(global)) if (!BOUND.test(text.slice(0, m.index))) return true;
  return false;
}

/** Why `table` holds measured figures, or undefined when it holds none. */
function measured(table: Table): string | undefined {
  for (const row of table.rows) {
    const cell = row.find(figureIn);
    if (cell !== undefined) return `the cell "${cell}" holds a measured figure`;
  }
  for (const [i, heading] of table.header.entries()) {
    if (!MEASURE_HEADING.test(heading)) continue;
    const cell = table.rows.map((r) => r[i] ?? '').find((c) => BARE_NUMBER.test(c));
    if (cell !== undefined) return `the column "${heading}" holds figures (${cell})`;
  }
  return undefined;
}

describe('figures in READMEs and docs', () => {
  it('tells measured tables from rule tables', () => {
    const table = (header: string[], ...rows: string[][]): Table => ({ line: 1, header, rows });
    expect(measured(table(['grid', 'ours'], ['256²', '0.58–0.91 ms']))).toBeDefined();
    expect(measured(table(['sample', 'cold ms'], ['vault', '6.11']))).toBeDefined();
    expect(measured(table(['input', 'states expanded'], ['a', '2,347']))).toBeDefined();
    expect(measured(table(['peer', 'ratio'], ['easystarjs', '1.42×']))).toBeDefined();
    expect(measured(table(['option', 'default'], ['`--timeout <seconds>`', '60']))).toBeUndefined();
    expect(measured(table(['option', 'meaning'], ['`timeoutMs`', 'wall time since the call']))).toBeUndefined();
    expect(measured(table(['algorithm', 'answer'], ['`astar` with `weight: w`', 'cost ≤ w × cheapest']))).toBeUndefined();
    expect(measured(table(['flag', 'meaning'], ['`--max 5ms`', 'a limit in code']))).toBeUndefined();
    expect(measured(table(['mode', 'optimal?'], ['`weighted`', 'no: at most 2× the optimum']))).toBeUndefined();
    expect(measured(table(['goal', 'meaning'], ['stops', 'within 50 ms of the limit']))).toBeUndefined();
    expect(measured(table(['outcome', 'meaning'], ['`late`', 'stopped more than 50 ms after its limit']))).toBeUndefined();
    expect(measured(table(['the problem as', 'share'], ['a class', '0.79–0.84 (eight runs)']))).toBeDefined();
    expect(measured(table(['engine', 'before', 'after'], ['`bfs`', '2.6–3.0', '0.51–0.82']))).toBeDefined();
    expect(measured(table(['level', 'result'], ['Vela 1', 'solved in 2.3 s, under the limit']))).toBeDefined();
    const { tables, blocks } = survey(
      [
        '<!-- bench:x -->',
        '| a | ms |',
        '| - | -: |',
        '| b | 1 ms |',
        '<!-- /bench:x -->',
        '',
        '| c | d |',
        '| --- | --- |',
        '| e | 2 ms |',
      ].join('\n'),
    );
    expect(blocks).toEqual([{ name: 'bench:x', line: 1 }]);
    expect(tables.map((t) => t.line)).toEqual([7]);
  });

  it.each(docs)('%s: every table of measured figures is in a marked block', (file) => {
    const { tables } = survey(readFileSync(`${root}${file}`, 'utf8'));
    const loose = tables.flatMap((t) => {
      const why = measured(t);
      return why ? [`${file}:${t.line}: ${why}`] : [];
    });
    expect(loose, 'write these tables from the script that measures them, or say the finding in words').toEqual([]);
  });

  it.each(docs)('%s: every marked block is written by a script of the repository', (file) => {
    const { blocks } = survey(readFileSync(`${root}${file}`, 'utf8'));
    for (const { name, line } of blocks) {
      const short = name.replace(/^bench:/, '');
      const names = [name, `'${short}'`, `"${short}"`, `\`${short}\``];
      // The script names the file, or the folder it writes one file per game or case into.
      const writer = scripts.find(
        ({ text }) => (text.includes(basename(file)) || text.includes(`${dirname(file)}/`)) && names.some((n) => text.includes(n)),
      );
      expect(writer, `${file}:${line}: no script names the block ${name} and ${basename(file)}`).toBeDefined();
    }
  });
});
