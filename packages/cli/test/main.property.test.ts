import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

// Words a user might type, in any order: commands, the game, options with good and bad values, levels,
// solutions. (Only levels that solve quickly: these runs are in the main thread.)
const WORDS = [
  'counter',
  'countr',
  'verify',
  'render',
  'list',
  'help',
  '--json',
  '--quiet',
  '-q',
  '--steps',
  '--help',
  '--version',
  '--bogus',
  '--',
  '--timeout',
  '-t',
  '1',
  '0',
  '-1',
  'x',
  '--jobs',
  '2',
  '--max-states',
  '5',
  '--memory',
  '64',
  '--step',
  '3',
  '9',
  '--algorithm',
  'bfs',
  'magic',
  '--solutions',
  'solutions.json',
  'levels/easy/one.cnt',
  'levels/hard',
  'levels',
  'sample:small',
  'small',
  'nope.cnt',
  'idid',
  'dq',
  '@one.solution',
  '--timeout=2',
  '-',
];

// Arguments in units (an option with its value, a level, a solution), mostly well-formed, some not;
// half the calls are shaped like a real one (a command, the game, then units), so that most runs get
// past the first word and into solving, verifying and rendering.
const GOOD = [
  ['--json'],
  ['--quiet'],
  ['--timeout', '1'],
  ['--jobs', '2'],
  ['--max-states', '5'],
  ['--step', '3'],
  ['--algorithm', 'bfs'],
  ['levels/easy/one.cnt'],
  ['levels/easy'],
  ['sample:small'],
  ['small'],
  ['levels/hard'],
  ['idid'],
  ['dq'],
  ['@one.solution'],
  ['--steps'],
  ['--solutions', 'solutions.json'],
  ['--timeout=2'],
  ['--memory', '64'],
  ['--known', 'answers.json'],
];
const BAD = [['--step', '9'], ['--timeout', 'x'], ['--timeout', '-1'], ['--bogus'], ['nope.cnt'], ['--algorithm', 'magic'], ['--jobs']];
const units = fc.array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...GOOD) }, { weight: 1, arbitrary: fc.constantFrom(...BAD) }), {
  maxLength: 4,
});
const argvArb = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { maxLength: 7 }),
  fc
    .tuple(fc.constantFrom<string[]>([], [], ['verify'], ['render']), units)
    .map(([command, rest]) => [...command, 'counter', ...rest.flat()]),
  fc
    .tuple(
      fc.constantFrom('verify', 'render'),
      fc.constantFrom('levels/easy/one.cnt', 'small', 'levels/hard/broken.cnt'),
      fc.constantFrom('idid', 'ddd', 'dq', '@one.solution'),
      units,
    )
    .map(([command, level, solution, rest]) => [command, 'counter', level, solution, ...rest.flat()]),
);

describe('the command line on any arguments', () => {
  it('always ends with 0, 1 or 2, never with an unexpected error, and explains a 2', async () => {
    await fc.assert(
      fc.asyncProperty(argvArb, async (argv) => {
        const r = await run(argv);
        expect([0, 1, 2]).toContain(r.code);
        expect(r.err).not.toContain('unexpected error');
        if (r.code === 2) expect(r.err.trim()).not.toBe('');
        if (argv.includes('--json') && r.code !== 2 && !argv.includes('--help') && !argv.includes('--version')) {
          for (const line of r.out.split('\n').filter((l) => l.startsWith('{'))) expect(() => JSON.parse(line)).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
  });
});
