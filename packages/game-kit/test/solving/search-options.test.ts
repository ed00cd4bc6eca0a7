import { CancelFlag } from '@puzzle-solvers/search-core';
import { describe, expect, it } from 'vitest';
import { searchOptionsOf } from '@puzzle-solvers/game-kit';

describe('searchOptionsOf', () => {
  it('passes every limit and control through, and nothing else', () => {
    const signal = new AbortController().signal;
    const cancel = new CancelFlag();
    const onProgress = (): void => {};
    const options = {
      algorithm: 'x',
      timeoutMs: 5,
      maxStates: 6,
      maxExpansions: 7,
      maxMemoryBytes: 8,
      signal,
      cancel,
      onProgress,
      progressIntervalMs: 9,
    };
    expect(searchOptionsOf(options)).toEqual({
      timeoutMs: 5,
      maxStates: 6,
      maxExpansions: 7,
      maxMemoryBytes: 8,
      signal,
      cancel,
      onProgress,
      progressIntervalMs: 9,
    });
  });

  it('gives no options for none', () => {
    expect(searchOptionsOf(undefined)).toEqual({});
    expect(searchOptionsOf({})).toEqual({});
  });
});
