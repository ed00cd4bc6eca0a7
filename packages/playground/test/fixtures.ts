// Levels the browser tests make at run time: dead ends found by search, a megabyte maze, and what
// the games' own rules say a walk of the key maze does.
import { replaySteps, solvableByBfs, type AnyGamePlugin, type PlayablePlugin } from '@puzzle-solvers/game-kit';
import { plugin as ballSort } from '@puzzle-solvers/game-ball-sort';
import { plugin as cosmicExpress } from '@puzzle-solvers/game-cosmic-express';
import { plugin as golfPeaks } from '@puzzle-solvers/game-golf-peaks';
import { applyStep, decodeState, DIRECTIONS, plugin as keyMaze, neighbour, replay, shortestRoute } from '@puzzle-solvers/game-key-maze';
import { plugin as sokobond } from '@puzzle-solvers/game-sokobond';

export { bigKeyMaze } from '../fixtures/big-key-maze.mjs';

interface DeadEnd {
  /** The level, the moves that reach a dead end, and the fewest moves to undo out of it. */
  readonly level: string;
  readonly moves: string;
  readonly undo: number;
}

type Any = PlayablePlugin<unknown, unknown, unknown>;

/** Every move worth trying in a state, per game (illegal ones are skipped by the search). */
const MOVES: Readonly<Record<string, (plugin: AnyGamePlugin, level: unknown, state: unknown) => unknown[]>> = {
  sokobond: (p, l) => p.parseSolution('WASD', l),
  'cosmic-express': (p, l) => p.parseSolution('URDL', l),
  'ball-sort': (_p, _l, s) => {
    const n = (s as number[]).length;
    return Array.from({ length: n * n }, (_, k) => ({ from: Math.floor(k / n), to: k % n }));
  },
  'golf-peaks': (p, l, s) =>
    (s as { hand: { label: string }[] }).hand.flatMap((c) => p.parseSolution(['↗', '↘', '↙', '↖'].map((a) => c.label + a).join(' '), l)),
};

const LEVELS: Readonly<Record<string, { plugin: AnyGamePlugin; text: string }>> = {
  sokobond: { plugin: sokobond, text: sokobond.samples[0]!.text },
  'cosmic-express': { plugin: cosmicExpress, text: cosmicExpress.samples[0]!.text },
  'golf-peaks': { plugin: golfPeaks, text: golfPeaks.samples[0]!.text },
  // Found by search: solvable, with three dead ends among its 107 states.
  'ball-sort': { plugin: ballSort, text: '{"capacity":3,"tubes":[["A","B","A"],["A","C","B"],["C","C","B"],[]]}' },
};

/**
 * The first dead end (in breadth-first order) of a game's test level, the moves to it, and the
 * fewest moves to undo: found with the slow BFS oracle, independent of the playground.
 */
export function deadEndOf(game: string): DeadEnd | undefined {
  const entry = LEVELS[game];
  const movesOf = MOVES[game];
  if (entry === undefined || movesOf === undefined) return undefined;
  const plugin = entry.plugin as Any;
  const level = plugin.parse(entry.text);
  const key = (s: unknown): string => (game === 'cosmic-express' ? (s as { path(): number[] }).path().join(',') : JSON.stringify(s));
  const start = plugin.initialState(level);
  const queue: { state: unknown; moves: unknown[] }[] = [{ state: start, moves: [] }];
  const seen = new Set([key(start)]);
  for (let head = 0; head < queue.length && head < 5000; head++) {
    const { state, moves } = queue[head]!;
    if (moves.length > 0 && solvableByBfs(plugin, level, state, (s) => movesOf(plugin, level, s), key) === false) {
      const states = replaySteps(plugin, level, moves).states;
      let undo = 1;
      while (solvableByBfs(plugin, level, states[moves.length - undo]!, (s) => movesOf(plugin, level, s), key) !== true) undo++;
      return { level: entry.text, moves: plugin.formatSolution(moves), undo };
    }
    for (const m of movesOf(plugin, level, state)) {
      const o = plugin.playMove(level, state, m);
      if (o.kind !== 'moved' || seen.has(key(o.state))) continue;
      seen.add(key(o.state));
      queue.push({ state: o.state, moves: [...moves, m] });
    }
  }
  return undefined;
}

/** Keys that play a legal first move of Golf Peaks' default sample: card 1, then the first direction it can go. */
export function golfFirstKeys(): string[] {
  const plugin = golfPeaks as Any;
  const level = plugin.parse(golfPeaks.samples[0]!.text);
  const start = plugin.initialState(level) as { hand: { label: string }[] };
  const arrows = ['↗', '↘', '↙', '↖'];
  const keys = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'];
  const d = arrows.findIndex(
    (a) => plugin.playMove(level, start, plugin.parseSolution(`${start.hand[0]!.label}${a}`, level)[0]).kind === 'moved',
  );
  return ['1', keys[d] ?? 'ArrowUp'];
}

