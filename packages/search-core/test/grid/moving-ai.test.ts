import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DiagonalMovement,
  GridParseError,
  gridAStar,
  jumpPointSearch,
  parseMovingAiMap,
  parseMovingAiScenarios,
} from '@puzzle-solvers/search-core/grid';
import { readShared } from '../fixtures/shared-data.js';

const MAP = ['type octile', 'height 3', 'width 4', 'map', '.@..', 'T.G.', '..WS', ''].join('\n');

function parseError(f: () => unknown): GridParseError {
  try {
    f();
  } catch (error) {
    if (error instanceof GridParseError) return error;
    throw error;
  }
  throw new Error('parsed');
}

describe('parseMovingAiMap', () => {
  it('reads the header and the terrain: . G S open; @ O T W blocked', () => {
    const { type, grid } = parseMovingAiMap(MAP);
    expect(type).toBe('octile');
    expect([grid.width, grid.height]).toEqual([4, 3]);
    const rows = Array.from({ length: 3 }, (_, y) => Array.from({ length: 4 }, (_, x) => (grid.isWalkable(x, y) ? '.' : '#')).join(''));
    expect(rows).toEqual(['.#..', '#...', '..#.']);
    expect(parseMovingAiMap(MAP.replaceAll('\n', '\r\n')).grid.isWalkable(1, 0)).toBe(false);
  });

  it('says where a map goes wrong, by line and column', () => {
    expect(parseError(() => parseMovingAiMap(MAP.replace('.@..', '.@x.')))).toMatchObject({ code: 'cell', line: 5, column: 3 });
    expect(parseError(() => parseMovingAiMap(MAP.replace('T.G.', 'T.G')))).toMatchObject({ code: 'row', line: 6, column: 4 });
    expect(parseError(() => parseMovingAiMap(MAP.replace('height 3', 'height three')))).toMatchObject({
      code: 'number',
      line: 2,
      column: 8,
    });
    expect(parseError(() => parseMovingAiMap(MAP.replace('width 4', 'depth 4')))).toMatchObject({ code: 'header', line: 3, column: 1 });
    expect(parseError(() => parseMovingAiMap(MAP.replace('..WS\n', '')))).toMatchObject({ code: 'row', line: 7 });
    expect(parseError(() => parseMovingAiMap(`${MAP}....\n`))).toMatchObject({ code: 'row', line: 8 });
    expect(parseError(() => parseMovingAiMap('type octile\nheight 3\n'))).toMatchObject({ code: 'header', line: 3 });
    expect(parseError(() => parseMovingAiMap(MAP.replace('width 4', 'width 99999')))).toMatchObject({ code: 'number' });
    expect(parseError(() => parseMovingAiMap(MAP.replace('type octile\n', 'type octile\ntype octile\n')))).toMatchObject({
      code: 'header',
      line: 2,
    });
    expect(parseError(() => parseMovingAiMap('')).message).toMatch(/^search-core: 1:1: /);
  });

  it('parses or throws a GridParseError on any text, never another error', () => {
    const chars = fc.constantFrom(...'.@TGSOW\n\r \t0123456789typeoctilhegwdmap-x'.split(''));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: chars, maxLength: 80 }),
          fc.tuple(fc.nat(MAP.length), fc.string({ unit: chars, maxLength: 6 })).map(([at, s]) => MAP.slice(0, at) + s + MAP.slice(at + 1)),
        ),
        (text) => {
          try {
            const { grid } = parseMovingAiMap(text);
            expect(grid.width * grid.height).toBeGreaterThan(0);
          } catch (error) {
            expect(error).toBeInstanceOf(GridParseError);
            const e = error as GridParseError;
            expect(e.line).toBeGreaterThanOrEqual(1);
            expect(e.column).toBeGreaterThanOrEqual(1);
          }
        },
      ),
    );
  });
});

describe('parseMovingAiScenarios', () => {
  const SCEN = 'version 1\n0\tmaps/dao/arena.map\t49\t49\t1\t11\t1\t12\t1\n3\tmaps/dao/arena.map\t49\t49\t1\t13\t4\t12\t3.41421\n';

  it('reads every line of a version 1 file, and files without the version line', () => {
    const s = parseMovingAiScenarios(SCEN);
    expect(s).toHaveLength(2);
    expect(s[1]).toEqual({
      bucket: 3,
      map: 'maps/dao/arena.map',
      width: 49,
      height: 49,
      start: { x: 1, y: 13 },
      goal: { x: 4, y: 12 },
      optimalLength: 3.41421,
    });
    expect(parseMovingAiScenarios(SCEN.replace('version 1\n', '').replaceAll('\t', ' '))).toEqual(s);
  });

  it('says where a scenario goes wrong, by line and column', () => {
    expect(parseError(() => parseMovingAiScenarios(SCEN.replace('\t1\t12\t1\n', '\t1\t12\n')))).toMatchObject({ code: 'fields', line: 2 });
    expect(parseError(() => parseMovingAiScenarios(SCEN.replace('\t4\t12\t', '\t49\t12\t')))).toMatchObject({
      code: 'number',
      line: 3,
      column: 33,
    });
    expect(parseError(() => parseMovingAiScenarios(SCEN.replace('3.41421', 'NaN')))).toMatchObject({ code: 'number', line: 3 });
    expect(parseError(() => parseMovingAiScenarios(SCEN.replace('version 1', 'version 2')))).toMatchObject({ code: 'header', line: 1 });
  });

  it('parses or throws a GridParseError on any text, never another error', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(SCEN.length), fc.string({ unit: fc.constantFrom(...'0123456789.\t \nabc-e'.split('')), maxLength: 5 })),
        ([at, s]) => {
          try {
            parseMovingAiScenarios(SCEN.slice(0, at) + s + SCEN.slice(at + 1));
          } catch (error) {
            expect(error).toBeInstanceOf(GridParseError);
          }
        },
      ),
    );
  });
});

describe('the Moving AI arena map (Sturtevant 2012), from ../shared', () => {
  const map = readShared('bench/movingai/arena.map');
  const scen = readShared('bench/movingai/arena.map.scen');

  it.skipIf(map === undefined || scen === undefined)(
    'finds every scenario at its optimal length, with A* and with jump point search',
    () => {
      const { grid } = parseMovingAiMap(map!);
      const scenarios = parseMovingAiScenarios(scen!);
      expect(scenarios).toHaveLength(160);
      for (const s of scenarios) {
        for (const search of [gridAStar, jumpPointSearch]) {
          const r = search(grid, s.start, s.goal, { diagonal: DiagonalMovement.OnlyWhenNoObstacles });
          expect(r.status).toBe('solved');
          expect(Math.abs(r.cost! - s.optimalLength)).toBeLessThan(1e-4);
        }
      }
    },
  );
});
