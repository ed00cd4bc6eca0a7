import { dirname, join, resolve } from 'node:path';
import type { VerifyResult } from '@puzzle-solvers/game-kit';
import { gameOptionsFor, type ParsedArgs } from '../args.js';
import type { GameEntry } from '../games.js';
import { EXIT, UsageError, type CliIO } from '../io.js';
import { formatParseError, isParseError, messageOf } from '../parse-errors.js';
import { jsonLine, printable } from '../printable.js';
import { InputError, MAX_MAP_BYTES, readTextFile } from '../read-input.js';
import { counted, type VerifyReport } from '../report.js';
import { marks } from '../style.js';
import { LevelLoadError, loadLevel, parseSolution, solutionText } from './load-level.js';

/**
 * Checks one solution. The text goes to the plugin's `verify` as it is (a game may accept forms its
 * `parseSolution` alone cannot read, like Cosmic Express's drawn boards); `parseSolution` is used only
 * to place a malformed solution's error (`name:line:col`) and to count the moves for the message.
 */
function check(entry: GameEntry, level: unknown, file: string, solution: string, name: string): VerifyReport & { parseError: boolean } {
  const { plugin } = entry;
  const base = { game: plugin.name, file, solution, moves: null, cost: null };
  const parsed = (): { moves: unknown[] } | { error: LevelLoadError } => {
    try {
      return { moves: parseSolution(plugin, solution, level, name) };
    } catch (e) {
      if (e instanceof LevelLoadError) return { error: e };
      throw e;
    }
  };
  let v: VerifyResult;
  try {
    v = plugin.verify(level, solution);
  } catch (e) {
    if (isParseError(e)) return { ...base, valid: false, reason: formatParseError(e, name, plugin.name), parseError: true };
    return { ...base, valid: false, reason: `${plugin.name} crashed while verifying: ${messageOf(e)}`, parseError: false };
  }
  if (v.valid) return { ...base, valid: true, reason: null, moves: v.moves, cost: v.cost, parseError: false };
  const p = parsed();
  if (v.step < 0) {
    const reason = 'error' in p ? p.error.message : `${name}: ${v.reason}`;
    return { ...base, valid: false, reason, parseError: true };
  }
  const count = 'moves' in p ? p.moves.length : undefined;
  const where = count !== undefined && v.step >= count ? `after the last move (${count})` : `step ${v.step + 1}`;
  return { ...base, valid: false, reason: `${where}: ${v.reason}`, parseError: false };
}

function print(r: VerifyReport, label: string, args: ParsedArgs, io: CliIO): void {
  const mark = marks(io);
  if (args.json) {
    io.stdout.write(jsonLine({ file: r.file, solution: r.solution, valid: r.valid, reason: r.reason, moves: r.moves, cost: r.cost }));
  } else if (r.valid === null) {
    if (!args.quiet) io.stdout.write(`- ${label}: skipped, ${r.reason}\n`);
  } else if (r.valid) {
    if (!args.quiet) io.stdout.write(`${mark.ok} ${label}: valid, ${counted(r.moves ?? 0, 'move')} (cost ${r.cost})\n`);
  } else {
    io.stdout.write(`${mark.no} ${label}: ${printable(r.reason ?? '')}\n`);
  }
}

/**
 * Why an entry of a solutions map is not a solution to check (empty, or a `#` comment), or undefined.
 * A comment is one line that starts with `#`: a drawn solution (Cosmic Express boards) spans lines
 * and may well start with a wall `#`.
 */
function notASolution(text: string): string | undefined {
  if (text.trim() === '') return 'an empty entry is not a solution';
  if (text.startsWith('#') && !text.trimEnd().includes('\n')) return 'a # comment is not a solution';
  return undefined;
}

