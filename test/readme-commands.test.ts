// The README's commands, run as written on Node and npm alone, with a `pnpm` first on PATH that fails
// as Node 20's corepack shim does when it cannot verify pnpm's signature: every command must reach the
// project's own pinned pnpm (`npx pnpm`), never a global one. Every command the README shows is either
// run here or listed below with the reason it is not, so that a new command cannot go unchecked; and no
// README or doc shows a bare `pnpm` command.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, type ExpectStatic, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const haveLevels = existsSync(join(root, '..', 'shared', 'levels'));
if (!haveLevels) console.warn('\n⚠ ../shared/levels is absent: the README commands that read it are skipped\n');

// A `pnpm` that fails as the broken corepack shim does, first on PATH; the PATH of a user's shell
// otherwise: no node_modules/.bin (which `pnpm test` puts first), no variables of a running pnpm or npm.
const fake = mkdtempSync(join(tmpdir(), 'puzzle-solvers-bad-pnpm-'));
writeFileSync(
  join(fake, 'pnpm'),
  '#!/bin/sh\necho "! Corepack is about to download https://registry.npmjs.org/pnpm/-/pnpm-12.20.0.tgz" >&2\necho "Error: No compatible signature found in package metadata" >&2\nexit 1\n',
);
chmodSync(join(fake, 'pnpm'), 0o755);
afterAll(() => rmSync(fake, { recursive: true, force: true }));
const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|PNPM_|pnpm_)/i.test(k)));
env['PATH'] = [fake, ...(process.env['PATH'] ?? '').split(delimiter).filter((d) => d !== '' && !/node_modules[\\/]\.bin$/.test(d))].join(
  delimiter,
);
env['NO_COLOR'] = '1';

