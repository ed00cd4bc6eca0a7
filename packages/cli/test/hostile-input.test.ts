// Text from outside the command line (file and folder names, level files, merged reports) and file
// systems that misbehave (links to themselves, folders that cannot be read): each gives a per-level
// error or a typed message, never a stack trace or an escape sequence on the terminal.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonLines, run } from './helpers.js';

const scratch = mkdtempSync(join(tmpdir(), 'puzzle-solve-hostile-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const folder = (): string => {
  const dir = join(scratch, String(folders++));
  mkdirSync(dir);
  return dir;
};

// What a terminal would act on, with the command line's own colours and progress-line escapes taken out.
const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const terminalText = (text: string): string => text.replace(/\u001b\[3[129]m|\r\u001b\[K/g, '');

describe('a level folder that cannot be walked', () => {
  it('reports a link to itself as that entry’s error, and solves the other levels', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'a.cnt'), '1 4\n');
    writeFileSync(join(dir, 'c.cnt'), '2 8\n');
    symlinkSync('b.cnt', join(dir, 'b.cnt')); // a level that is a link to itself
    symlinkSync('sub', join(dir, 'sub')); // a "folder" that is a link to itself
    const r = await run(['counter', '.', '--json'], { cwd: dir });
    const lines = jsonLines(r.out);
    expect(lines.map((l) => [l['file'], l['status']])).toEqual([
      ['a.cnt', 'solved'],
      ['b.cnt', 'error'],
      ['c.cnt', 'solved'],
      ['sub', 'error'],
    ]);
    expect(lines[1]!['error']).toMatch(/^cannot read: ELOOP/);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^counter: solved 2\/4 \(2 error\)/);
    // A link to itself named on the command line too.
    const named = await run(['counter', 'sub', 'a.cnt'], { cwd: dir });
    expect(named.out).toMatch(/^✗ sub: cannot read: ELOOP/m);
    expect(named.out).toMatch(/^✓ a\.cnt: solved in/m);
  });
});

describe('text from outside', () => {
  const hostile = fc.string({
    unit: fc.oneof(
      fc.constantFrom('\u001b[2J', '\u001b]0;title\u0007', '\r', '\u009b', '\u007f', '\u202e', '\t', 'x', '.', '-'),
      fc.string({ minLength: 1, maxLength: 2 }).filter((s) => !s.includes('/') && !s.includes('\0')),
    ),
    minLength: 1,
    maxLength: 12,
  });

  it('reaches the terminal printable: file names of levels solved, unsolved, broken and missing', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (name) => {
        const dir = folder();
        const file = `${name.replace(/^[.-]+/, 'x')}.cnt`;
        writeFileSync(join(dir, file), '1 3\n');
        writeFileSync(join(dir, `${file}.bad.cnt`), '1 x\n');
        writeFileSync(join(dir, `${file}.no.cnt`), '9 1\n');
        for (const argv of [
          ['counter', '.'],
          ['counter', '.', '-q'],
          ['counter', file, `missing-${file}`],
          ['verify', 'counter', file, 'ii'],
          ['verify', 'counter', file, 'dd'],
          ['render', 'counter', file, 'i', '--steps'],
          ['verify', 'counter', file, `@${file}`],
          ['counter', `--${name}`],
        ]) {
          const r = await run(argv, { cwd: dir });
          expect(terminalText(r.out), argv.join(' ')).not.toMatch(unsafe);
          expect(terminalText(r.err), argv.join(' ')).not.toMatch(unsafe);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('reaches the terminal printable: the fields of merged reports, which keep their values in JSON', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (game, file) => {
        const dir = folder();
        const report = {
          game,
          file,
          status: 'error',
          solution: null,
          moves: null,
          cost: null,
          optimal: null,
          lowerBound: null,
          known: null,
          stats: { expanded: 0, generated: 0, ms: 1 },
          error: `${file} broke`,
          limit: null,
        };
        // As --json writes it (C1 controls escaped: a file holding them raw is refused as binary).
        const escaped = JSON.stringify(report).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
        writeFileSync(join(dir, 'r.jsonl'), `${escaped}\n`);
        const text = await run(['merge', 'r.jsonl'], { cwd: dir });
        expect(terminalText(text.out)).not.toMatch(unsafe);
        expect(terminalText(text.err)).not.toMatch(unsafe);
        expect(text.out).toContain(': solved 0/1 (1 error)');
        writeFileSync(join(dir, 'raw.jsonl'), `${JSON.stringify(report)}\u009b\n`);
        const raw = await run(['merge', 'raw.jsonl'], { cwd: dir });
        expect(raw.err).toMatch(/^raw\.jsonl:1:\d+: this looks like a binary file \(control character 0x[0-9a-f]{2}\)/);
        expect(raw.code).toBe(2);
        const json = await run(['merge', 'r.jsonl', '--json'], { cwd: dir });
        expect(terminalText(json.out)).not.toMatch(unsafe);
        expect(terminalText(json.err)).not.toMatch(unsafe);
        expect(jsonLines(json.out)).toEqual([report]);
      }),
      { numRuns: 25 },
    );
  });
});

describe('merge', () => {
  it('checks every number it reads: finite and at least 0, with the line and field at fault', async () => {
    const dir = folder();
    const line = (stats: string, rest = ''): string =>
      `{"game":"counter","file":"a.cnt","status":"solved","solution":"i","moves":1,"cost":1,"optimal":true,"known":null,"stats":${stats},"error":null,"limit":null${rest}}`;
    writeFileSync(
      join(dir, 'r.jsonl'),
      [
        line('{"expanded":1,"generated":2,"ms":1e999}'),
        line('{"expanded":-1,"generated":2,"ms":1}'),
        line('{"expanded":1,"generated":2,"ms":1}').replace('"cost":1', '"cost":-5'),
        line('{"expanded":1,"generated":2.5,"ms":1}'),
        line('{"expanded":1,"generated":2,"ms":3}'),
      ].join('\n'),
    );
    const r = await run(['merge', 'r.jsonl'], { cwd: dir });
    expect(r.err).toContain('r.jsonl:1: stats.ms: expected a finite number ≥ 0, got Infinity');
    expect(r.err).toContain('r.jsonl:2: stats.expanded: expected a finite whole number ≥ 0, got -1');
    expect(r.err).toContain('r.jsonl:3: cost: expected a finite number ≥ 0, got -5');
    expect(r.err).toContain('r.jsonl:4: stats.generated: ');
    expect(r.out).toMatch(/^counter: solved 1\/1 · total 3 ms · median 3 ms$/m);
    expect(r.out).not.toMatch(/Infinity|NaN/);
    expect(r.code).toBe(2);
  });
});
