import { ParseError } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASCII_DIRECTIONS, formatSolution, parseCard, parseSolution, type Direction, type Move } from '../src/index.js';

describe('notation', () => {
  it('reads cards and arrows as the known solutions write them', () => {
    const moves = parseSolution('1-↗ 3-↘  1/1-↙\t2/↖');
    expect(moves.map((m) => [m.card.label, m.direction])).toEqual([
      ['1-', 0],
      ['3-', 1],
      ['1/1-', 2],
      ['2/', 3],
    ]);
    expect(formatSolution(moves)).toBe('1-↗ 3-↘ 1/1-↙ 2/↖');
    expect(parseSolution('  ')).toEqual([]);
  });

  it('says which move is malformed', () => {
    const at = (text: string) => {
      try {
        parseSolution(text);
      } catch (e) {
        if (e instanceof ParseError) return [e.column, e.reason];
      }
      return undefined;
    };
    expect(at('1-↗ 3-')).toEqual([5, 'golf-peaks: a move ends with an arrow ↗ ↘ ↙ ↖ (or ur dr dl ul, NE SE SW NW) in "3-"']);
    expect(at('1-↗ 3-up')?.[0]).toBe(5);
    expect(at('1-↗ ur')).toEqual([5, 'golf-peaks: a move starts with a card like 3-, 2/ or 1/2- in "ur"']);
    expect(at('1-↗ ↘')).toEqual([5, 'golf-peaks: a move starts with a card like 3-, 2/ or 1/2- in "↘"']);
    expect(at('1x↗')?.[0]).toBe(1);
    expect(at('0-↗')?.[0]).toBe(1);
  });

  it('reads the directions typed in ASCII, as screen diagonals or compass points', () => {
    expect(parseSolution('1-ur 2/DR 1/2-dl 3-Ul')).toEqual(parseSolution('1-↗ 2/↘ 1/2-↙ 3-↖'));
    expect(parseSolution('1-NE 2/se 1/2-SW 3-nW')).toEqual(parseSolution('1-↗ 2/↘ 1/2-↙ 3-↖'));
  });

  it('formats and reads back any moves, typed with arrows or in ASCII', () => {
    const card = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.boolean()), { minLength: 1, maxLength: 3 })
      .map((steps) => parseCard(steps.map(([n, jump]) => `${n}${jump ? '/' : '-'}`).join(''))!);
    const move = fc.record({ card, direction: fc.constantFrom<Direction>(0, 1, 2, 3) });
    const ascii = (moves: Move[], names: readonly string[][]): string =>
      moves.map((m) => `${m.card.label}${names[m.direction]![0]!}`).join(' ');
    fc.assert(
      fc.property(fc.array(move, { maxLength: 6 }), fc.constantFrom(0, 1), fc.boolean(), (moves: Move[], which, upper) => {
        const names = ASCII_DIRECTIONS.map((words) => [upper ? words[which]!.toUpperCase() : words[which]!]);
        expect(parseSolution(ascii(moves, names))).toEqual(moves);
      }),
    );
  });

  it('formats and reads back any moves', () => {
    const card = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.boolean()), { minLength: 1, maxLength: 3 })
      .map((steps) => parseCard(steps.map(([n, jump]) => `${n}${jump ? '/' : '-'}`).join(''))!);
    const move = fc.record({ card, direction: fc.constantFrom<Direction>(0, 1, 2, 3) });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 6 }), (moves: Move[]) => {
        expect(parseSolution(formatSolution(moves))).toEqual(moves);
      }),
    );
  });
});