/** The commands the README shows: each line of its `sh` blocks, and each command of its Development table. */
function readmeCommands(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    for (const line of m[1]!.split('\n')) {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command !== '' && !command.startsWith('#')) out.push(command);
    }
  }
  const from = text.indexOf('## Development');
  const table = text.slice(from, text.indexOf('\n## ', from + 1));
  for (const row of table.split('\n').filter((l) => l.startsWith('| `'))) {
    const first = row.split(' | ')[0]!;
    for (const span of first.matchAll(/`([^`]+)`/g)) if (!span[1]!.includes('…')) out.push(span[1]!);
  }
  return [...new Set(out)];
}

interface Check {
  readonly status?: number | readonly number[];
  readonly output?: RegExp;
  readonly needsLevels?: boolean;
  /** More checks once it ran, with the test's own `expect` (the commands run concurrently). */
  readonly after?: (expect: ExpectStatic) => void;
}

/** The commands run here, with what their output must show. */
const RUN: Record<string, Check> = {
  // First: the build the others find up to date (on a cold cache it builds every package).
  'npx pnpm build': {},
  // The longest next, so that it does not end the file alone.
  'npx pnpm run docs': {
    // The landing page and every page link documents as pages, never raw Markdown copied as media.
    after: (expect) => {
      const pages = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? pages(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
        );
      const api = join(root, 'docs', 'api');
      const raw = pages(api).flatMap((page) =>
        [...readFileSync(page, 'utf8').matchAll(/href="([^"]*\.md(?:#[^"]*)?)"/g)].map((m) => `${page}: ${m[1]}`),
      );
      expect(raw).toEqual([]);
      expect(readFileSync(join(api, 'index.html'), 'utf8')).toContain('href="documents/docs_writing-a-game.html"');
    },
  },
  'npx pnpm -s solve': { output: /sokobond/ },
  'npx pnpm -s solve sokobond': { output: /sokobond: solved \d+\/\d+/ },
  'npx pnpm -s solve key-maze ../shared/levels/key-maze/inputs --part 2': { output: /key-maze: solved 4\/4/, needsLevels: true },
  'npx pnpm -s solve golf-peaks ../shared/levels/golf-peaks --timeout 10 --json > results.jsonl': {
    output: /golf-peaks: solved \d+\/\d+/,
    needsLevels: true,
    after: (expect) => {
      const lines = readFileSync(join(root, 'results.jsonl'), 'utf8').trim().split('\n');
      expect(lines.length).toBeGreaterThan(50);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ game: 'golf-peaks' });
      rmSync(join(root, 'results.jsonl'));
    },
  },
  // One known solution of the corpus does not replay (the game's README says why): exit code 1.
  'npx pnpm -s solve verify sokobond --solutions ../shared/levels/sokobond/solutions.json': {
    status: [0, 1],
    output: /sokobond: \d+\/\d+ solutions valid/,
    needsLevels: true,
  },
  'npx pnpm -s solve render key-maze vault "a b c d" --steps': { output: /step 4\/4: d[\s\S]*solved: 4 moves \(cost 27\)/ },
  'npx pnpm demo': { output: /IDA\*/ },
  'npx pnpm lint': { output: /Checked \d+ files/ },
  'npx pnpm lint:package': {},
  'npx pnpm start': { output: /solved/ },
};

/** The commands not run here, and why. */
const NOT_RUN: Record<string, string> = {
  'npx -y pnpm@12.20.0 install && npx -y pnpm@12.20.0 start':
    'installing while other tests run would change node_modules under them; its second half is run',
  'npx -y pnpm@12.20.0 install && npx -y pnpm@12.20.0 test': 'this suite itself (.ci/run runs exactly it)',
  'npx pnpm test': 'this suite itself',
  'npx pnpm test:quick': 'a part of this suite',
  'npx pnpm test:watch': 'a part of this suite, watching',
  'npx -y pnpm@12.20.0 playground': 'a server that runs until stopped (the playground test serves the built site)',
  'npx pnpm playground': 'a server that runs until stopped',
  'npx pnpm format': 'rewrites files; `npx pnpm lint` is its check',
  'npx pnpm typecheck': 'minutes of CPU on a cold cache; the CI workflow runs it',
  'npx pnpm sizes': 'rewrites the README; the workspace test checks its table against the same packing',
  'npx pnpm lint:types': 'fetches attw from the registry; the CI workflow runs it',
  'npx pnpm bench': 'a benchmark: minutes',
  'npx pnpm bench:cli': 'a benchmark that rewrites the CLI README',
  'npx pnpm bench:game-limits': 'a benchmark: minutes',
  'npx pnpm --filter @puzzle-solvers/game-sokobond bench:symmetry': 'a benchmark: minutes',
  'npx pnpm --filter @puzzle-solvers/game-cosmic-express bench:turns --grid --random 200': 'a benchmark: minutes',
  'npx pnpm fuzz': 'minutes; test/fuzz.test.ts runs a fixed slice of it',
  'npx pnpm run pictures': "rewrites the games' pictures",
  'npx pnpm changeset': 'asks questions',
  'npx pnpm release': 'publishes',
  'npx pnpm release:dry-run': 'starts a registry and installs from it: minutes',
};

const shown = readmeCommands(readme);

describe("the README's commands", () => {
  it('are each run here or listed as not run, with why; and nothing listed is missing from the README', () => {
    expect(shown.filter((c) => !(c in RUN) && !(c in NOT_RUN))).toEqual([]);
    expect([...Object.keys(RUN), ...Object.keys(NOT_RUN)].filter((c) => !shown.includes(c))).toEqual([]);
  });

  it('never call a bare pnpm, in any README or doc: always the pinned one through npx', () => {
    const docs = [
      'README.md',
      'CONTRIBUTING.md',
      ...readdirSync(join(root, 'docs')).map((f) => `docs/${f}`),
      ...readdirSync(join(root, 'packages')).map((p) => `packages/${p}/README.md`),
      'examples/consumer/README.md',
      'scripts/fuzz/README.md',
    ].filter((f) => f.endsWith('.md') && existsSync(join(root, f)));
    const bare: string[] = [];
    for (const file of docs) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // A command: at the start of a code line or of a code span, or after `&&`.
          if (/(^|`|&& )pnpm (?!add\b)[a-z-]/.test(line.replace(/npx (-y )?pnpm/g, 'npx-pnpm')))
            bare.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(bare).toEqual([]);
  });

  /** Runs a command in bash as a user's shell would; resolves with its exit status and output. */
  const runCommand = (command: string): Promise<{ status: number | null; output: string }> =>
    new Promise((resolve, reject) => {
      const child = spawn('bash', ['-c', command], { cwd: root, env, timeout: 600_000 });
      let output = '';
      child.stdout.setEncoding('utf8').on('data', (s: string) => (output += s));
      child.stderr.setEncoding('utf8').on('data', (s: string) => (output += s));
      child.on('error', reject);
      child.on('close', (status, signal) => resolve({ status: status ?? (signal ? -1 : null), output }));
    });

  const check = async ([command, expected]: [string, Check], expect: ExpectStatic): Promise<void> => {
    const run = await runCommand(command);
    const allowed = Array.isArray(expected.status) ? expected.status : [expected.status ?? 0];
    expect(allowed, `exit ${run.status}\n${run.output.slice(-4000)}`).toContain(run.status);
    expect(run.output).not.toContain('No compatible signature');
    if (expected.output) expect(run.output).toMatch(expected.output);
    expected.after?.(expect);
  };

  // The build first, alone: every other command finds it up to date.
  const [first, ...rest] = Object.entries(RUN);
  it(`runs \`${first![0]}\` with a failing pnpm first on PATH`, ({ expect }) => check(first!, expect), 660_000);

  // The others two at a time: each is mostly one process on one core, and run one after another
  // they were the suite's longest file, its last minute on one core.
  const lanes = lanesOf(2);
  it.concurrent.for(rest)(
    'runs `%s` with a failing pnpm first on PATH',
    async (entry, { skip, expect }) => {
      if (entry[1].needsLevels && !haveLevels) skip();
      await lanes(() => check(entry, expect));
    },
    660_000,
  );
});

/** Runs at most `n` of the tasks given to it at once, the others when one ends. */
function lanesOf(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let free = n;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (free === 0) await new Promise<void>((go) => waiting.push(go));
    else free--;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
