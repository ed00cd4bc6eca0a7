import { parseCommandLine, peekGameName, peekWords, pluginArgs, solveSettings } from './args.js';
// Solving is what most runs do: imported with the rest (one module less to load); every other command
// is imported when used.
import { solveCommand, type SolveRunOptions } from './commands/solve.js';
import { didYouMean } from './did-you-mean.js';
import { reportFailure } from './failure.js';
import { loadGames, type GameEntry, type GameLoadFailure } from './games.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { printableIO } from './printable.js';

/** Set by the build from package.json; the sources run under vitest, whose config sets it the same way. */
declare const __PUZZLE_SOLVE_VERSION__: string;

/** The package version, printed by `--version`. */
export const VERSION: string = __PUZZLE_SOLVE_VERSION__;

/** The usage text (`--help`). */
export const USAGE = `puzzle-solve: solve, verify and render puzzle levels

Usage:
  puzzle-solve                                   list the games
  puzzle-solve <game>                            solve the game's bundled samples
  puzzle-solve <game> <files or folders…>        solve levels (folders: recursively, by extension;
                                                 - reads a level from standard input)
  puzzle-solve verify <game> <level> <solution>  check one solution (@file reads it from a file)
  puzzle-solve verify <game> --solutions <file.json>
                                                 check a map { "level path": ["solution", …] }
  puzzle-solve render <game> <level> [solution]  draw the level, or its state after the solution
  puzzle-solve merge <results.jsonl…>            join the --json output of several runs (shards)
                                                 into one summary per game
  puzzle-solve <game> --help                     the game's algorithms, options and samples

Options:
  -a, --algorithm <name>   search algorithm (default: the game's best)
  -t, --timeout <seconds>  time limit per level (default 60; 0 = none)
      --max-states <n>     stop a level when this many states are stored
  -j, --jobs <n>           levels solved in parallel, one worker thread each (default: cores)
      --memory <MB>        heap limit of each worker thread (a level that outgrows it: error);
                           every search stops at a memory limit before its thread runs out
      --known <file.json>  compare costs with known answers (a number, {part1,…} or solutions per level)
      --json               one JSON object per line on stdout (summary on stderr)
  -q, --quiet              only the summary (and errors)
      --shard <k/n>        solve only the k-th of n slices of the levels (ordered by path, dealt
                           round-robin): spread a corpus over n machines, then merge
      --steps              render: draw every step of the solution
      --svg <file>         render: write the level (or, with a solution, its animated replay) as SVG;
                           solving one level: write its solution as an animated SVG
      --plugin <module>    load another game plugin (a module exporting \`plugin\`)
      --<game option> <v>  options of the game, e.g. --part 2, --rules course
      --no-color           no colour (also NO_COLOR=1; colour is used only on a terminal)
  -h, --help               this text
      --version            the version

Exit codes: 0 everything solved or valid, 1 something was not, 2 usage or parse errors,
130 interrupted by Ctrl-C, 143 by SIGTERM (the levels done so far are reported and summed up).
`;

/**
 * Options of {@link main} for programs and tests.
 *
 * @category Running
 */
export interface MainOptions extends SolveRunOptions {
  /** Where to write; default the process's stdout, stderr and working folder. */
  readonly io?: CliIO;
  /** The games; default: the built-in registry plus `--plugin` modules. */
  readonly games?: readonly GameEntry[];
}

/**
 * Runs the command line and returns the exit code (it never calls `process.exit`).
 *
 * @param argv - the arguments after the program name.
 * @returns 0 when everything asked for was solved or valid, 1 when something was not, 2 for usage or
 *   parse errors.
 * @example
 * ```ts
 * import { main } from '@puzzle-solvers/cli';
 * process.exitCode = await main(['sokobond', 'levels/', '--json', '--timeout', '10']);
 * ```
 * @category Running
 */
