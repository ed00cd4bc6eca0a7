import { availableParallelism } from 'node:os';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { didYouMean } from './did-you-mean.js';
import { UsageError } from './io.js';

/** One of the command line's own options, as `node:util`'s `parseArgs` takes it. */
export interface CliOption {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  readonly multiple?: boolean;
}

/** The command line's own options (a game option may not reuse these names). */
export const CLI_OPTIONS: Readonly<Record<string, CliOption>> = {
  algorithm: { type: 'string', short: 'a' },
  timeout: { type: 'string', short: 't' },
  'max-states': { type: 'string' },
  json: { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
  jobs: { type: 'string', short: 'j' },
  memory: { type: 'string' },
  solutions: { type: 'string' },
  known: { type: 'string' },
  steps: { type: 'boolean' },
  svg: { type: 'string' },
  plugin: { type: 'string', multiple: true },
  shard: { type: 'string' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
};

/** The parsed command line, before the game is known. */
export interface ParsedArgs {
  readonly positionals: string[];
  readonly algorithm: string | undefined;
  readonly timeout: string | undefined;
  readonly maxStates: string | undefined;
  readonly json: boolean;
  readonly quiet: boolean;
  readonly jobs: string | undefined;
  readonly memory: string | undefined;
  readonly solutions: string | undefined;
  readonly known: string | undefined;
  readonly steps: boolean;
  /** `--svg <file>`: where to write the picture (render) or the solved animation (solve). */
  readonly svg: string | undefined;
  /** `--shard k/n`, as typed. */
  readonly shard: string | undefined;
  readonly help: boolean;
  readonly version: boolean;
  /** Game options given, by name. */
  readonly gameOptions: Record<string, string>;
}

/** The `--plugin` values, found before the games are loaded (their options shape the real parse). */
export function pluginArgs(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') break;
    if (a === '--plugin' && i + 1 < argv.length) out.push(argv[++i]!);
    else if (a.startsWith('--plugin=')) out.push(a.slice('--plugin='.length));
  }
  return out;
}

/**
 * The game a command line asks for, found before any game is loaded (so that only that one is): the
 * first word for solving, the second after `verify` or `render`. Every option not known to be a
 * switch is taken to have a value (game options all have one).
 */
export function peekGameName(argv: readonly string[]): string | undefined {
  const [first, second] = peekWords(argv);
  return first === 'verify' || first === 'render' ? second : first;
}

/** The first two words of a command line that are not options or their values (see {@link peekGameName}). */
export function peekWords(argv: readonly string[]): string[] {
  const words: string[] = [];
  const switches = new Set<string>();
  for (const [name, spec] of Object.entries(CLI_OPTIONS)) {
    if (spec.type !== 'boolean') continue;
    switches.add(`--${name}`);
    if ('short' in spec) switches.add(`-${spec.short}`);
  }
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const a = argv[i]!;
    if (a === '--') {
      words.push(...argv.slice(i + 1));
      break;
    }
    if (a === '-' || !a.startsWith('-')) words.push(a);
    else if (!switches.has(a) && !a.includes('=') && !/^-[a-z]./i.test(a)) i++;
  }
  return words.slice(0, 2);
}

/**
 * Parses the command line. Game options of every known game are accepted here (all are strings);
 * {@link gameOptionsFor} then rejects those that do not belong to the chosen game.
 */
