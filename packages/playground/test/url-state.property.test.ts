import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readViewState, viewStateHash, type ViewState } from '../src/url-state.js';

// Level texts hold line breaks, spaces, `&`, `#`, `=`, `+`, `%` and any Unicode (arrows in Golf Peaks moves).
const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '\n', '&', '#', '=', '+', '%', '?', '↗', '¤', '.', '@', '{', '"') });
const viewArb: fc.Arbitrary<ViewState> = fc.record(
  {
    game: fc.constantFrom('sokobond', 'ball-sort', 'golf-peaks'),
    level: text,
    moves: text.filter((m) => m !== ''),
    algorithm: fc.constantFrom('astar', 'bfs'),
    gameOptions: fc.dictionary(fc.constantFrom('rules', 'part', 'moves'), text),
  },
  { requiredKeys: ['gameOptions'] },
);

describe('the view in the URL hash', () => {
  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(viewArb, (view) => {
        expect(readViewState(viewStateHash(view))).toEqual(view);
      }),
    );
  });

  it('leaves empty moves out of the link', () => {
    expect(viewStateHash({ game: 'sokobond', moves: '', gameOptions: {} })).toBe('#game=sokobond');
  });

  it('reads a hand-written link', () => {
    expect(readViewState('#game=key-maze&opt.part=2&level=%23%23%0A%23%40&moves=a+b')).toEqual({
      game: 'key-maze',
      level: '##\n#@',
      moves: 'a b',
      gameOptions: { part: '2' },
    });
  });
});
