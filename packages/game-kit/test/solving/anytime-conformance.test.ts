import { describe, expect, it } from 'vitest';
import { emptyStats, type SearchResult } from '@puzzle-solvers/search-core';
import { anytimeDisagreement, type GameSolution, type GameSolveResult, type VerifyResult } from '@puzzle-solvers/game-kit';

// A toy game: a solution is a string of moves, each `a` (cost 1) or `b` (cost 2); any string of
// them is a legal solution, anything else is refused at its first other letter.
const verify = (solution: string): VerifyResult => {
  const bad = [...solution].findIndex((c) => c !== 'a' && c !== 'b');
  if (bad >= 0) return { valid: false, step: bad, reason: `"${solution[bad]}" is not a move` };
  return { valid: true, moves: solution.length, cost: [...solution].reduce((s, c) => s + (c === 'a' ? 1 : 2), 0) };
};
const costOf = (s: string): number => (verify(s) as { cost: number }).cost;

const heard = (...solutions: [string, number][]): GameSolution[] =>
  solutions.map(([solution, lowerBound]) => ({
    solution,
    moves: solution.length,
    cost: costOf(solution),
    lowerBound,
    optimal: lowerBound === costOf(solution),
    elapsedMs: 0,
  }));
const solved = (solution: string, lowerBound: number, optimal = lowerBound === costOf(solution)): GameSolveResult<string, string> => {
  const result: SearchResult<string, string> = {
    status: 'solved',
    moves: [...solution],
    states: [],
    cost: costOf(solution),
    stats: emptyStats(),
  };
  return { result, solution, optimal, lowerBound };
};
const unsolved = (status: 'exhausted' | 'limit', lowerBound?: number): GameSolveResult<string, string> => ({
  result: { status, stats: emptyStats(), ...(status === 'limit' ? { limit: 'expansions' as const } : {}) } as SearchResult<string, string>,
  optimal: false,
  ...(lowerBound !== undefined ? { lowerBound } : {}),
});

describe('anytimeDisagreement', () => {
  it('finds nothing wrong with a run that kept every promise', () => {
    const run = { heard: heard(['bbb', 2], ['bab', 3], ['aab', 4]), answer: solved('aab', 4) };
    expect(anytimeDisagreement(verify, run, 4, true)).toBeUndefined();
    // Stopped by a limit after the second solution: not optimal, and that is allowed with limits.
    const cut = { heard: heard(['bbb', 2], ['bab', 3]), answer: solved('bab', 3, false) };
    expect(anytimeDisagreement(verify, cut, 4, false)).toBeUndefined();
    expect(anytimeDisagreement(verify, { heard: [], answer: unsolved('exhausted', Infinity) }, Infinity, true)).toBeUndefined();
    expect(anytimeDisagreement(verify, { heard: [], answer: unsolved('limit') }, 4, false)).toBeUndefined();
  });

  it('names each broken promise', () => {
    const cases: [string, Parameters<typeof anytimeDisagreement<string, string>>, RegExp][] = [
      [
        'a refused solution',
        [verify, { heard: heard(['abx', 1]), answer: solved('ab', 3) }, 3, false],
        /solution 1 of 1 .*refuses it at move 3: "x"/,
      ],
      [
        'a wrong cost',
        [verify, { heard: [{ ...heard(['ab', 1])[0]!, cost: 2 }], answer: unsolved('limit') }, 2, false],
        /counts cost 3, not 2/,
      ],
      ['cheaper than the optimum', [verify, { heard: heard(['a', 1]), answer: solved('a', 1) }, 3, false], /cheaper than the optimum 3/],
      [
        'a bound above the optimum',
        [verify, { heard: heard(['bb', 4]), answer: solved('bb', 4) }, 3, false],
        /lower bound 4 above the optimum 3/,
      ],
      [
        'not improving',
        [verify, { heard: heard(['bb', 1], ['aaaa', 2]), answer: solved('aaaa', 2) }, 3, false],
        /solution 2 of 2 .* no cheaper/,
      ],
      ['a solution where none exists', [verify, { heard: heard(['a', 0]), answer: unsolved('limit') }, Infinity, false], /without one/],
      ['the answer bound too high', [verify, { heard: [], answer: unsolved('limit', 5) }, 3, false], /answer claims a lower bound 5/],
      [
        'an answer that was not reported',
        [verify, { heard: heard(['bb', 1]), answer: solved('aaa', 3) }, 3, false],
        /not the last solution reported/,
      ],
      [
        'a false optimal claim',
        [verify, { heard: heard(['bb', 1]), answer: solved('bb', 1, true) }, 3, false],
        /claims optimal with cost 4/,
      ],
      ['unlimited but not proven', [verify, { heard: heard(['bb', 1]), answer: solved('bb', 1) }, 3, true], /must be the proven optimum 3/],
      ['unlimited, no solution, not exhausted', [verify, { heard: [], answer: unsolved('limit') }, Infinity, true], /must end exhausted/],
    ];
    for (const [name, args, message] of cases) expect(anytimeDisagreement(...args), name).toMatch(message);
  });
});
