import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROTATOR_ROOM } from './fixtures/rotator-room.js';

const child = fileURLToPath(new URL('./memory/live-memory.mjs', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../dist/index.js', import.meta.url)));

/** An open room whose breadth-first search outgrows a few megabytes. */
const OPEN_ROOM = [
  'xxxxxxxxx',
  'x-------x',
  'x-H-----x',
  'x-----h-x',
  'x-------x',
  'x-------x',
  'x--h--o-x',
  'x-------x',
  'xxxxxxxxx',
].join('\n');

const LIMIT = 4 * 2 ** 20;

/** Runs one memory-limited solve in a fresh process and reads what it held. */
function solveWithin(level: string, algorithm: string): { status: string; limit?: string; peakStored: number; heldBytes: number } {
  const r = spawnSync(process.execPath, ['--expose-gc', child, algorithm, String(LIMIT)], {
    input: level,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`live-memory.mjs failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

// What the searches hold (states, keys, the dead-verdict memo) stays within maxMemoryBytes, measured
// as the live heap of a process: the estimates behind the limit must not undercount a state.
describe.skipIf(!built)('maxMemoryBytes holds (live heap, child process)', () => {
  it.each([
    ['fast', 'a rotator room (walk portfolio)', ROTATOR_ROOM],
    ['optimal', 'a rotator room (A* over single moves)', ROTATOR_ROOM],
    ['bfs', 'an open room', OPEN_ROOM],
  ])('%s on %s stops at the limit holding at most the limit', (algorithm, _what, level) => {
    const r = solveWithin(level, algorithm);
    expect(r).toMatchObject({ status: 'limit', limit: 'memory' });
    expect(r.peakStored).toBeGreaterThan(1000);
    expect(r.heldBytes).toBeLessThanOrEqual(LIMIT);
  });
});

if (!built) console.warn('game-sokobond: dist/ not built, the live-heap checks of maxMemoryBytes are skipped (run pnpm build)');
