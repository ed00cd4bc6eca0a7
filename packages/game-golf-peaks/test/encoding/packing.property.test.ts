import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packingOf, parse } from '../../src/index.js';
import { levelArb } from '../arbitraries/level.js';

describe('Packing.heldIn', () => {
  it('counts the cards of every hand as the unpacked state does, in any order of asking, twice', () => {
    fc.assert(
      fc.property(levelArb({ maxCards: 8 }), fc.integer({ min: 0, max: 1 << 20 }), (level, shift) => {
        const p = packingOf(level);
        const table = p.held();
        const ball = p.ballOf(p.initial());
        for (let pass = 0; pass < 2; pass++) {
          for (let i = 0; i < p.hands; i++) {
            const hand = (i + shift) % p.hands;
            const cards = p.toState(p.pack(ball, ball, hand)).hand.length;
            expect(p.heldIn(hand)).toBe(cards);
            expect(table[hand]).toBe(cards);
          }
        }
      }),
    );
  });

  it('counts the cards of hands many cache pages apart (12 distinct cards: 4096 hands)', () => {
    const p = packingOf(parse('1x3\n0,ball\n0\n0,flag\n\n1- 2- 3- 4- 1/ 2/ 3/ 1/1- 1/2- 1/3- 2/1- 2/2-'));
    expect(p.hands).toBe(4096);
    const ball = p.ballOf(p.initial());
    for (const hand of [4095, 0, 2048, 1023, 1024, 3000, 4095]) {
      expect(p.heldIn(hand)).toBe(p.toState(p.pack(ball, ball, hand)).hand.length);
    }
    expect(p.heldIn(4095)).toBe(12);
  });
});

describe('Packing.expand', () => {
  it('takes a played card out of the hand', () => {
    fc.assert(
      fc.property(levelArb({ maxCards: 5 }), (level) => {
        const p = packingOf(level);
        const start = p.initial();
        const held = (key: number) =>
          p
            .toState(key)
            .hand.map((c) => c.label)
            .sort();
        p.expand(start, (child, move) => {
          const before = held(start);
          before.splice(before.indexOf(move.card.label), 1);
          expect(held(child)).toEqual(before);
          expect(p.fromState(p.toState(child))).toBe(child);
        });
      }),
    );
  });
});
