import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { messageOf } from './parse-errors.js';

/** The largest level or solution file read (a level is a few kilobytes; this leaves room for generated ones). */
export const MAX_LEVEL_BYTES: number = 16 * 1024 * 1024;
/** The largest JSON map read (`--solutions`, `--known`). */
export const MAX_MAP_BYTES: number = 64 * 1024 * 1024;

/**
 * An input that cannot be read as text: the message names it and says why. `parseError` when it was
 * read but is not text (exit code 2, like a level that does not parse).
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly parseError = false,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Reads a text file, refusing anything that could hang or flood the process: only a regular file is
 * read (a FIFO, a device such as `/dev/zero` or a link to one is refused, with a line saying what it
 * is), and at most `maxBytes`. Opened non-blocking, so that opening a FIFO cannot wait for a writer.
 *
 * @param path - the file's full path.
 * @param shown - the name the user knows it by, for messages.
 * @throws {@link InputError} with a one-line message.
 */
export function readTextFile(path: string, shown: string, maxBytes: number = MAX_LEVEL_BYTES): string {
  let fd: number;
  try {
    // O_NONBLOCK is undefined on Windows, where opening a pipe does not block either.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw new InputError(`${shown}: cannot read: ${messageOf(e)}`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new InputError(`${shown}: ${kindOf(st)}, not a level file; only regular files are read`);
    if (st.size > maxBytes) throw new InputError(`${shown}: too large (${megabytes(st.size)}; the limit is ${megabytes(maxBytes)})`);
    // The size may change while reading: read what is there, never past the limit.
    const buffer = Buffer.allocUnsafe(Math.min(st.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buffer.length) {
        if (length > maxBytes) throw new InputError(`${shown}: too large (more than ${megabytes(maxBytes)})`);
        break;
      }
    }
    return decodeText(buffer.subarray(0, length), shown);
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`${shown}: cannot read: ${messageOf(e)}`);
  } finally {
    closeSync(fd);
  }
}

/** Reads a stream (standard input) to the end asynchronously, so Ctrl-C still works while it waits. */
export async function readTextStream(
  stream: AsyncIterable<Buffer | string>,
  shown: string,
  maxBytes: number = MAX_LEVEL_BYTES,
): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    length += b.length;
    if (length > maxBytes) throw new InputError(`${shown}: too large (more than ${megabytes(maxBytes)})`);
    chunks.push(b);
  }
  return decodeText(Buffer.concat(chunks), shown);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a file's bytes, or an {@link InputError} saying it looks binary: a NUL byte, bytes that
 * are not UTF-8, or a control character other than tab, line breaks and form feed. Parsers would
 * otherwise quote such bytes in their messages, and a terminal would act on them.
 */
export function decodeText(bytes: Uint8Array, shown: string): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new InputError(`${shown}: this looks like a binary file (it is not UTF-8 text), not a level`, true);
  }
  return checkText(text, shown);
}

// Control characters a text file does not hold: C0 except tab, line feed, vertical tab, form feed and
// carriage return; DEL; C1.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/;

/** `text` itself, or an {@link InputError} naming the first control character's line and column. */
export function checkText(text: string, shown: string): string {
  const m = CONTROL.exec(text);
  if (!m) return text;
  const before = text.slice(0, m.index);
  const line = before.split('\n').length;
  const column = m.index - before.lastIndexOf('\n');
  const code = m[0].charCodeAt(0).toString(16).padStart(2, '0');
  throw new InputError(`${shown}:${line}:${column}: this looks like a binary file (control character 0x${code}), not a level`, true);
}
