import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Cell, GREEN } from '../src/level.js';
import { parse } from '../src/parse.js';
import { ABOARD, DELIVERED, TrainState, WAITING } from '../src/rules.js';
import { tablesOf } from '../src/rules/level-tables.js';
import { gridText, jsonText, pairedGridText } from './arbitraries/level.js';

/** A random walk: at each step one of the legal moves, chosen by the given numbers. */
function walk(state: TrainState, choices: readonly number[]): TrainState[] {
  const states = [state];
  for (const c of choices) {
    const s = states[states.length - 1]!;
    const legal = [0, 1, 2, 3].filter((d) => s.target(d) >= 0);
    if (legal.length === 0) break;
    const r = s.step(legal[c % legal.length]!);
    if (!r.ok) throw new Error('a legal move was refused');
    states.push(r.state);
  }
  return states;
}

const levelText = fc.oneof(gridText, pairedGridText, pairedGridText, jsonText);
const walkArb = fc.tuple(levelText, fc.array(fc.nat(11), { minLength: 1, maxLength: 40 }));

describe('train simulation invariants on random walks', () => {
  it('never lays track twice on a cell (a crossing once each way)', () => {
    fc.assert(
      fc.property(walkArb, ([text, choices]) => {
        const level = parse(text);
        for (const s of walk(TrainState.initial(level), choices)) {
          const seen = new Map<number, number>();
          for (const c of s.path()) seen.set(c, (seen.get(c) ?? 0) + 1);
          for (const [c, n] of seen) expect(n).toBeLessThanOrEqual(level.cells[c] === Cell.Crossing ? 2 : 1);
          for (const c of s.path()) expect(level.cells[c]).not.toBe(Cell.Wormhole);
        }
      }),
    );
  });

  it('conserves aliens: waiting + aboard + delivered is the total, aboard ones sit in cars', () => {
    let deliveries = 0;
    fc.assert(
      fc.property(walkArb, ([text, choices]) => {
        const level = parse(text);
        const t = tablesOf(level);
        for (const s of walk(TrainState.initial(level), choices)) {
          let waiting = 0;
          let aboard = 0;
          let delivered = 0;
          for (let a = 0; a < level.aliens.length; a++) {
            const st = s.alienStatus(a);
            if (st === WAITING) waiting++;
            else if (st === ABOARD) aboard++;
            else if (st === DELIVERED) delivered++;
          }
          expect(waiting + aboard + delivered).toBe(level.aliens.length);
          expect(delivered).toBe(s.delivered);
          const inCars: number[] = [];
          for (let k = 0; k < level.cars; k++) if (s.carAlien(k) >= 0) inCars.push(s.carAlien(k));
          expect(inCars.length).toBe(aboard);
          for (const a of inCars) expect(s.alienStatus(a)).toBe(ABOARD);
          let filled = 0;
          for (let h = 0; h < level.houses.length; h++) if (s.houseFilled(h)) filled++;
          expect(filled).toBe(delivered);
          deliveries += delivered;
          void t;
        }
      }),
      { numRuns: 300 },
    );
    expect(deliveries).toBeGreaterThan(20); // the walks must exercise deliveries
  });

  it('never seats a non-green alien in a car a green alien has sat in', () => {
    const greenHeavy = walkArb.filter(([text]) => /G|"Green"/.test(text));
    let gooped = 0;
    fc.assert(
      fc.property(greenHeavy, ([text, choices]) => {
        const level = parse(text);
        const t = tablesOf(level);
        for (const s of walk(TrainState.initial(level), choices)) {
          for (let k = 0; k < level.cars; k++) {
            const a = s.carAlien(k);
            if (s.carGoo(k) && a >= 0) {
              gooped++;
              // Only the green alien that gooped it, or a later green one.
              expect(t.alienColor[a]).toBe(GREEN);
            }
          }
        }
      }),
      { numRuns: 400 },
    );
    expect(gooped).toBeGreaterThan(20); // gooped cars carrying someone must occur
  });

  it('is deterministic: the same moves give the same state', () => {
    fc.assert(
      fc.property(walkArb, ([text, choices]) => {
        const level = parse(text);
        const a = walk(TrainState.initial(level), choices).at(-1)!;
        const b = walk(TrainState.initial(level), choices).at(-1)!;
        expect(Array.from(b.mem)).toEqual(Array.from(a.mem));
        expect(b.path()).toEqual(a.path());
      }),
    );
  });
});
