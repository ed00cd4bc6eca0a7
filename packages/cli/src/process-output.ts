import { fstatSync, writeSync } from 'node:fs';

/** What {@link processOutput} needs of Node's stream for the descriptor, when it uses it. */
export interface OutputStream {
  write(chunk: string | Uint8Array): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
  readonly writableLength: number;
  once(event: 'drain', listener: () => void): unknown;
}

/** Standard output or error as the binary writes to it. */
export interface ProcessOutput {
  write(text: string): void;
  readonly isTTY: boolean;
  /** The terminal's width; 80 when it is not a terminal or does not say. */
  readonly columns: number;
  /** Calls `done` once everything written has left the process (at once when it has). */
  whenFlushed(done: () => void): void;
}

/** Whether `fd` is a pipe, a socket or a file: never a terminal, and written synchronously by Node too. */
function writesDirectly(fd: number): boolean {
  // Windows pipes are asynchronous in Node: its stream is kept there.
  if (process.platform === 'win32') return false;
  try {
    const stat = fstatSync(fd);
    return stat.isFIFO() || stat.isSocket() || stat.isFile();
  } catch {
    return false;
  }
}

/**
 * Standard output or error (`fd` 1 or 2), written with `fs.writeSync` when it is a pipe, a socket or a
 * file, else through Node's stream (`open`, called once, when first needed).
 *
 * @remarks
 * Node builds `process.stdout` and `process.stderr` on first use, and for a pipe that loads its
 * network and stream modules: a few milliseconds, a good part of the start of a run that solves one
 * small level. On such descriptors Node writes synchronously too, so the output is the same. A write
 * that fails (a full non-blocking pipe, a closed one) hands what is left, and everything after it, to
 * Node's stream, which reports or waits as it always did.
 */
export function processOutput(fd: number, open: () => OutputStream): ProcessOutput {
  let direct = writesDirectly(fd);
  let stream: OutputStream | undefined;
  const streamOf = (): OutputStream => (stream ??= open());
  return {
    write(text) {
      if (!direct) {
        streamOf().write(text);
        return;
      }
      const bytes = Buffer.from(text, 'utf8');
      let written = 0;
      try {
        while (written < bytes.length) written += writeSync(fd, bytes, written);
      } catch {
        direct = false;
        streamOf().write(bytes.subarray(written));
      }
    },
    get isTTY() {
      return !direct && streamOf().isTTY === true;
    },
    get columns() {
      return (direct ? undefined : streamOf().columns) ?? 80;
    },
    whenFlushed(done) {
      if (stream === undefined || stream.writableLength === 0) done();
      else stream.once('drain', done);
    },
  };
}
