import { resolve } from 'node:path';
import type { SearchProgress } from '@puzzle-solvers/search-core';
import { gameOptionsFor, shardOf, solveSettings, type ParsedArgs } from '../args.js';
import type { GameEntry } from '../games.js';
import { EXIT, readStdin, UsageError, type CliIO } from '../io.js';
import { collectLevelFiles, naturalOrder } from '../levels.js';
import { messageOf } from '../parse-errors.js';
import { jsonLine, printable } from '../printable.js';
import { InputError, readTextFile } from '../read-input.js';
import { ProgressLine, type RunningLevel } from '../progress.js';
import { counted, formatMs, qualityText, type LevelLimit, type LevelOutcome, type LevelReport, type SolutionNote } from '../report.js';
import { marks, type Marks } from '../style.js';
import { defaultSearchMemory } from '../memory-budget.js';
import { StrayErrors } from '../stray-errors.js';
import { summaryLine } from '../summary.js';
import { solutionAnimation, svgRenderer, writeSvg } from '../svg-output.js';
import { failedReport, solveLevel, withStrayErrors, type LevelTask } from '../solve-level.js';

/** How `solve` runs levels. */
export interface SolveRunOptions {
  /**
   * `true`: solve in the main thread, one level at a time (tests, embedding). `false`: always in worker
   * threads. Default: one level of a built-in game in the main thread, else worker threads.
   */
  readonly inline?: boolean;
  readonly workerUrl?: URL;
  readonly graceMs?: number;
  /** Aborted on Ctrl-C: the levels done so far are reported and summed up, the rest dropped (exit code 130). */
  readonly signal?: AbortSignal;
  /**
   * Told when the main thread starts (`true`) and ends (`false`) a synchronous solve, during which it
   * cannot react to events: the binary lets Ctrl-C end the process at once meanwhile.
   */
  readonly blocking?: (blocked: boolean) => void;
}

/**
 * The levels to solve: the game's samples when no path is given, else the samples and files named (in
 * order, folders expanded). A file that cannot be read is already an outcome.
 */
async function tasksOf(entry: GameEntry, args: ParsedArgs, io: CliIO): Promise<(LevelTask | LevelOutcome)[]> {
  const settings = solveSettings(args, entry.plugin);
  const tasks = await levelsOf(entry, args, io, settings);
  // Each search may hold a share of the memory of the threads that solve at once (see searchMemoryBudget).
  const { jobs, memoryMb } = settings;
  const maxMemoryBytes = defaultSearchMemory(Math.min(jobs, Math.max(1, tasks.length)), memoryMb);
  const limits = memoryMb !== undefined ? { maxMemoryBytes, heapLimitBytes: memoryMb * 2 ** 20 } : { maxMemoryBytes };
  return tasks.map((t) => ('report' in t ? t : { ...t, ...limits }));
}