export function parseCommandLine(argv: readonly string[], plugins: readonly AnyGamePlugin[]): ParsedArgs {
  const options: NonNullable<ParseArgsConfig['options']> = { ...CLI_OPTIONS };
  const gameOptionNames = new Set<string>();
  for (const p of plugins) {
    for (const o of p.options) {
      if (o.name in CLI_OPTIONS) continue; // refused when the plugin loads (pluginOf)
      options[o.name] = { type: 'string' };
      gameOptionNames.add(o.name);
    }
  }
  let values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true }));
  } catch (e) {
    const message = (e as Error).message.replace(/\. To specify a positional argument.*$/s, '');
    // A mistyped option name: the options it may have meant (the command line's and the games').
    const unknown = /^Unknown option '(--[^']+)'$/.exec(message)?.[1];
    const hint =
      unknown === undefined
        ? ''
        : didYouMean(
            unknown,
            Object.keys(options).map((name) => `--${name}`),
          );
    throw new UsageError(`${message}${hint}`);
  }
  const str = (name: string): string | undefined => {
    const v = values[name];
    return typeof v === 'string' ? v : undefined;
  };
  const gameOptions: Record<string, string> = {};
  for (const name of gameOptionNames) {
    const v = str(name);
    if (v !== undefined) gameOptions[name] = v;
  }
  return {
    positionals,
    algorithm: str('algorithm'),
    timeout: str('timeout'),
    maxStates: str('max-states'),
    json: values['json'] === true,
    quiet: values['quiet'] === true,
    jobs: str('jobs'),
    memory: str('memory'),
    solutions: str('solutions'),
    known: str('known'),
    steps: values['steps'] === true,
    svg: str('svg'),
    shard: str('shard'),
    help: values['help'] === true,
    version: values['version'] === true,
    gameOptions,
  };
}

/** The game's options with defaults filled in; a usage error for an option of another game or a bad choice. */
export function gameOptionsFor(plugin: AnyGamePlugin, given: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(given)) {
    if (!plugin.options.some((o) => o.name === name)) {
      throw new UsageError(`--${name} is not an option of ${plugin.name}${optionsHint(plugin)}`);
    }
  }
  for (const o of plugin.options) {
    const v = given[o.name] ?? o.default;
    if (o.choices && !o.choices.includes(v)) {
      throw new UsageError(`--${o.name} must be one of ${o.choices.join(', ')} (got ${JSON.stringify(v)})`);
    }
    out[o.name] = v;
  }
  return out;
}

function optionsHint(plugin: AnyGamePlugin): string {
  return plugin.options.length === 0 ? ' (it has none)' : ` (its options: ${plugin.options.map((o) => `--${o.name}`).join(', ')})`;
}

function numberArg(name: string, text: string): number {
  const n = Number(text.replace(/_/g, ''));
  if (text.trim() === '' || !Number.isFinite(n)) throw new UsageError(`--${name} needs a number (got ${JSON.stringify(text)})`);
  return n;
}

/** The solve limits and parallelism from the parsed options, checked. */
export function solveSettings(
  args: ParsedArgs,
  plugin: AnyGamePlugin,
): {
  algorithm: string | undefined;
  timeoutMs: number | undefined;
  maxStates: number | undefined;
  jobs: number;
  memoryMb: number | undefined;
} {
  if (args.algorithm !== undefined && !plugin.algorithms.includes(args.algorithm)) {
    throw new UsageError(
      `${plugin.name} has no algorithm ${JSON.stringify(args.algorithm)}; choose one of ${plugin.algorithms.join(', ')}`,
    );
  }
  let timeoutMs: number | undefined = 60_000;
  if (args.timeout !== undefined) {
    const s = numberArg('timeout', args.timeout);
    if (s < 0) throw new UsageError('--timeout must be 0 (no limit) or a positive number of seconds');
    timeoutMs = s === 0 ? undefined : Math.max(1, Math.round(s * 1000));
  }
  let maxStates: number | undefined;
  if (args.maxStates !== undefined) {
    maxStates = numberArg('max-states', args.maxStates);
    if (!Number.isInteger(maxStates) || maxStates < 1) throw new UsageError('--max-states must be a positive integer');
  }
  let jobs = availableParallelism();
  if (args.jobs !== undefined) {
    jobs = numberArg('jobs', args.jobs);
    if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError('--jobs must be a positive integer');
  }
  let memoryMb: number | undefined;
  if (args.memory !== undefined) {
    memoryMb = numberArg('memory', args.memory);
    if (!Number.isInteger(memoryMb) || memoryMb < 16) throw new UsageError('--memory must be a whole number of MB, at least 16');
  }
  return { algorithm: args.algorithm, timeoutMs, maxStates, jobs, memoryMb };
}

/**
 * `--shard k/n`: the k-th (from 1) of n slices of the levels. The levels are ordered by path and dealt
 * round-robin, so every machine given the same files computes the same slices, each with every n-th level.
 */
export function shardOf(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard needs k/n with 1 ≤ k ≤ n, e.g. 2/4 (got ${JSON.stringify(text)})`);
  return { index, count };
}
