import { NEVER_OPENS, type Direction, type Level } from './level.js';

/**
 * The rules of the key maze, written once: which cells a robot may enter, one grid step, and one
 * key-to-key move. The searches, the verifier and the renderer all go through these.
 *
 * @module
 */

const HASH = 35;

/** The four step directions, in the order the searches try them. @category Rules */
export const DIRECTIONS: readonly Direction[] = Object.freeze(['U', 'D', 'L', 'R'] as const);

/**
 * The cell one step from `cell` in direction `dir`, or -1 off the map.
 *
 * @category Rules
 */
export function neighbour(level: Level, cell: number, dir: Direction): number {
  const w = level.width;
  const x = cell % w;
  switch (dir) {
    case 'U':
      return cell >= w ? cell - w : -1;
    case 'D':
      return cell + w < level.cells.length ? cell + w : -1;
    case 'L':
      return x > 0 ? cell - 1 : -1;
    case 'R':
      return x < w - 1 ? cell + 1 : -1;
  }
}

/**
 * Whether a robot could ever stand on `cell`: not a wall and not a door whose key is absent.
 *
 * @category Rules
 */
export function isWalkable(level: Level, cell: number): boolean {
  return level.cells[cell] !== HASH && level.doorAt[cell] !== NEVER_OPENS;
}

/**
 * The key set (as bits) a robot needs to enter `cell`: a door's key bit, else 0. Call only on a
 * walkable cell.
 *
 * @category Rules
 */
export function doorBit(level: Level, cell: number): number {
  const d = level.doorAt[cell]!;
  return d >= 0 ? 1 << d : 0;
}

/**
 * The key set (as bits) picked up by stepping on `cell`: the key's bit, else 0.
 *
 * @category Rules
 */
export function keyBit(level: Level, cell: number): number {
  const k = level.keyAt[cell]!;
  return k >= 0 ? 1 << k : 0;
}

/**
 * Whether a robot holding `held` may step onto `cell`.
 *
 * @category Rules
 */
export function canEnter(level: Level, cell: number, held: number): boolean {
  return isWalkable(level, cell) && (doorBit(level, cell) & ~held) === 0;
}

/**
 * One grid step: robot `robot` moves one cell in `dir` and picks up the key there.
 *
 * @returns the new robot cells and key set, or `undefined` when the step hits a wall, a closed door
 * or the map's edge.
 * @category Rules
 */
export function step(
  level: Level,
  robots: readonly number[],
  held: number,
  robot: number,
  dir: Direction,
): { robots: number[]; held: number } | undefined {
  const from = robots[robot];
  if (from === undefined) return undefined;
  const to = neighbour(level, from, dir);
  if (to < 0 || !canEnter(level, to, held)) return undefined;
  const next = robots.slice();
  next[robot] = to;
  return { robots: next, held: held | keyBit(level, to) };
}

/**
 * The length of the shortest legal route from `from` to key `key` with the keys `held`: it may pass
 * open doors and held keys, never a closed door or another key not yet held (that key would be
 * collected first).
 *
 * @returns the number of steps, or -1 when there is no such route.
 * @category Rules
 */
export function routeLength(level: Level, from: number, held: number, key: number): number {
  const target = level.keyCells[key];
  if (target === undefined) return -1;
  if (from === target) return 0;
  const n = level.cells.length;
  const w = level.width;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const c = queue[head++]!;
    const d = dist[c]! + 1;
    const x = c % w;
    for (let i = 0; i < 4; i++) {
      const nb =
        i === 0 ? (c >= w ? c - w : -1) : i === 1 ? (c + w < n ? c + w : -1) : i === 2 ? (x > 0 ? c - 1 : -1) : x < w - 1 ? c + 1 : -1;
      if (nb < 0 || dist[nb] !== -1 || !canEnter(level, nb, held)) continue;
      if (nb === target) return d;
      if ((keyBit(level, nb) & ~held) !== 0) continue; // an uncollected key would be picked up on the way
      dist[nb] = d;
      queue[tail++] = nb;
    }
  }
  return -1;
}

/**
 * A shortest legal route from `from` to key `key` with the keys `held`, as the cells walked (both
 * ends included): the route {@link routeLength} measures and a key-to-key move walks.
 *
 * @remarks When several routes are shortest, the one found first (neighbours tried up, down,
 * left, right) is given; every one of them costs the same and ends in the same state.
 * @returns the cells, `from` first and the key's cell last; `undefined` when there is no route.
 * @example
 * ```ts
 * shortestRoute(parse('#####\n#@.a#\n#####'), 6, 0, 0); // [6, 7, 8]
 * ```
 * @see {@link routeLength}, {@link applyStep}
 * @category Rules
 */