/** The tasks of {@link tasksOf}, before their memory limit. */
async function levelsOf(
  entry: GameEntry,
  args: ParsedArgs,
  io: CliIO,
  settings: ReturnType<typeof solveSettings>,
): Promise<(LevelTask | LevelOutcome)[]> {
  const { plugin } = entry;
  const gameOptions = gameOptionsFor(plugin, args.gameOptions);
  const base = {
    game: plugin.name,
    gameOptions,
    ...(settings.algorithm !== undefined ? { algorithm: settings.algorithm } : {}),
    ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}),
    ...(settings.maxStates !== undefined ? { maxStates: settings.maxStates } : {}),
  };
  const paths = args.positionals.slice(1);
  if (paths.length === 0) {
    if (plugin.samples.length === 0) throw new UsageError(`${plugin.name} has no bundled samples; give level files or folders`);
    const names = inShard(
      plugin.samples.map((s) => `sample:${s.name}`),
      args,
    );
    return plugin.samples
      .filter((s) => names.includes(`sample:${s.name}`))
      .map((s) => ({ ...base, file: `sample:${s.name}`, text: s.text }));
  }
  // `sample:<name>` names a bundled sample, `-` standard input; everything else is a file or folder.
  // Input order is kept.
  const samples = new Map<string, string | InputError>();
  const files: string[] = [];
  const missing: string[] = [];
  // Files and folders that could not be looked at (a link to itself, no permission): that level's error.
  const unreadable = new Map<string, string>();
  for (const path of paths) {
    if (path === '-') {
      if (samples.has('<stdin>')) throw new UsageError('standard input (-) can be read only once');
      samples.set(
        '<stdin>',
        await readStdin(io).catch((e: unknown) => {
          if (e instanceof InputError) return e;
          throw e;
        }),
      );
      files.push('<stdin>');
    } else if (path.startsWith('sample:')) {
      const sample = plugin.samples.find((s) => `sample:${s.name}` === path);
      if (!sample) throw new UsageError(`${plugin.name} has no ${path} (samples: ${plugin.samples.map((s) => s.name).join(', ')})`);
      samples.set(path, sample.text);
      files.push(path);
    } else {
      const found = collectLevelFiles(plugin, [path], io.cwd);
      files.push(...found.files);
      missing.push(...found.missing);
      for (const [file, why] of found.unreadable) unreadable.set(file, why);
    }
  }
  if (missing.length > 0) throw new UsageError(`no such file or folder: ${missing.join(', ')}`);
  if (files.length === 0) throw new UsageError(`no ${plugin.extensions.join('/')} level files in ${paths.join(', ')}`);
  return inShard(files, args).map((file): LevelTask | LevelOutcome => {
    const sample = samples.get(file);
    try {
      if (sample instanceof InputError) throw sample;
      const why = unreadable.get(file);
      if (why !== undefined) throw new InputError(`${file}: ${why}`);
      return { ...base, file, text: sample ?? readTextFile(resolve(io.cwd, file), file) };
    } catch (e) {
      const task: LevelTask = { ...base, file, text: '' };
      const error = e instanceof InputError ? e : new InputError(`${file}: cannot read: ${messageOf(e)}`);
      // A parse error keeps its `file:line:col:` (printed alone); otherwise the report line names the file.
      const message = error.parseError || !error.message.startsWith(`${file}: `) ? error.message : error.message.slice(file.length + 2);
      return { report: failedReport(task, 'error', 0, message), parseError: error.parseError };
    }
  });
}

/** The files of this run's `--shard` (all without it), in their given order. */
function inShard(files: readonly string[], args: ParsedArgs): string[] {
  if (args.shard === undefined) return [...files];
  const { index, count } = shardOf(args.shard);
  const sorted = [...new Set(files)].sort((a, b) => naturalOrder(a, b) || (a < b ? -1 : a > b ? 1 : 0));
  const mine = new Set(sorted.filter((_, i) => i % count === index - 1));
  return files.filter((f) => mine.has(f));
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}

/**
 * ` (cost 10, known 8: +2, optimal ≥ 7)`, ` (proven optimal)`: the cost when it is not the move
 * count or a known cost is given, and how good the solution is proven to be; empty when neither.
 */