export async function main(argv: readonly string[], options: MainOptions = {}): Promise<number> {
  // Every line written goes through printableIO: no text from outside reaches the terminal raw.
  const io: CliIO = printableIO(options.io ?? { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() });
  try {
    // --version needs no game (and loading them costs more than Node takes to start).
    if (!options.games && peekGameName(argv) === undefined && argv.includes('--version') && !argv.includes('--')) {
      io.stdout.write(`${VERSION}\n`);
      return EXIT.ok;
    }
    // merge joins results: it needs no game (a --plugin is still loaded, and refused if it is broken).
    if (peekWords(argv)[0] === 'merge') {
      if (!options.games && pluginArgs(argv).length > 0) refusePlugins((await loadGames(pluginArgs(argv), io.cwd, 'merge')).failures);
      const { mergeCommand } = await import('./commands/merge.js');
      return mergeCommand(parseCommandLine(argv, []), io);
    }
    let games: readonly GameEntry[];
    let failures: readonly GameLoadFailure[] = [];
    if (options.games) games = options.games;
    else {
      ({ games, failures } = await loadGames(pluginArgs(argv), io.cwd, peekGameName(argv)));
      refusePlugins(failures);
      // A game not found among those loaded (a plugin not named after its package, a misspelt name) is
      // looked for among them all, which the error message lists.
      const asked = peekGameName(argv);
      if (asked !== undefined && !games.some((g) => g.plugin.name === asked)) {
        ({ games, failures } = await loadGames(pluginArgs(argv), io.cwd));
        refusePlugins(failures);
      }
    }
    const args = parseCommandLine(
      argv,
      games.map((g) => g.plugin),
    );
    if (args.version) {
      io.stdout.write(`${VERSION}\n`);
      return EXIT.ok;
    }
    const [first, second] = args.positionals;
    if (first === undefined) {
      if (args.help) {
        io.stdout.write(USAGE);
        return EXIT.ok;
      }
      return (await import('./commands/list.js')).listCommand(games, failures, io);
    }
    if (first === 'help') {
      io.stdout.write(USAGE);
      return EXIT.ok;
    }
    if (first === 'list') return (await import('./commands/list.js')).listCommand(games, failures, io);
    const command = first === 'verify' || first === 'render' ? first : 'solve';
    const gameName = command === 'solve' ? first : second;
    if (gameName === undefined) {
      if (args.help) {
        io.stdout.write(USAGE);
        return EXIT.ok;
      }
      throw new UsageError(`${command} needs a game name`);
    }
    const entry = games.find((g) => g.plugin.name === gameName);
    if (!entry) {
      const failed = failures.find((f) => f.module.endsWith(`/game-${gameName}`));
      if (failed) throw new UsageError(`game ${gameName} could not be loaded: ${failed.error}`);
      const names = games.map((g) => g.plugin.name);
      throw new UsageError(`unknown game ${JSON.stringify(gameName)}${didYouMean(gameName, names)}; games: ${names.join(', ') || 'none'}`);
    }
    if (args.help) return (await import('./commands/list.js')).gameHelp(entry, io);
    if (command !== 'render' && args.steps) throw new UsageError('--steps only applies to render');
    if (command !== 'verify' && args.solutions !== undefined) throw new UsageError('--solutions only applies to verify');
    if (command === 'verify' && args.svg !== undefined) throw new UsageError('--svg applies to render and to solving');
    if (command !== 'solve' && args.known !== undefined) throw new UsageError('--known only applies to solving');
    if (command !== 'solve' && args.shard !== undefined) throw new UsageError('--shard only applies to solving');
    if (command === 'verify' || command === 'render') {
      // In a thread of its own (like solving), so that a parse bomb ends the thread, not the process.
      if (entry.module === undefined || options.inline === true)
        return await (await import('./commands/run-command.js')).runCommand(command, entry, args, io);
      const { timeoutMs, memoryMb } = solveSettings({ ...args, timeout: args.timeout ?? '0' }, entry.plugin);
      const { runCommandInWorker } = await import('./command-worker.js');
      return await runCommandInWorker(command, { ...entry, module: entry.module }, args, io, {
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        ...(memoryMb !== undefined ? { memoryMb } : {}),
        ...(options.workerUrl ? { workerUrl: options.workerUrl } : {}),
      });
    }
    return await solveCommand(entry, args, io, options);
  } catch (e) {
    return reportFailure(e, io);
  }
}

/**
 * A `--plugin` the user asked for that did not load (no such file, no `plugin` export, a broken
 * contract, a reserved name) ends the run with a usage error (exit code 2), naming every one; a game
 * this command line ships with that fails is reported when it is asked for.
 */
function refusePlugins(failures: readonly GameLoadFailure[]): void {
  const plugins = failures.filter((f) => !f.builtin);
  if (plugins.length === 0) return;
  throw new UsageError(plugins.map((f) => `--plugin ${f.module}: ${f.error}`).join('\n'));
}
