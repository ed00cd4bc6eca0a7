// Level folders that cannot be walked. In a file of its own, run isolated (the `integration` project):
// it replaces node:fs's readdirSync, which only a fresh module graph sees.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { collectLevelFiles } from '../src/levels.js';
import { plugin as counter } from './fixtures/counter-plugin.mjs';

// A folder named `locked` cannot be listed, as without read permission (which does not bind root, as
// the tests may run in a container: the real permission is tried too, when it binds).
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const eacces = (path: unknown): Error =>
    Object.assign(new Error(`EACCES: permission denied, scandir '${String(path)}'`), { code: 'EACCES' });
  return {
    ...fs,
    readdirSync: ((path: Parameters<typeof fs.readdirSync>[0], options?: unknown) => {
      if (String(path).endsWith('locked')) throw eacces(path);
      return fs.readdirSync(path, options as never);
    }) as typeof fs.readdirSync,
  };
});

describe('finding level files where some cannot be looked at', () => {
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

  it.skipIf(process.getuid?.() === 0 || process.platform === 'win32')('does the same for a folder without read permission', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzle-solve-levels-'));
    try {
      mkdirSync(join(dir, 'shut'));
      writeFileSync(join(dir, 'shut', 'x.cnt'), '1 2\n');
      chmodSync(join(dir, 'shut'), 0);
      const { files, unreadable } = collectLevelFiles(counter, ['.'], dir);
      expect(files).toEqual(['shut']);
      expect(unreadable.get('shut')).toMatch(/^cannot read: EACCES/);
    } finally {
      chmodSync(join(dir, 'shut'), 0o700);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
