import { execFile, execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { processOutput, type OutputStream } from '../src/process-output.js';
import { binPath, fixtures } from './helpers.js';

const execFileP = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'puzzle-solve-output-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for Node's stream: what it was given, and how much it still holds. */
function fakeStream(isTTY = false): OutputStream & { written: string; pending: number; drain: () => void } {
  const listeners: (() => void)[] = [];
  return {
    written: '',
    pending: 0,
    isTTY,
    columns: 120,
    write(chunk) {
      this.written += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    },
    get writableLength() {
      return this.pending;
    },
    once(_event, listener) {
      listeners.push(listener);
    },
    drain() {
      this.pending = 0;
      listeners.splice(0).forEach((l) => l());
    },
  };
}

describe('processOutput', () => {
  it('writes a file descriptor directly, without opening the stream', () => {
    const file = join(scratch, 'direct.txt');
    const fd = openSync(file, 'w');
    let opened = false;
    const out = processOutput(fd, () => ((opened = true), fakeStream()));
    out.write('✓ one\n');
    out.write('two\n');
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe('✓ one\ntwo\n');
    expect(out.isTTY).toBe(false);
    expect(out.columns).toBe(80);
    expect(opened).toBe(false);
    let flushed = false;
    out.whenFlushed(() => (flushed = true));
    expect(flushed).toBe(true);
  });

  it('hands a failed write, and all after it, to the stream', () => {
    // A file opened for reading: written directly, and every write fails.
    const file = join(scratch, 'read-only.txt');
    closeSync(openSync(file, 'w'));
    const fd = openSync(file, 'r');
    const stream = fakeStream();
    const out = processOutput(fd, () => stream);
    out.write('lost? no\n');
    out.write('and this\n');
    closeSync(fd);
    expect(stream.written).toBe('lost? no\nand this\n');
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('uses the stream for what it cannot write directly, and waits for it to drain', () => {
    const stream = fakeStream(true);
    // A descriptor that is not open: no pipe, socket or file.
    const out = processOutput(987_654, () => stream);
    expect(out.isTTY).toBe(true);
    expect(out.columns).toBe(120);
    out.write('text');
    expect(stream.written).toBe('text');
    stream.pending = 4;
    let flushed = false;
    out.whenFlushed(() => (flushed = true));
    expect(flushed).toBe(false);
    stream.drain();
    expect(flushed).toBe(true);
  });
});

describe('the binary', () => {
  it('writes the same to a file as to a pipe', async () => {
    const args = ['golf-peaks', 'sample:bounce-and-climb', '--json'];
    // No compile cache: the test leaves nothing in the user's cache folder.
    const env = { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' };
    const piped = await execFileP(process.execPath, [binPath, ...args], { cwd: fixtures, env });
    const file = join(scratch, 'out.jsonl');
    const fd = openSync(file, 'w');
    execFileSync(process.execPath, [binPath, ...args], { cwd: fixtures, env, stdio: ['ignore', fd, 'ignore'] });
    closeSync(fd);
    const withoutTime = (text: string): string => text.replace(/"ms":\d+/g, '"ms":0');
    expect(withoutTime(readFileSync(file, 'utf8'))).toBe(withoutTime(piped.stdout));
    expect(piped.stdout).toMatch(/^\{"game":"golf-peaks".*"status":"solved".*\}\n$/);
  });
});
