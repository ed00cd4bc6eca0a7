import { describe, expect, it } from 'vitest';
import { collectLevelFiles } from '../src/levels.js';
import { plugin as counter } from './fixtures/counter-plugin.mjs';
import { fixtures } from './helpers.js';

describe('finding level files', () => {
  it('walks folders recursively in natural order and keeps the paths as typed', () => {
    const { files, missing } = collectLevelFiles(counter, ['levels'], fixtures);
    expect(files).toEqual([
      'levels/easy/deep/three.cnt',
      'levels/easy/one.cnt',
      'levels/easy/two.cnt',
      'levels/hard/broken.cnt',
      'levels/hard/unsolvable.cnt',
    ]);
    expect(missing).toEqual([]);
  });

  it('takes a named file whatever its extension, and reports missing paths', () => {
    expect(collectLevelFiles(counter, ['levels/easy/notes.txt', 'nope'], fixtures)).toEqual({
      files: ['levels/easy/notes.txt'],
      missing: ['nope'],
    });
  });

  it('skips answer files when a game reads .json levels from a folder', () => {
    const jsonGame = { ...counter, extensions: ['.json'] };
    expect(collectLevelFiles(jsonGame, ['.'], fixtures).files).toEqual([]);
    expect(collectLevelFiles(jsonGame, ['solutions.json'], fixtures).files).toEqual(['solutions.json']);
  });
});
