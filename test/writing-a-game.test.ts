// docs/writing-a-game.md, followed as a reader would: the packages are packed into a `tarballs/`
// folder (as the guide's pack command does), the guide's first `sh` block creates the project beside it, every code block with a
// `title="path"` is written to that path in the project, and every other `sh` block runs there, one
// command at a time: `tsc` builds the sixth game and the installed `puzzle-solve --plugin` solves it.
// The integration project builds the packages before this file runs (scripts/vitest-build.ts).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript without declarations
import { packedWorkspace } from '../scripts/lib/pack.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const guide = readFileSync(join(root, 'docs', 'writing-a-game.md'), 'utf8');

interface Block {
  readonly lang: string;
  readonly title: string | undefined;
  readonly body: string;
}
const blocks: Block[] = [...guide.matchAll(/^```(\w+)(?: title="([^"]+)")?\n([\s\S]*?)^```$/gm)].map((m) => ({
  lang: m[1]!,
  title: m[2],
  body: m[3]!,
}));
const files = blocks.filter((b) => b.title !== undefined);
const shell = blocks.filter((b) => b.lang === 'sh');
/** The block run in a checkout of this repository, to make the tarballs. */
const packBlock = shell.find((b) => b.body.startsWith('# in the checkout'));
const [setupBlock, ...projectBlocks] = shell.filter((b) => b !== packBlock);

/** The commands of a shell block: one per line, without comments and blank lines. */
const commands = (block: Block): string[] =>
  block.body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

interface Run {
  readonly command: string;
  readonly status: number | null;
  readonly output: string;
}
const env = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_prefer_offline: 'true', NO_COLOR: '1' };
function bash(script: string, cwd: string): Run {
  const out = spawnSync('bash', ['-e', '-c', script], { cwd, env, encoding: 'utf8', timeout: 120_000 });
  return { command: script, status: out.status, output: `${out.stdout}${out.stderr}` };
}

let work = '';
let project = '';
let packed: Run | undefined;
let setup: Run | undefined;
/** Set when the registry cannot be reached for TypeScript and @types/node: the checks after setup skip loudly. */
let offline = false;
const runs: Run[] = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'puzzle-solvers-guide-'));
  project = join(work, 'game-push');
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  // The guide's pack command's tarballs (the checkout is already built), packed once for every test
  // that needs them (scripts/lib/pack.mjs packs them just so: `pnpm -r --filter "@puzzle-solvers/*" pack`).
  try {
    for (const p of (packedWorkspace() as { packages: { tarball: string }[] }).packages)
      copyFileSync(p.tarball, join(tarballs, basename(p.tarball)));
    packed = { command: 'pack', status: 0, output: '' };
  } catch (e) {
    packed = { command: 'pack', status: 1, output: (e as Error).message };
  }
  if (packed.status !== 0 || !setupBlock) return;
  setup = bash(commands(setupBlock).join('\n'), work);
  if (setup.status !== 0) {
    offline = /E(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT)/.test(setup.output);
    if (offline)
      console.warn(`\n⚠ docs/writing-a-game.md: the npm registry is unreachable; the guide's project was not set up\n${setup.output}`);
    return;
  }
  for (const file of files) {
    const path = join(project, file.title!);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.body);
  }
  for (const block of projectBlocks) {
    for (const command of commands(block)) {
      const run = bash(command, project);
      runs.push(run);
      if (run.status !== 0) return;
    }
  }
}, 240_000);

afterAll(() => {
  if (work && !process.env['KEEP_GUIDE']) rmSync(work, { recursive: true, force: true });
});

const outputOf = (prefix: string): string => {
  const run = runs.find((r) => r.command.startsWith(prefix));
  expect(run, `the guide runs \`${prefix}\``).toBeDefined();
  return run!.output;
};

