import { styleText } from 'node:util';
import type { CliIO } from './io.js';

/** The marks before each result line: ✓ and ✗, in green and red when the output has colour. */
export interface Marks {
  readonly ok: string;
  readonly no: string;
}

// Newer Node versions (20.20, 22.13) check process.stdout themselves unless told not to; the decision is
// made once, by wantsColor, for the stream the text really goes to. (The option is not in @types/node 20.)
const style = styleText as (format: 'green' | 'red', text: string, options?: { validateStream?: boolean }) => string;

/** The marks for `io` (coloured when `io.color`). */
export function marks(io: CliIO): Marks {
  return io.color === true
    ? { ok: style('green', '✓', { validateStream: false }), no: style('red', '✗', { validateStream: false }) }
    : { ok: '✓', no: '✗' };
}

/**
 * Whether to colour a stream: a terminal, and neither `NO_COLOR` (any non-empty value, as no-color.org
 * says), `--no-color` nor `TERM=dumb`. `FORCE_COLOR` (non-empty, not `0`) turns it on anywhere.
 */
export function wantsColor(stream: { readonly isTTY?: boolean }, noColorFlag: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  if (noColorFlag) return false;
  if (env['NO_COLOR']) return false;
  if (env['FORCE_COLOR'] && env['FORCE_COLOR'] !== '0') return true;
  return stream.isTTY === true && env['TERM'] !== 'dumb';
}
