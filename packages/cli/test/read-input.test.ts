import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printable } from '../src/printable.js';
import { checkText, decodeText, InputError, readTextFile } from '../src/read-input.js';
import { run } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzle-solve-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const posix = process.platform !== 'win32';

/** A FIFO named like a level: opening it for reading would wait for a writer forever. */
function fifo(name: string): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

describe('readTextFile', () => {
  it('reads a regular file', () => {
    writeFileSync(join(dir, 'ok.cnt'), '1 10\n');
    expect(readTextFile(join(dir, 'ok.cnt'), 'ok.cnt')).toBe('1 10\n');
  });

  it.skipIf(!posix)('refuses a FIFO at once instead of waiting for a writer', () => {
    const path = fifo('pipe.cnt');
    expect(() => readTextFile(path, 'pipe.cnt')).toThrow(
      new InputError('pipe.cnt: a named pipe (FIFO), not a level file; only regular files are read'),
    );
  });

  it.skipIf(!posix)('refuses a link to /dev/zero (it would never end)', () => {
    symlinkSync('/dev/zero', join(dir, 'zero.cnt'));
    expect(() => readTextFile(join(dir, 'zero.cnt'), 'zero.cnt')).toThrow(/zero\.cnt: a character device, not a level file/);
  });

  it('refuses a file over the size limit without reading it', () => {
    writeFileSync(join(dir, 'big.cnt'), 'x'.repeat(2000));
    expect(() => readTextFile(join(dir, 'big.cnt'), 'big.cnt', 1000)).toThrow(/big\.cnt: too large/);
  });

  it('says "this looks like a binary file" for bytes that are not text', () => {
    expect(() => decodeText(new Uint8Array([0x31, 0x20, 0xff, 0xfe]), 'x.cnt')).toThrow(/x\.cnt: this looks like a binary file/);
    expect(() => checkText('1 10\n\u0000\u0001', 'x.cnt')).toThrow(
      'x.cnt:2:1: this looks like a binary file (control character 0x00), not a level',
    );
    expect(checkText('\ufeff1\t10\r\n', 'x.cnt')).toBe('\ufeff1\t10\r\n');
  });

  it('prints control characters as escapes', () => {
    expect(printable('a\u001b[2Jb\tc\nd')).toBe('a\\x1b[2Jb\tc\nd');
  });
});

describe('puzzle-solve on inputs that are not level files', () => {
  it.skipIf(!posix)('solves the regular files of a folder and refuses the FIFO and the device link with a line each', async () => {
    const folder = join(dir, 'mixed');
    execFileSync('mkdir', [folder]);
    writeFileSync(join(folder, 'a.cnt'), '1 10\n');
    fifo('mixed/b.cnt');
    symlinkSync('/dev/zero', join(folder, 'c.cnt'));
    const r = await run(['counter', folder, '--quiet']);
    expect(r.out).toContain(`✗ ${join(folder, 'b.cnt')}: a named pipe (FIFO), not a level file; only regular files are read\n`);
    expect(r.out).toContain(`✗ ${join(folder, 'c.cnt')}: a character device, not a level file; only regular files are read\n`);
    expect(r.out).toMatch(/counter: solved 1\/3 \(2 error\)/);
    expect(r.code).toBe(1);
  });

  it('says a binary level looks binary, on one line, without echoing its bytes', async () => {
    writeFileSync(join(dir, 'binary.cnt'), Buffer.from([0x31, 0x20, 0x1b, 0x5b, 0x32, 0x4a, 0x00, 0x0a]));
    const r = await run(['counter', join(dir, 'binary.cnt')]);
    expect(r.err).toBe(`${join(dir, 'binary.cnt')}:1:3: this looks like a binary file (control character 0x1b), not a level\n`);
    expect(r.out + r.err).not.toMatch(/\u001b/);
    expect(r.code).toBe(2);
    const v = await run(['verify', 'counter', join(dir, 'binary.cnt'), 'i']);
    expect(v.err).toMatch(/this looks like a binary file/);
    expect(v.code).toBe(2);
  });

  it('refuses binary standard input the same way', async () => {
    const r = await run(['render', 'counter', '-'], { stdin: '1 10\u0007\n' });
    expect(r.err).toBe('<stdin>:1:5: this looks like a binary file (control character 0x07), not a level\n');
    expect(r.code).toBe(2);
  });
});
