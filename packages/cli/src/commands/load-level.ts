import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { readStdin, UsageError, type CliIO } from '../io.js';
import { formatParseError, isParseError, messageOf } from '../parse-errors.js';
import { checkText, InputError, readTextFile } from '../read-input.js';

/** A level argument that failed: its message, and whether it was a parse error. */
export class LevelLoadError extends Error {
  constructor(
    message: string,
    readonly parseError: boolean,
  ) {
    super(message);
  }
}

/**
 * Reads and parses the level named on the command line: a file, `-` for standard input, or one of the
 * game's samples (`sample:<name>` or a bare sample name that is not a file).
 */
export async function loadLevel(
  plugin: AnyGamePlugin,
  arg: string,
  gameOptions: Readonly<Record<string, string>>,
  io: CliIO,
): Promise<{ level: unknown; file: string }> {
  const path = resolve(io.cwd, arg);
  let text: string;
  let file = arg;
  if (arg === '-') {
    text = await inputOf(() => readStdin(io));
    file = '<stdin>';
  } else if (existsSync(path)) {
    text = await inputOf(() => readTextFile(path, arg));
  } else {
    const name = arg.startsWith('sample:') ? arg.slice('sample:'.length) : arg;
    const sample = plugin.samples.find((s) => s.name === name);
    if (!sample) {
      const names = plugin.samples.map((s) => s.name).join(', ');
      throw new UsageError(`no such file, nor a sample of ${plugin.name}: ${arg}${names ? ` (samples: ${names})` : ''}`);
    }
    text = sample.text;
    file = `sample:${sample.name}`;
  }
  try {
    return { level: plugin.parse(text, { file, options: gameOptions }), file };
  } catch (e) {
    if (isParseError(e)) throw new LevelLoadError(formatParseError(e, file, plugin.name), true);
    throw new LevelLoadError(`${plugin.name} crashed while parsing ${file}: ${messageOf(e)}`, false);
  }
}

/** Input that cannot be read (not a regular file, too large, binary) fails like a level that does not parse. */
async function inputOf(read: () => string | Promise<string>): Promise<string> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof InputError) throw new LevelLoadError(e.message, e.parseError);
    throw e;
  }
}

/**
 * A solution argument: the text itself, `@file` to read it from a file (multi-line notations), or `-`
 * for standard input. `@file` always names a file: one that cannot be read is said so (a solution that
 * starts with `@` is given through a file or standard input).
 */
export async function solutionText(arg: string, io: CliIO): Promise<string> {
  if (arg === '-') return (await inputOf(() => readStdin(io))).replace(/\r?\n$/, '');
  if (arg.startsWith('@')) {
    const shown = arg.slice(1);
    if (shown === '') throw new UsageError('@ needs a file name: @solution.txt reads the solution from solution.txt');
    try {
      return readTextFile(resolve(io.cwd, shown), shown).replace(/\r?\n$/, '');
    } catch (e) {
      // A file that is not text is a parse error, like a level; one that cannot be read, a usage error.
      if (e instanceof InputError && !e.parseError) throw new UsageError(e.message);
      return inputOf(() => {
        throw e;
      });
    }
  }
  return inputOf(() => checkText(arg, 'solution'));
}

/**
 * Parses a solution against its level (the contract's `parseSolution(text, level?)`: a notation that
 * cannot be read without the level, like Cosmic Express's drawn boards, uses it); a
 * {@link LevelLoadError} (parse error) names it `solution:line:col`.
 */
export function parseSolution(plugin: AnyGamePlugin, text: string, level: unknown, name = 'solution'): unknown[] {
  try {
    return plugin.parseSolution(text, level);
  } catch (e) {
    if (isParseError(e)) throw new LevelLoadError(formatParseError(e, name, plugin.name), true);
    throw new LevelLoadError(`${plugin.name} crashed while parsing the solution: ${messageOf(e)}`, false);
  }
}
