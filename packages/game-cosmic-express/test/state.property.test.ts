import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { EVENT, TrainState } from '../src/rules.js';
import { stateKey } from '../src/state.js';
import { pairedGridText } from './arbitraries/level.js';

function walk(level: ReturnType<typeof parse>, choices: readonly number[]): TrainState[] {
  const states = [TrainState.initial(level)];
  for (const c of choices) {
    const s = states[states.length - 1]!;
    const legal = [0, 1, 2, 3].filter((d) => s.target(d) >= 0);
    if (legal.length === 0) break;
    const r = s.step(legal[c % legal.length]!);
    if (r.ok) states.push(r.state);
  }
  return states;
}

/** What the future of a state depends on, spelled out (the slow oracle of the key). */
function future(s: TrainState): string {
  const mem = Array.from(s.mem, (v, i) => (i < s.level.cells.length ? v & ~EVENT : v));
  const recent: number[] = [];
  let p: TrainState | null = s;
  for (let i = 0; i < s.level.cars && p !== null; i++, p = p.prev) recent.push(p.head);
  return JSON.stringify([mem, recent, s.dir, s.done]);
}

describe('state identity', () => {
  it('gives equal keys exactly to states with the same cells, cars, aliens and houses', () => {
    let equalPairs = 0;
    fc.assert(
      fc.property(pairedGridText, fc.array(fc.nat(7), { maxLength: 20 }), fc.array(fc.nat(7), { maxLength: 20 }), (text, c1, c2) => {
        const level = parse(text);
        const all = [...walk(level, c1), ...walk(level, c2)];
        for (let i = 0; i < all.length; i++) {
          for (let j = i + 1; j < all.length; j++) {
            const a = all[i]!;
            const b = all[j]!;
            const same = stateKey(a) === stateKey(b);
            expect(same).toBe(future(a) === future(b));
            if (same) {
              equalPairs++;
              for (let k = 0; k < level.cars; k++) expect(a.carAlien(k)).toBe(b.carAlien(k));
              for (let x = 0; x < level.aliens.length; x++) expect(a.alienStatus(x)).toBe(b.alienStatus(x));
            }
          }
        }
      }),
      { numRuns: 60 },
    );
    expect(equalPairs).toBeGreaterThan(0); // both walks start alike, so equal keys do occur
  });

  it('never merges a state with a copy whose cars, goo, aliens or houses differ', () => {
    let changed = 0;
    fc.assert(
      fc.property(pairedGridText, fc.array(fc.nat(7), { maxLength: 20 }), fc.nat(), fc.nat(3), (text, choices, at, value) => {
        const level = parse(text);
        const s = walk(level, choices).at(-1)!;
        const n = level.cells.length;
        fc.pre(s.mem.length > n);
        // Change one byte of the car / goo / alien / house section.
        const i = n + (at % (s.mem.length - n));
        const mem = s.mem.slice();
        mem[i] = value;
        const copy = new TrainState(level, mem, s.head, s.dir, s.index, s.prev, s.delivered, s.done);
        if (mem[i] !== s.mem[i]) {
          changed++;
          expect(stateKey(copy)).not.toBe(stateKey(s));
        } else expect(stateKey(copy)).toBe(stateKey(s));
      }),
      { numRuns: 200 },
    );
    expect(changed).toBeGreaterThan(100);
  });
});