export function shortestRoute(level: Level, from: number, held: number, key: number): number[] | undefined {
  const target = level.keyCells[key];
  if (target === undefined) return undefined;
  if (from === target) return [from];
  const n = level.cells.length;
  const parent = new Int32Array(n).fill(-1);
  parent[from] = from;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head]!;
    for (const dir of DIRECTIONS) {
      const nb = neighbour(level, c, dir);
      if (nb < 0 || parent[nb] !== -1 || !canEnter(level, nb, held)) continue;
      parent[nb] = c;
      if (nb === target) {
        const path = [target];
        for (let p = c; p !== from; p = parent[p]!) path.push(p);
        path.push(from);
        return path.reverse();
      }
      if ((keyBit(level, nb) & ~held) !== 0) continue; // an uncollected key would be picked up on the way
      queue.push(nb);
    }
  }
  return undefined;
}

/**
 * Why a key-to-key move is illegal, or its effect.
 *
 * @category Rules
 */
export type MoveOutcome =
  | { readonly ok: true; readonly robots: number[]; readonly held: number; readonly steps: number }
  | { readonly ok: false; readonly reason: string };

const DIRECTION_WORDS: Readonly<Record<Direction, string>> = { U: 'up', D: 'down', L: 'left', R: 'right' };

/**
 * One grid step with its reason when refused: robot `robot` steps one cell in `dir` (cost 1) and
 * picks up the key there, as {@link step} does.
 *
 * @remarks
 * **When to use**: to play a maze cell by cell (a person at the arrow keys, the notation's step
 * tokens `U D L R`). A walk of steps that ends on a key not yet held, without stepping on another
 * one, ends in the same robots and keys as the key-to-key move {@link applyMove} (a property
 * test checks it); its cost is the steps actually taken.
 *
 * @param level - the level.
 * @param robots - each robot's cell (any walkable cell).
 * @param held - the keys held, as bits.
 * @param robot - the robot that steps.
 * @param dir - the direction.
 * @returns the robots, keys and `steps: 1`; or why the step cannot be made (a wall, a closed
 * door, the map's edge, no such robot).
 * @example
 * ```ts
 * applyStep(parse('#####\n#@.a#\n#####'), [6], 0, 0, 'R'); // { ok: true, robots: [7], held: 0, steps: 1 }
 * ```
 * @see {@link applyMove}
 * @category Rules
 */
export function applyStep(level: Level, robots: readonly number[], held: number, robot: number, dir: Direction): MoveOutcome {
  const from = robots[robot];
  if (from === undefined || !Number.isInteger(robot)) {
    return { ok: false, reason: `there is no robot ${robot} (the map has ${robots.length})` };
  }
  const to = neighbour(level, from, dir);
  const where = `robot ${robot} cannot step ${DIRECTION_WORDS[dir]}`;
  if (to < 0) return { ok: false, reason: `${where}: the edge of the map` };
  if (level.cells[to] === HASH) return { ok: false, reason: `${where}: a wall` };
  const door = level.doorAt[to]!;
  const letter = String.fromCharCode(level.cells[to]!);
  if (door === NEVER_OPENS) return { ok: false, reason: `${where}: door ${letter} never opens (its key is not on the map)` };
  if (door >= 0 && ((held >> door) & 1) === 0) {
    return { ok: false, reason: `${where}: door ${letter} is closed (key ${letter.toLowerCase()} is not held)` };
  }
  const next = robots.slice();
  next[robot] = to;
  return { ok: true, robots: next, held: held | keyBit(level, to), steps: 1 };
}

/**
 * One key-to-key move: robot `robot` walks the shortest legal route to key `key` (an index) and
 * picks it up.
 *
 * @category Rules
 */
export function applyMove(level: Level, robots: readonly number[], held: number, robot: number, key: number): MoveOutcome {
  const letter = level.keys[key];
  if (letter === undefined) return { ok: false, reason: 'there is no such key on the map' };
  if (robot < 0 || robot >= robots.length || !Number.isInteger(robot)) {
    return { ok: false, reason: `there is no robot ${robot} (the map has ${robots.length})` };
  }
  if ((held >> key) & 1) return { ok: false, reason: `key ${letter} is already held` };
  const steps = routeLength(level, robots[robot]!, held, key);
  if (steps < 0) {
    return {
      ok: false,
      reason: `robot ${robot} cannot reach key ${letter}: every route is blocked by a wall, a closed door or a key not yet collected`,
    };
  }
  const next = robots.slice();
  next[robot] = level.keyCells[key]!;
  return { ok: true, robots: next, held: held | (1 << key), steps };
}
