import { describe, expect, it } from 'vitest';
import { astar, CancelFlag } from '@puzzle-solvers/search-core';
import { endless } from './fixtures/endless.js';

describe('CancelFlag', () => {
  it('is shared by every flag over the same buffer, and resets', () => {
    const flag = new CancelFlag();
    const other = new CancelFlag(flag.buffer);
    expect(other.cancelled).toBe(false);
    flag.cancel();
    expect(other.cancelled).toBe(true);
    other.reset();
    expect(flag.cancelled).toBe(false);
  });

  it('refuses a buffer too small for its cell', () => {
    expect(() => new CancelFlag(new SharedArrayBuffer(2))).toThrow(RangeError);
  });

  it('stops a search before it starts when already set', () => {
    const cancel = new CancelFlag();
    cancel.cancel();
    const r = astar(endless(0).tree, { cancel });
    expect(r.status).toBe('aborted');
    expect(r.stats.expanded).toBe(0);
  });
});
