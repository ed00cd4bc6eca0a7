import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { collectLevelFiles } from '../src/levels.js';

// A folder named `locked` cannot be listed, as without read permission (which root, running the tests
// in some containers, would not see: permissions do not bind root).
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const denied = (path: unknown): boolean => String(path).endsWith('locked');
  const eacces = (path: unknown): Error =>
    Object.assign(new Error(`EACCES: permission denied, scandir '${String(path)}'`), { code: 'EACCES' });
  return {
    ...fs,
    readdirSync: ((path: Parameters<typeof fs.readdirSync>[0], options?: unknown) => {
      if (denied(path)) throw eacces(path);
      return fs.readdirSync(path, options as never);
    }) as typeof fs.readdirSync,
  };
});
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

  it('lists a folder that cannot be read, or a link to itself, as an entry with why, and goes on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzle-solve-levels-'));
    try {
      mkdirSync(join(dir, 'a'));
      mkdirSync(join(dir, 'locked'));
      writeFileSync(join(dir, 'a', 'x.cnt'), '1 2\n');
      writeFileSync(join(dir, 'z.cnt'), '1 2\n');
      symlinkSync('self.cnt', join(dir, 'self.cnt'));
      const { files, missing, unreadable } = collectLevelFiles(counter, ['.', 'locked', 'nope'], dir);
      // Named again, the folder is not walked (or reported) twice.
      expect(files).toEqual([join('a', 'x.cnt'), 'locked', 'self.cnt', 'z.cnt']);
      expect(missing).toEqual(['nope']);
      expect(unreadable.get('locked')).toMatch(/^cannot read: EACCES: permission denied/);
      expect(unreadable.get('self.cnt')).toMatch(/^cannot read: ELOOP/);
      expect(unreadable.size).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