function costText(r: LevelReport): string {
  const parts: string[] = [];
  if (r.known !== null && r.cost !== null) {
    const d = r.cost - r.known;
    parts.push(`cost ${r.cost}, known ${r.known}${d === 0 ? '' : d > 0 ? `: +${d}` : `: ${d}, better than known`}`);
  } else if (r.cost !== r.moves) parts.push(`cost ${r.cost}`);
  const quality = qualityText(r.optimal, r.lowerBound);
  if (quality !== undefined) parts.push(quality);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

/** How `describe` names the limit that stopped a level. */
const LIMIT_NAMES: Readonly<Record<LevelLimit, string>> = {
  states: 'state',
  memory: 'memory',
  expansions: 'expansion',
  depth: 'depth',
  width: 'beam width',
};

/** The human-readable lines for one level (parse errors are printed apart, on stderr). */
function describe(r: LevelReport, limits: { timeoutMs: number | undefined }, mark: Marks): string {
  const states = `${counted(r.stats.generated, 'state')}, ${formatMs(r.stats.ms)}`;
  switch (r.status) {
    case 'solved':
      return `${mark.ok} ${r.file}: solved in ${counted(r.moves ?? 0, 'move')}${costText(r)}, ${states}\n${indent(r.solution ?? '')}\n`;
    case 'unsolvable':
      // Nothing expanded: the game's own dead-position tests rejected the start itself.
      return r.stats.expanded === 0
        ? `${mark.no} ${r.file}: unsolvable (the start is already a dead end by the game's own tests), ${states}\n`
        : `${mark.no} ${r.file}: unsolvable (every reachable state explored), ${states}\n`;
    case 'timeout':
      return `${mark.no} ${r.file}: timeout${limits.timeoutMs !== undefined ? ` after ${formatMs(limits.timeoutMs)}` : ''}, ${states}\n`;
    case 'limit':
      return `${mark.no} ${r.file}: stopped at the ${LIMIT_NAMES[r.limit ?? 'states']} limit, ${states}\n`;
    case 'error':
      return `${mark.no} ${r.file}: ${printable(r.error ?? 'error')}\n`;
  }
}

/** `--svg <file>` when solving: the solution of the one level, animated (nothing when it was not solved). */
function writeSolvedSvg(entry: GameEntry, task: LevelTask | LevelOutcome, report: LevelReport, path: string, io: CliIO): void {
  if ('report' in task || report.status !== 'solved' || report.solution === null) {
    io.stderr.write(`--svg ${path} not written: ${report.file} was not solved\n`);
    return;
  }
  const { plugin } = entry;
  const level = plugin.parse(task.text, { file: task.file, options: task.gameOptions });
  const { svg, steps } = solutionAnimation(plugin, level, report.solution);
  writeSvg(path, svg, `${report.file} solved in ${counted(steps, 'move')}, animated`, io);
}

/** `puzzle-solve <game> [files…]`. */
export async function solveCommand(entry: GameEntry, args: ParsedArgs, io: CliIO, run: SolveRunOptions): Promise<number> {
  const { plugin } = entry;
  const settings = solveSettings(args, plugin);
  if (args.svg !== undefined) svgRenderer(plugin);
  const tasks = await tasksOf(entry, args, io);
  const total = tasks.length;
  if (args.svg !== undefined && total !== 1) throw new UsageError(`--svg writes the solution of one level; this run has ${total}`);
  const outcomes: (LevelOutcome | undefined)[] = new Array<LevelOutcome | undefined>(total);
  const progress = io.stderr.isTTY && !args.quiet ? new ProgressLine(io.stderr, total) : undefined;
  const mark = marks(io);
  let flushed = 0;
  let done = 0;
  const wallStart = performance.now();

  // Reports are printed in input order, each as soon as every earlier one is known; when interrupted,
  // every one known is printed (the summary counts them).
  const flush = (all = false): void => {
    while (flushed < total && (outcomes[flushed] || all)) {
      const outcome = outcomes[flushed++];
      if (!outcome) continue;
      const { report, parseError } = outcome;
      progress?.clear();
      if (args.json) io.stdout.write(jsonLine(report));
      // A parse error goes to stderr alone, as `file:line:col: message` (editors link it).
      else if (parseError) io.stderr.write(`${printable(report.error ?? '')}\n`);
      // Quiet: every level that was not solved is still named, with why.
      else if (!args.quiet || report.status !== 'solved') io.stdout.write(describe(report, settings, mark));
    }
  };
  const knownCost =
    args.known !== undefined
      ? (await import('../known.js')).loadKnown(plugin, args.known, gameOptionsFor(plugin, args.gameOptions), io)
      : undefined;
  const settle = (i: number, outcome: LevelOutcome): void => {
    if (outcomes[i] || interrupted) return;
    const task = tasks[i]!;
    if (knownCost && !('report' in task)) {
      const known = knownCost(task.file, task.text, outcome.report.status === 'solved');
      if (known !== undefined) outcome = { ...outcome, report: { ...outcome.report, known } };
    }
    outcomes[i] = outcome;
    done++;
    flush();
  };
  // The summary goes to stdout, or to stderr with --json (stdout holds only JSON lines), even with -q.
  const summary = (): void => {
    progress?.clear();
    const reports = outcomes.filter((o) => o !== undefined).map((o) => o.report);
    const text = summaryLine(plugin.name, reports, total, {
      wallMs: performance.now() - wallStart,
      known: knownCost !== undefined,
      notRun: interrupted ? total - reports.length : 0,
    });
    (args.json ? io.stderr : io.stdout).write(`${text}\n`);
  };

  // Ctrl-C: what was solved so far is reported (in order, up to the first level not done) and summed up.
  let interrupted = false;
  let onInterrupt: () => void = () => undefined;
  const interruption = new Promise<void>((resolve) => (onInterrupt = resolve));
  const interrupt = (): void => {
    if (interrupted) return;
    flush(true);
    interrupted = true;
    summary();
    onInterrupt();
  };
  if (run.signal?.aborted) interrupt();
  run.signal?.addEventListener('abort', interrupt, { once: true });

  const levels = tasks.filter((t) => !('report' in t)).length;
  // One level of a built-in game is solved in this thread: a worker costs more than a small level takes,
  // and the game holds its own time limit. Several levels, another plugin or --memory use worker threads.
  const inline =
    run.inline === true ||
    entry.module === undefined ||
    (run.inline !== false && levels <= 1 && entry.builtin === true && settings.memoryMb === undefined);
  try {
    if (inline) {
      const stray = new StrayErrors((e) =>
        io.stderr.write(`puzzle-solve: ${plugin.name} left an unhandled error: ${printable(messageOf(e))}\n`),
      ).open();
      try {
        for (let i = 0; i < total && !interrupted; i++) {
          const t = tasks[i]!;
          if ('report' in t) {
            settle(i, t);
            continue;
          }
          const started = performance.now();
          let last: SearchProgress | undefined;
          let best: SolutionNote | undefined;
          const onProgress = progress
            ? (p: SearchProgress): void => {
                last = p;
                progress.draw(done, [{ started, progress: p, best }]);
              }
            : undefined;
          // Each better solution is drawn at once.
          const onSolution = progress
            ? (note: SolutionNote): void => {
                best = note;
                progress.draw(done, [{ started, progress: last, best }], true);
              }
            : undefined;
          run.blocking?.(true);
          let result: { value: LevelOutcome; stray: unknown[] };
          try {
            result = await stray.run(() => solveLevel(plugin, t, onProgress, onSolution));
          } finally {
            run.blocking?.(false);
          }
          settle(i, withStrayErrors(t, result.value, result.stray));
        }
      } finally {
        stray.close();
      }
    } else {
      const { WorkerPool } = await import('../pool.js');
      const pool = new WorkerPool({
        size: Math.min(settings.jobs, Math.max(1, levels)),
        ...(run.workerUrl ? { workerUrl: run.workerUrl } : {}),
        ...(run.graceMs !== undefined ? { graceMs: run.graceMs } : {}),
        ...(settings.memoryMb !== undefined ? { memoryMb: settings.memoryMb } : {}),
        output: (text) => {
          progress?.clear();
          io.stderr.write(text);
        },
      });
      const timer = progress ? setInterval(() => progress.draw(done, pool.running() satisfies RunningLevel[]), 250) : undefined;
      try {
        const all = Promise.all(
          tasks.map(async (t, i) => {
            if ('report' in t) settle(i, t);
            else settle(i, await pool.run(entry.module!, t, progress ? () => undefined : undefined));
          }),
        );
        await Promise.race([all, interruption]);
      } finally {
        if (timer) clearInterval(timer);
        await pool.close();
      }
    }
  } finally {
    run.signal?.removeEventListener('abort', interrupt);
  }
  if (interrupted) return EXIT.interrupted;
  summary();

  const reports = outcomes.map((o) => o!.report);
  const solved = reports.filter((r) => r.status === 'solved').length;
  if (args.svg !== undefined) writeSolvedSvg(entry, tasks[0]!, reports[0]!, args.svg, io);
  if (outcomes.some((o) => o!.parseError)) return EXIT.usage;
  return solved === total ? EXIT.ok : EXIT.failed;
}