describe('docs/writing-a-game.md', () => {
  it('has a project setup, a pack command for the tarballs, and the shape of a game package as files', () => {
    expect(setupBlock && commands(setupBlock)).toContain('npm pkg set type=module');
    expect(packBlock?.body).toContain('-r --filter "@puzzle-solvers/*" pack --pack-destination ../tarballs');
    const sources = files.map((f) => f.title).filter((t) => t?.startsWith('src/'));
    const shape = [
      'level',
      'parse',
      'rules',
      'heuristics',
      'state',
      'solve',
      'notation',
      'verify',
      'render',
      'render-svg',
      'samples',
      'plugin',
      'index',
    ];
    expect(sources).toEqual(shape.map((name) => `src/${name}.ts`));
  });

  it('sets up a default npm project from the packed tarballs', ({ skip }) => {
    expect(packed?.status, packed?.output).toBe(0);
    if (offline) skip();
    expect(setup?.status, setup?.output).toBe(0);
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { type?: string };
    expect(manifest.type).toBe('module');
    expect(readdirSync(join(project, 'node_modules', '@puzzle-solvers'))).toEqual(
      expect.arrayContaining(['search-core', 'game-kit', 'cli']),
    );
  });

  it('runs every command of the guide in the project without an error', ({ skip }) => {
    if (offline) skip();
    const failed = runs.find((r) => r.status !== 0);
    expect(failed, failed && `${failed.command}\n${failed.output}`).toBeUndefined();
    expect(runs.map((r) => r.command)).toContain('npx tsc');
    expect(existsSync(join(project, 'dist', 'index.js'))).toBe(true);
    expect(existsSync(join(project, 'dist', 'index.d.ts'))).toBe(true);
  });

  it('solves the sixth game through puzzle-solve --plugin, `around` in 6 steps as the guide says', ({ skip }) => {
    if (offline) skip();
    const out = outputOf('npx puzzle-solve push --plugin');
    // The guide's game proves its answers shortest (breadth-first search): the CLI says so.
    expect(out).toMatch(/sample:around: solved in 6 moves \(proven optimal\)/);
    expect(out).toMatch(/sample:corridor: solved in 4 moves \(proven optimal\)/);
    expect(out).toMatch(/solved 2\/2/);
  });

  it('verifies and renders a solution through the plugin', ({ skip }) => {
    if (offline) skip();
    expect(outputOf('npx puzzle-solve verify push')).toMatch(/valid/i);
    const drawn = outputOf('npx puzzle-solve render push');
    expect(drawn).toContain('#@ $  .#');
    expect(drawn).toContain('#    @*#');
  });

  it('writes the solution as an animated SVG through the plugin’s renderSvgAnimation', ({ skip }) => {
    if (offline) skip();
    expect(outputOf('npx puzzle-solve render push sample:corridor RRRR --svg corridor.svg')).toContain('corridor.svg');
    const svg = readFileSync(join(project, 'corridor.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/class="ps-frame/g)).toHaveLength(5); // the start and four steps
    expect(svg).toContain('class="keeper"');
  });

  it('runs its tests with Node’s test runner and fast-check, outside this repository', ({ skip }) => {
    if (offline) skip();
    expect(outputOf('node --test')).toMatch(/# pass 3\b/);
    expect(outputOf('node --test')).toMatch(/# fail 0\b/);
  });

  it('runs the program of the guide and prints what the guide says', ({ skip }) => {
    if (offline) skip();
    expect(guide).toContain('It prints `solved RRRR { valid: true, moves: 4, cost: 4 }`.');
    expect(outputOf('node try.mjs')).toContain('solved RRRR { valid: true, moves: 4, cost: 4 }');
  });

  it('reports a malformed level at its line and column through the command line', ({ skip }) => {
    if (offline) skip();
    writeFileSync(join(project, 'bad.txt'), '#####\n#@$.#\n#?  #\n#####\n');
    const run = bash('npx puzzle-solve push bad.txt --plugin ./dist/index.js', project);
    expect(run.status).toBe(2);
    expect(run.output).toContain("bad.txt:3:2: unknown tile '?'");
  });
});
