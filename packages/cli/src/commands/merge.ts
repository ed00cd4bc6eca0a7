import { resolve } from 'node:path';
import type { ParsedArgs } from '../args.js';
import { EXIT, UsageError, type CliIO } from '../io.js';
import { messageOf } from '../parse-errors.js';
import { jsonLine, printable } from '../printable.js';
import { InputError, MAX_MAP_BYTES, readTextFile } from '../read-input.js';
import type { LevelReport } from '../report.js';
import { summaryLine } from '../summary.js';
import { ReportError, readLevelReport } from '../read-report.js';

/** The report on one `--json` line, or a message saying why it is not one. */
function reportOf(line: string): LevelReport | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return messageOf(e);
  }
  try {
    return readLevelReport(value);
  } catch (e) {
    if (e instanceof ReportError) return e.message;
    throw e;
  }
}

/**
 * `puzzle-solve merge <results.jsonl…>`: joins the `--json` output of several runs (the shards of a
 * corpus, `--shard k/n`) into one summary per game; with `--json`, also the reports themselves, in the
 * order read. A level found in several files is counted once (the first).
 */
export function mergeCommand(args: ParsedArgs, io: CliIO): number {
  const files = args.positionals.slice(1);
  if (files.length === 0) throw new UsageError('merge needs the --json output files of the runs to join (e.g. shard-*.jsonl)');
  const byGame = new Map<string, Map<string, LevelReport>>();
  let malformed = false;
  let repeated = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readTextFile(resolve(io.cwd, file), file, MAX_MAP_BYTES);
    } catch (e) {
      io.stderr.write(`${printable(e instanceof InputError ? e.message : `${file}: ${messageOf(e)}`)}\n`);
      malformed = true;
      continue;
    }
    text.split('\n').forEach((line, i) => {
      if (line.trim() === '') return;
      const r = reportOf(line);
      if (typeof r === 'string') {
        io.stderr.write(`${file}:${i + 1}: ${printable(r)}\n`);
        malformed = true;
        return;
      }
      let reports = byGame.get(r.game);
      if (!reports) byGame.set(r.game, (reports = new Map()));
      if (reports.has(r.file)) repeated++;
      else reports.set(r.file, r);
    });
  }
  if (repeated > 0)
    io.stderr.write(`puzzle-solve: ${repeated} level report(s) found in several files were counted once (do the shards overlap?)\n`);
  let allSolved = true;
  for (const [game, reports] of byGame) {
    const list = [...reports.values()];
    if (args.json) for (const r of list) io.stdout.write(jsonLine(r));
    (args.json ? io.stderr : io.stdout).write(`${summaryLine(game, list, list.length)}\n`);
    allSolved &&= list.every((r) => r.status === 'solved');
  }
  if (byGame.size === 0 && !malformed) io.stderr.write('puzzle-solve: no level reports in these files\n');
  if (malformed) return EXIT.usage;
  return allSolved ? EXIT.ok : EXIT.failed;
}
