import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { verify } from '../src/verify.js';

// An independent check of the levels the solver proves unsolvable: a small exhaustive search written
// here from the rules alone, sharing no code with the package (its own JSON reading, simulation and
// pruning). One car, no green aliens. Its only pruning is a naive, plainly sound one: a free cell is
// usable only if a simple track from the engine through it to the exit exists, tested by Menger's
// theorem (no single other cell separates it from both the engine and the exit); every waiting
// alien needs a usable cell next to it, and every colour enough empty houses next to usable cells;
// and a position (used cells, engine, loads) that failed once is not searched again.

const root = fileURLToPath(new URL('../../../../shared/levels/cosmic-express/', import.meta.url));
const present = existsSync(root);

interface Brute {
  readonly W: number;
  readonly free: Uint8Array; // 1 for a cell the track may use (the exit included)
  readonly entrance: number;
  readonly exit: number;
  readonly aliens: { cell: number; color: string }[];
  readonly houses: { cell: number; color: string }[];
}

function readLevel(text: string): Brute {
  const j = JSON.parse(text) as {
    width: number;
    height: number;
    length: number;
    entrances: { x: number; y: number }[];
    exits: { x: number; y: number }[];
    entities: [{ x: number; y: number }, string | { Alien?: { color: string }; House?: { color: string } }][];
  };
  if (j.length !== 1) throw new Error('one car only');
  const W = j.width + 2;
  const free = new Uint8Array(W * (j.height + 2));
  for (let y = 1; y <= j.height; y++) for (let x = 1; x <= j.width; x++) free[y * W + x] = 1;
  const at = (p: { x: number; y: number }): number => p.y * W + p.x;
  const aliens: Brute['aliens'] = [];
  const houses: Brute['houses'] = [];
  for (const [p, e] of j.entities) {
    free[at(p)] = 0;
    if (typeof e === 'string') continue;
    if (e.Alien) aliens.push({ cell: at(p), color: e.Alien.color });
    if (e.House) houses.push({ cell: at(p), color: e.House.color });
  }
  if (aliens.some((a) => a.color === 'Green')) throw new Error('no green aliens');
  const exit = at(j.exits[0]!);
  free[exit] = 1;
  return { W, free, entrance: at(j.entrances[0]!), exit, aliens, houses };
}

