import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { render } from '../src/render.js';
import { parseSolution } from '../src/notation.js';
import { replay } from '../src/verify.js';

const level = (...rows: string[]) => parse(rows.join('\n'));
const after = (l: ReturnType<typeof parse>, moves: string) => replay(l, parseSolution(moves)).at(-1)!;

describe('render', () => {
  it('draws the bare level with every alien on its cell and every house empty', () => {
    const l = level('#P###', 'A...Z', '###p#');
    expect(render(l)).toBe(['#P###', '[...]', '###p#'].join('\n'));
  });

  it('takes an alien off its cell once it has boarded, before any house is filled', () => {
    const l = level('#P###', 'A...Z', '###p#');
    expect(render(l, after(l, 'RR'))).toBe(['#.###', '[─..]', '###p#'].join('\n'));
  });

  it('shows a delivered alien in upper case in its house, not on its start cell', () => {
    const l = level('#P###', 'A...Z', '###p#');
    expect(render(l, after(l, 'RRRR'))).toBe(['#.###', '[───]', '###P#'].join('\n'));
  });

  it('shows the colour of the alien that filled a wildcard house', () => {
    const l = level('#O###', 'A...Z', '###?#');
    expect(render(l, after(l, 'RRRR'))).toBe(['#.###', '[───]', '###O#'].join('\n'));
  });

  it('draws aliens and houses as walls whatever their state with obstaclesAsWalls', () => {
    const l = level('#P###', 'A...Z', '###p#');
    expect(render(l, after(l, 'RRRR'), { obstaclesAsWalls: true })).toBe(['#####', '[───]', '#####'].join('\n'));
  });
});
