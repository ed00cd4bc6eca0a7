// Levels the browser tests make at run time: dead ends found by search, a megabyte maze, and what
// the games' own rules say a walk of the key maze does.
import { replaySteps, solvableByBfs, type AnyGamePlugin, type PlayablePlugin } from '@puzzle-solvers/game-kit';
import { plugin as ballSort } from '@puzzle-solvers/game-ball-sort';
import { plugin as cosmicExpress } from '@puzzle-solvers/game-cosmic-express';
import { plugin as golfPeaks } from '@puzzle-solvers/game-golf-peaks';
import { applyStep, decodeState, DIRECTIONS, plugin as keyMaze, neighbour, replay, shortestRoute } from '@puzzle-solvers/game-key-maze';
import { plugin as sokobond } from '@puzzle-solvers/game-sokobond';

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

/**
 * A key maze of `size`×`size` cells (odd): a perfect maze dug by a seeded depth-first search, the
 * robot in the middle, the 26 keys on dead ends. 1001 gives a level of about a megabyte.
 */
export function bigKeyMaze(size: number, seed = 7): string {
  let s = seed;
  const random = (n: number): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
  const grid = Array.from({ length: size }, () => new Uint8Array(size).fill(35));
  const cells = (size - 1) / 2;
  const stack: [number, number][] = [[0, 0]];
  grid[1]![1] = 46;
  const ends: [number, number][] = [];
  while (stack.length > 0) {
    const [cx, cy] = stack[stack.length - 1]!;
    const next = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ].filter(([dx, dy]) => {
      const nx = cx + dx!;
      const ny = cy + dy!;
      return nx >= 0 && ny >= 0 && nx < cells && ny < cells && grid[2 * ny + 1]![2 * nx + 1] === 35;
    });
    if (next.length === 0) {
      ends.push([cx, cy]);
      stack.pop();
      continue;
    }
    const [dx, dy] = next[random(next.length)]!;
    grid[2 * cy + 1 + dy!]![2 * cx + 1 + dx!] = 46;
    grid[2 * (cy + dy!) + 1]![2 * (cx + dx!) + 1] = 46;
    stack.push([cx + dx!, cy + dy!]);
  }
  const mid = 2 * Math.floor(cells / 2) + 1;
  grid[mid]![mid] = 64;
  for (let k = 0; k < 26; k++) {
    const [x, y] = ends[Math.floor(((k + 1) * ends.length) / 27)]!;
    if (grid[2 * y + 1]![2 * x + 1] === 46) grid[2 * y + 1]![2 * x + 1] = 97 + k;
  }
  return `${grid.map((row) => String.fromCharCode(...row)).join('\n')}\n`;
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