/** Exhaustive search: a track (list of cells) that solves the level, or null; `states` counts nodes. */
function bruteForce(lv: Brute): { track: number[] | null; states: number } {
  const { W, free, exit, aliens, houses } = lv;
  const n = free.length;
  const adjacent = Array.from({ length: n }, (_, c) =>
    [c - W, c + 1, c + W, c - 1].filter((o) => o >= 0 && o < n && Math.abs((o % W) - (c % W)) <= 1),
  );
  const nbrs = (c: number): number[] => adjacent[c]!;
  const used = new Uint8Array(n);
  const status = new Uint8Array(aliens.length); // 0 waiting, 1 aboard, 2 delivered
  const full = new Uint8Array(houses.length);
  let car = -1;
  const track: number[] = [];
  let states = 0;
  // 1 for a cell a track from the engine may still pass (the engine's own cell included): set
  // once per position by `usable`, read by `reach` and the ring test.
  const isNode = new Uint8Array(n);
  // The eight cells around each cell (N, NE, E, SE, S, SW, W, NW; -1 off the grid).
  const ring = Array.from({ length: n }, (_, v) =>
    [v - W, v - W + 1, v + 1, v + W + 1, v + W, v + W - 1, v - 1, v - W - 1].map((o) =>
      o >= 0 && o < n && Math.abs((o % W) - (v % W)) <= 1 ? o : -1,
    ),
  );
  const node = new Uint8Array(8);
  const arc = new Int32Array(8);
  const stack = new Int32Array(n);
  const seenR = new Uint8Array(n);
  const seenS = new Uint8Array(n);
  const cellsR = new Int32Array(n);
  // Cells connected to `starts` without passing `removed` (into `seen`).
  const reach = (seen: Uint8Array, starts: number[], removed: number): Uint8Array => {
    seen.fill(0);
    let sp = 0;
    for (const s of starts) if (s !== removed) (seen[s] = 1), (stack[sp++] = s);
    while (sp > 0) {
      const c = stack[--sp]!;
      for (const o of adjacent[c]!) if (seen[o] === 0 && o !== removed && isNode[o] === 1) (seen[o] = 1), (stack[sp++] = o);
    }
    return seen;
  };
  // Cells a simple track from head to the exit can pass through.
  const usable = (head: number): Uint8Array | null => {
    for (let c = 0; c < n; c++) isNode[c] = free[c] === 1 && used[c] === 0 ? 1 : 0;
    isNode[head] = 1;
    const R = reach(seenR, [head], -1);
    if (!R[exit]) return null;
    const ok = R.slice();
    // The cells of R, listed once: the loops below visit only them.
    let m = 0;
    for (let c = 0; c < n; c++) if (R[c]) cellsR[m++] = c;
    for (let j = 0; j < m; j++) {
      const v = cellsR[j]!;
      // Skip v when its neighbours stay connected through the eight cells around it: then removing
      // it separates nothing.
      const around = ring[v]!;
      for (let i = 0; i < 8; i++) node[i] = around[i]! >= 0 && isNode[around[i]!] === 1 ? 1 : 0;
      arc.fill(-1);
      let arcs = 0;
      for (let i = 0; i < 8; i++) {
        if (!node[i] || node[(i + 7) % 8]) continue;
        for (let k = i; node[k % 8] && k < i + 8; k++) arc[k % 8] = arcs;
        arcs++;
      }
      let first = -2;
      let split = false;
      // The four orthogonal neighbours (N, E, S, W).
      for (let i = 0; i < 8; i += 2) {
        if (!node[i]) continue;
        if (first === -2) first = arc[i]!;
        else if (arc[i] !== first) split = true;
      }
      // One neighbour, or all in one arc, or the ring all nodes (arc -1): v separates nothing.
      if (!split) continue;
      const S = reach(seenS, [head, exit], v);
      for (let k = 0; k < m; k++) {
        const c = cellsR[k]!;
        if (c !== v && !S[c]) ok[c] = 0;
      }
    }
    ok[head] = 0;
    return ok;
  };
  const alive = (head: number): boolean => {
    const U = usable(head);
    if (U === null) return false;
    const near = (cell: number): boolean => nbrs(cell).some((o) => U[o] === 1);
    const need = new Map<string, number>();
    for (let a = 0; a < aliens.length; a++) {
      if (status[a] === 2) continue;
      if (status[a] === 0 && !near(aliens[a]!.cell)) return false;
      need.set(aliens[a]!.color, (need.get(aliens[a]!.color) ?? 0) + 1);
    }
    for (const [color, k] of need) {
      let room = 0;
      for (let h = 0; h < houses.length; h++) if (!full[h] && houses[h]!.color === color && near(houses[h]!.cell)) room++;
      if (room < k) return false;
    }
    return true;
  };
  // The car arrives on cell c: delivers to the first empty house of its colour next to it, then,
  // if empty, takes the waiting alien next to it when there is exactly one. Returns an undo.
  const arrive = (c: number): (() => void) => {
    const before = { car, status: status.slice(), full: full.slice() };
    const adj = nbrs(c);
    if (car >= 0) {
      const h = houses.findIndex((hh, i) => !full[i] && hh.color === aliens[car]!.color && adj.includes(hh.cell));
      if (h >= 0) {
        full[h] = 1;
        status[car] = 2;
        car = -1;
      }
    }
    if (car < 0) {
      const waiting = aliens.map((_, i) => i).filter((i) => status[i] === 0 && adj.includes(aliens[i]!.cell));
      if (waiting.length === 1) {
        car = waiting[0]!;
        status[car] = 1;
      }
    }
    return () => {
      car = before.car;
      status.set(before.status);
      full.set(before.full);
    };
  };
  // Failed positions: the future depends only on the used cells, the engine's cell and the loads.
  const failed = new Set<string>();
  // The position's bytes, read as a Latin-1 string (one character per byte).
  const keyBytes = Buffer.alloc(n + 3 + status.length + full.length);
  const keyOf = (head: number): string => {
    keyBytes.set(used, 0);
    keyBytes[n] = head & 0xff;
    keyBytes[n + 1] = head >> 8;
    keyBytes[n + 2] = car + 1;
    keyBytes.set(status, n + 3);
    keyBytes.set(full, n + 3 + status.length);
    return keyBytes.toString('latin1');
  };
  const go = (head: number): boolean => {
    states++;
    used[head] = 1;
    track.push(head);
    const undo = arrive(head);
    const key = keyOf(head);
    if (failed.has(key)) {
      undo();
      track.pop();
      used[head] = 0;
      return false;
    }
    let found = false;
    if (head === exit) found = status.every((s) => s === 2);
    else if (alive(head)) {
      for (const o of nbrs(head)) {
        if (free[o] === 1 && used[o] === 0 && go(o)) {
          found = true;
          break;
        }
      }
    }
    if (!found) {
      failed.add(key);
      undo();
      track.pop();
      used[head] = 0;
    }
    return found;
  };
  const solved = go(lv.entrance);
  return { track: solved ? track : null, states };
}

function moves(W: number, track: number[]): string {
  let out = '';
  for (let i = 1; i < track.length; i++) {
    const d = track[i]! - track[i - 1]!;
    out += d === -W ? 'U' : d === W ? 'D' : d === 1 ? 'R' : 'L';
  }
  return out;
}

describe.skipIf(!present)('an independent brute force (one car)', () => {
  it('solves small one-car levels, and the package verifier accepts its tracks', () => {
    for (const f of ['Andromeda/Andromeda 2.json', 'Andromeda/Andromeda 5.json', 'Cassiopeia/Cassiopeia 1.json']) {
      const text = readFileSync(root + f, 'utf8');
      const lv = readLevel(text);
      const { track } = bruteForce(lv);
      expect(track, f).not.toBeNull();
      expect(verify(parse(text), moves(lv.W, track!)), f).toMatchObject({ valid: true });
    }
  });

  it('finds no track for Cassiopeia 2 as transcribed (one car), as the solver proves', () => {
    const lv = readLevel(readFileSync(root + 'Cassiopeia/Cassiopeia 2.json', 'utf8'));
    const { track, states } = bruteForce(lv);
    expect(track).toBeNull();
    expect(states).toBeGreaterThan(1000);
  });
});
