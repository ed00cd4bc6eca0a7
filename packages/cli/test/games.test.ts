import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { svgElements } from '@puzzle-solvers/game-kit';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_GAMES, gamePackagesOf, loadGames, type GameEntry } from '../src/index.js';
import { jsonLines, run } from './helpers.js';

// The registered game packages, loaded from their sources (vitest aliases them). A game still being
// written is reported and skipped, so these tests grow as the games arrive.
const { games, failures } = await loadGames();
if (failures.length > 0) {
  console.warn(
    `\n⚠ packages/cli: ${failures.length} registered game(s) not loaded:\n${failures.map((f) => `  ${f.module}: ${f.error}`).join('\n')}\n`,
  );
}

const corpus = fileURLToPath(new URL('../../../../shared/levels/', import.meta.url));
const hasCorpus = existsSync(corpus);
if (!hasCorpus) console.warn(`\n⚠ packages/cli: ${corpus} is absent; corpus checks are skipped\n`);

/** Games whose corpus comes with a map of known solutions in the `verify --solutions` shape. */
const SOLUTION_MAPS: Record<string, string> = {
  sokobond: 'sokobond/solutions.json',
  'golf-peaks': 'golf-peaks/solutions.json',
  'cosmic-express': 'cosmic-express/solutions.json',
};

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('the registry', () => {
  // The one list of games is the command line's package.json dependencies; everything else derives
  // from it or is checked against it here.
  const workspaceGames = readdirSync(join(root, 'packages'))
    .filter((d) => existsSync(join(root, 'packages', d, 'package.json')))
    .map((d) => String(readJson(join(root, 'packages', d, 'package.json'))['name']))
    .filter((name) => gamePackagesOf({ [name]: '' }).length === 1)
    .sort();

  it('is every game package of the workspace, read from the package.json dependencies', () => {
    expect(workspaceGames.length).toBeGreaterThan(0);
    expect(BUILTIN_GAMES.map((g) => g.module).sort()).toEqual(workspaceGames);
    expect(BUILTIN_GAMES.map((g) => g.name)).not.toContain('kit');
  });

  it('names each game after its package, as its plugin does', () => {
    for (const { plugin } of games) expect(BUILTIN_GAMES.map((g) => g.name)).toContain(plugin.name);
  });

  it('is the list of packages in the root README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const module of workspaceGames)
      expect(readme, module).toContain(`[\`${module}\`](packages/${module.slice('@puzzle-solvers/'.length)}/README.md)`);
  });

  it('loads games with distinct names, each with at least one sample and one algorithm', () => {
    const names = games.map((g) => g.plugin.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { plugin } of games) {
      expect(plugin.samples.length, plugin.name).toBeGreaterThan(0);
      expect(plugin.algorithms.length, plugin.name).toBeGreaterThan(0);
      expect(
        plugin.extensions.every((e) => e.startsWith('.')),
        plugin.name,
      ).toBe(true);
    }
  });
});

describe.each(games.map((g): [string, GameEntry] => [g.plugin.name, g]))('the %s game through the command line', (name, entry) => {
  let samples: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const r = await run([name, '--json', '--timeout', '20'], { games: [entry] });
    samples = jsonLines(r.out);
  });

  it('solves every bundled sample', () => {
    expect(samples).toHaveLength(entry.plugin.samples.length);
    for (const s of samples) expect(s, String(s['file'])).toMatchObject({ game: name, status: 'solved', error: null });
  });

  it('verifies and renders the solutions it found', async () => {
    for (const s of samples) {
      const level = String(s['file']);
      const solution = String(s['solution']);
      const v = await run(['verify', name, level, solution, '--json'], { games: [entry] });
      expect(jsonLines(v.out)[0], level).toMatchObject({ valid: true, moves: s['moves'], cost: s['cost'] });
      const r = await run(['render', name, level, solution, '--steps'], { games: [entry] });
      expect(r.code, level).toBe(0);
      expect(r.out.match(/^step \d+\//gm) ?? [], level).toHaveLength(Number(s['moves']));
    }
  });

  it('writes a level, a replay and a solved level as SVG with --svg', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ps-svg-'));
    try {
      const sample = `sample:${entry.plugin.samples[0]!.name}`;
      const still = await run(['render', name, sample, '--svg', join(dir, 'still.svg')], { games: [entry] });
      expect(still.code).toBe(0);
      expect(still.err).toContain('still.svg');
      const picture = svgElements(readFileSync(join(dir, 'still.svg'), 'utf8'));
      expect(picture[0]?.name).toBe('svg');
      expect(picture.some((e) => e.classes.includes('ps-frame'))).toBe(false);
      const solved = await run([name, sample, '--svg', join(dir, 'solved.svg')], { games: [entry] });
      expect(solved.code).toBe(0);
      const frames = svgElements(readFileSync(join(dir, 'solved.svg'), 'utf8')).filter((e) => e.classes.includes('ps-frame'));
      const moves = samples.find((x) => x['file'] === sample)?.['moves'];
      expect(frames).toHaveLength(Number(moves) + 1);
      const replay = await run(
        ['render', name, sample, String(samples.find((x) => x['file'] === sample)?.['solution']), '--svg', join(dir, 'replay.svg')],
        { games: [entry] },
      );
      expect(replay.code).toBe(0);
      expect(readFileSync(join(dir, 'replay.svg'), 'utf8')).toBe(readFileSync(join(dir, 'solved.svg'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!hasCorpus || SOLUTION_MAPS[name] === undefined)('agrees with the game on every known solution of the corpus', async () => {
    // Whether each solution is valid is the game's business (its corpus test); here the command line
    // must find every level relative to the JSON file and give the same verdict as the plugin itself.
    const mapFile = `${corpus}${SOLUTION_MAPS[name]}`;
    const r = await run(['verify', name, '--solutions', mapFile, '--json'], { games: [entry] });
    const lines = jsonLines(r.out);
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string[]>;
    const expected = Object.entries(map).flatMap(([key, solutions]) => {
      const level = entry.plugin.parse(readFileSync(join(dirname(mapFile), key), 'utf8'), { file: key });
      return solutions.map((solution) => {
        let valid: boolean | null;
        // Notes (empty, or one line starting with #) are skipped, not verified.
        if (solution.trim() === '' || (solution.startsWith('#') && !solution.trimEnd().includes('\n'))) {
          return { file: join(dirname(mapFile), key), solution, valid: null };
        }
        try {
          valid = entry.plugin.verify(level, solution).valid;
        } catch {
          valid = false;
        }
        return { file: join(dirname(mapFile), key), solution, valid };
      });
    });
    expect(lines.map((l) => ({ file: l['file'], solution: l['solution'], valid: l['valid'] }))).toEqual(expected);
    expect(r.code).toBe(lines.every((l) => l['valid'] !== false) ? 0 : 1);
  });
});
