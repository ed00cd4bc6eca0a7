import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { withRoomHeliumsFrozen } from '../../src/search/room-heliums.js';
import { solve } from '../../src/solve.js';
import { verify } from '../../src/verify.js';

describe('room heliums', () => {
  it('freezes the heliums that stand in a room, not those in a doorway nor the player', () => {
    const level = parse(['xxxxxxx', 'x-e---x', 'x-----x', 'xxxexxx', 'x--H--x', 'xh---hx', 'xxxxxxx'].join('\n'));
    const restricted = withRoomHeliumsFrozen(level)!;
    expect(restricted.walls[1 * 7 + 2]).toBe(1); // (2,1): three floor neighbours
    expect(restricted.walls[3 * 7 + 3]).toBe(0); // (3,3): a doorway
    expect(restricted.atoms.map((a) => a.element)).toEqual(['e', 'h', 'h', 'h']);
    expect(restricted.atoms.filter((a) => a.player)).toHaveLength(1);
    expect(withRoomHeliumsFrozen(parse('xxxxx\nxH-hx\nxxxxx'))).toBeUndefined();
  });

  it('gives a level solved again the same copy, and another level of the same text its own', () => {
    const text = ['xxxxxxx', 'x-e---x', 'x-----x', 'xh-H-hx', 'xxxxxxx'].join('\n');
    const level = parse(text);
    const copy = withRoomHeliumsFrozen(level);
    expect(copy).toBeDefined();
    expect(withRoomHeliumsFrozen(level)).toBe(copy);
    const other = withRoomHeliumsFrozen(parse(text));
    expect(other).not.toBe(copy);
    expect(other).toEqual(copy);
  });

  it('solves by the level itself when the frozen copy cannot be solved', () => {
    // The player can only leave its niche by pushing the helium into the dead end below it.
    const level = parse(['xxxxxxx', 'xxxHxxx', 'xh-e--x', 'xxx-xxx', 'xxxxxxx'].join('\n'));
    const frozen = withRoomHeliumsFrozen(level)!;
    expect(solve(frozen, { algorithm: 'bfs' }).result.status).toBe('exhausted');
    expect(solve(level, { algorithm: 'bfs' }).result.status).toBe('solved');
    for (const algorithm of ['fast', 'greedy'] as const) {
      const r = solve(level, { algorithm });
      expect(r.result.status).toBe('solved');
      expect(verify(level, r.solution!, { blocked: 'refuse' }).valid).toBe(true);
    }
  });

  it('keeps the limits: a time or expansion budget covers both attempts', () => {
    const rows = ['xxxxxxxxx', 'x-------x', 'x-e-----x', 'x-----e-x', 'x---O---x', 'x-e-----x', 'xh-----hx', 'xxxxxxxxx'];
    const level = parse(rows.join('\n'));
    expect(withRoomHeliumsFrozen(level)).toBeDefined();
    const r = solve(level, { maxExpansions: 5 });
    expect(r.result.stats.expanded).toBeLessThanOrEqual(5);
  });
});