/** That first move of Golf Peaks' default sample in the notation (card 1's label and the arrow). */
export function golfFirstMove(): string {
  const plugin = golfPeaks as Any;
  const level = plugin.parse(golfPeaks.samples[0]!.text);
  const start = plugin.initialState(level) as { hand: { label: string }[] };
  const arrow = ['↗', '↘', '↙', '↖'][['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'].indexOf(golfFirstKeys()[1] ?? '')] ?? '';
  return plugin.formatSolution(plugin.parseSolution(`${start.hand[0]!.label}${arrow}`, level));
}

/** What the key maze's own rules say about walking robot 0 of its default sample to its first key, step by step. */
export interface KeyMazeWalk {
  /** The arrow keys of the shortest route to key `key`. */
  readonly arrows: readonly string[];
  readonly key: string;
  /** Those steps in the notation of play (`L L U`). */
  readonly moves: string;
  /** After all but the last step: an arrow the maze refuses there, and the game's reason. */
  readonly refused: { readonly arrow: string; readonly reason: string };
  /** After all but the last step: the moves of a shortest solution from there. */
  readonly hintMoves: number;
  /** Its first move in the notation. */
  readonly hintNext: string;
}

const ARROW_OF: Readonly<Record<string, string>> = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' };

/** The walk of {@link KeyMazeWalk}, computed with the game package in Node. */
export function keyMazeWalk(): KeyMazeWalk {
  const level = keyMaze.parse(keyMaze.samples[0]!.text);
  const key = level.keys[0]!;
  const route = shortestRoute(level, level.robots[0]!, 0, 0) ?? [];
  const dirs = route.slice(1).map((c, i) => DIRECTIONS.find((d) => neighbour(level, route[i]!, d) === c)!);
  const before = dirs.slice(0, -1);
  const states = replay(
    level,
    before.map((dir) => ({ robot: 0, dir })),
  );
  const { robots, held } = decodeState(level, states.at(-1)!);
  const wall = DIRECTIONS.map((d) => ({ d, r: applyStep(level, robots, held, 0, d) })).find((x) => !x.r.ok);
  const hint = keyMaze.solveFrom!(level, states.at(-1)!);
  if (wall === undefined || wall.r.ok || hint.result.status !== 'solved') throw new Error('the sample changed: pick another walk');
  return {
    arrows: dirs.map((d) => ARROW_OF[d]!),
    key,
    moves: dirs.join(' '),
    refused: { arrow: ARROW_OF[wall.d]!, reason: wall.r.reason },
    hintMoves: hint.result.moves.length,
    hintNext: keyMaze.formatSolution(hint.result.moves.slice(0, 1)),
  };
}

/** A ball sort level whose `anytime` solve improves on its first solution, and what each solution says. */
export interface AnytimeLevel {
  readonly text: string;
  /** Each solution as the game's own solve reports it, in order: moves, lower bound, proven optimal. */
  readonly solutions: readonly { readonly moves: number; readonly lowerBound: number; readonly optimal: boolean }[];
}

/**
 * The first of a few shuffled 9-colour ball sort levels (4 balls a tube, two empty tubes) on which
 * the game's `anytime` algorithm, solved here in Node, finds a first solution and then a better one.
 */
export function anytimeBallSort(): AnytimeLevel {
  for (let seed = 1; seed <= 8; seed++) {
    let s = seed;
    const random = (n: number): number => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return (s >>> 8) % n;
    };
    const colours = 9;
    const balls = Array.from({ length: colours * 4 }, (_, i) => String.fromCharCode(65 + (i % colours)));
    for (let i = balls.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [balls[i], balls[j]] = [balls[j] as string, balls[i] as string];
    }
    const tubes: string[][] = Array.from({ length: colours }, (_, t) => balls.slice(t * 4, t * 4 + 4));
    tubes.push([], []);
    const text = JSON.stringify({ capacity: 4, tubes });
    const solutions: { moves: number; lowerBound: number; optimal: boolean }[] = [];
    const answer = ballSort.solve(ballSort.parse(text), {
      algorithm: 'anytime',
      timeoutMs: 20_000,
      onSolution: (x) => solutions.push({ moves: x.moves, lowerBound: x.lowerBound, optimal: x.optimal }),
    });
    if (answer.optimal && solutions.length >= 2) return { text, solutions };
  }
  throw new Error('no shuffled level improved on its first solution: pick other seeds');
}
