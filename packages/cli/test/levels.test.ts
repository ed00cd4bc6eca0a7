import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
      'levels/hard/dead-start.cnt',
      'levels/hard/unsolvable.cnt',
    ]);
    expect(missing).toEqual([]);
  });

  it('takes a named file whatever its extension, and reports missing paths', () => {
    expect(collectLevelFiles(counter, ['levels/easy/notes.txt', 'nope'], fixtures)).toEqual({
      files: ['levels/easy/notes.txt'],
      missing: ['nope'],
      unreadable: new Map(),
    });
  });

  it('follows a symlinked folder once, even when it loops back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzle-solve-levels-'));
    try {
      mkdirSync(join(dir, 'a'));
      writeFileSync(join(dir, 'a', 'x.cnt'), '1 2\n');
      symlinkSync(dir, join(dir, 'a', 'loop'));
      expect(collectLevelFiles(counter, ['.'], dir).files).toEqual([join('a', 'x.cnt')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('skips answer files when a game reads .json levels from a folder', () => {
    const jsonGame = { ...counter, extensions: ['.json'] };
    expect(collectLevelFiles(jsonGame, ['.'], fixtures).files).toEqual([]);
    expect(collectLevelFiles(jsonGame, ['solutions.json'], fixtures).files).toEqual(['solutions.json']);
  });
});