/** `puzzle-solve verify <game> <level> <solution>` and `verify <game> --solutions <file.json>`. */
export async function verifyCommand(entry: GameEntry, args: ParsedArgs, io: CliIO): Promise<number> {
  const { plugin } = entry;
  const gameOptions = gameOptionsFor(plugin, args.gameOptions);
  const rest = args.positionals.slice(2);
  if (args.solutions === undefined) {
    if (rest.length !== 2) throw new UsageError('verify needs <game> <level> <solution> (or <game> --solutions <file.json>)');
    const [levelArg, solutionArg] = rest as [string, string];
    if (levelArg === '-' && solutionArg === '-') throw new UsageError('the level and the solution cannot both come from standard input');
    const { level, file } = await loadLevel(plugin, levelArg, gameOptions, io);
    const r = check(entry, level, file, await solutionText(solutionArg, io), 'solution');
    // A solution that does not parse is reported like any parse error: `solution:1:col: message` on stderr.
    if (r.parseError && !args.json) io.stderr.write(`${printable(r.reason ?? '')}\n`);
    else print(r, file, args, io);
    return r.parseError ? EXIT.usage : r.valid ? EXIT.ok : EXIT.failed;
  }
  if (rest.length !== 0) throw new UsageError('verify --solutions takes no level or solution arguments');
  const jsonPath = resolve(io.cwd, args.solutions);
  let map: unknown;
  try {
    map = JSON.parse(readTextFile(jsonPath, args.solutions, MAX_MAP_BYTES));
  } catch (e) {
    throw new LevelLoadError(e instanceof InputError ? e.message : `${args.solutions}: ${messageOf(e)}`, true);
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw new LevelLoadError(`${args.solutions}: expected an object of level path → list of solutions`, true);
  }
  const shownDir = dirname(args.solutions);
  let valid = 0;
  let total = 0;
  let parseErrors = false;
  let levels = 0;
  let skipped = 0;
  for (const [key, value] of Object.entries(map as Record<string, unknown>)) {
    levels++;
    const file = join(shownDir, key);
    const solutions = Array.isArray(value) && value.every((s) => typeof s === 'string') ? (value as string[]) : undefined;
    if (!solutions) {
      total++;
      parseErrors = true;
      print(
        { game: plugin.name, file, solution: '', valid: false, reason: 'expected a list of solution strings', moves: null, cost: null },
        file,
        args,
        io,
      );
      continue;
    }
    let level: unknown;
    try {
      level = (await loadLevel(plugin, file, gameOptions, io)).level;
    } catch (e) {
      const reason = e instanceof LevelLoadError || e instanceof UsageError ? e.message : messageOf(e);
      parseErrors ||= e instanceof LevelLoadError ? e.parseError : true;
      for (const solution of solutions) {
        total++;
        print({ game: plugin.name, file, solution, valid: false, reason, moves: null, cost: null }, file, args, io);
      }
      continue;
    }
    solutions.forEach((solution, i) => {
      const label = solutions.length > 1 ? `${file} #${i + 1}` : file;
      const skip = notASolution(solution);
      if (skip !== undefined) {
        skipped++;
        print({ game: plugin.name, file, solution, valid: null, reason: skip, moves: null, cost: null }, label, args, io);
        return;
      }
      total++;
      const r = check(entry, level, file, solution, `${key}[${i}]`);
      if (r.valid) valid++;
      print(r, label, args, io);
    });
  }
  // The summary goes to stdout, or to stderr with --json (stdout holds only JSON lines), even with -q.
  const notes = [
    counted(levels, 'level'),
    ...(skipped > 0 ? [`${counted(skipped, 'entry', 'entries')} skipped: empty or # comments`] : []),
  ];
  (args.json ? io.stderr : io.stdout).write(
    `${plugin.name}: ${valid}/${total} ${total === 1 ? 'solution' : 'solutions'} valid (${notes.join('; ')})\n`,
  );
  if (parseErrors) return EXIT.usage;
  return valid === total ? EXIT.ok : EXIT.failed;
}
