import { gameOptionsFor, type ParsedArgs } from '../args.js';
import type { GameEntry } from '../games.js';
import { EXIT, UsageError, type CliIO } from '../io.js';
import { messageOf } from '../parse-errors.js';
import { svgRenderer, writeSvg } from '../svg-output.js';
import { counted } from '../report.js';
import { loadLevel, parseSolution, solutionText } from './load-level.js';

function block(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** `puzzle-solve render <game> <level> [solution] [--steps] [--svg <file>]`. */
export async function renderCommand(entry: GameEntry, args: ParsedArgs, io: CliIO): Promise<number> {
  const { plugin } = entry;
  const gameOptions = gameOptionsFor(plugin, args.gameOptions);
  const rest = args.positionals.slice(2);
  if (rest.length < 1 || rest.length > 2) throw new UsageError('render needs <game> <level> [solution]');
  if (rest[0] === '-' && rest[1] === '-') throw new UsageError('the level and the solution cannot both come from standard input');
  const svg = args.svg === undefined ? undefined : svgRenderer(plugin);
  const { level, file } = await loadLevel(plugin, rest[0]!, gameOptions, io);
  const out = (s: string): unknown => io.stdout.write(s);
  if (rest.length === 1) {
    if (args.steps) throw new UsageError('--steps needs a solution to step through');
    if (svg && args.svg !== undefined) writeSvg(args.svg, svg.renderSvg(level), `${file} as SVG`, io);
    else out(block(plugin.render(level)));
    return EXIT.ok;
  }
  const moves = parseSolution(plugin, await solutionText(rest[1]!, io), level);
  let states: readonly unknown[];
  let verdict: ReturnType<typeof plugin.verify>;
  try {
    states = plugin.replay(level, moves);
    verdict = plugin.verify(level, moves);
  } catch (e) {
    io.stderr.write(`${plugin.name} crashed while replaying the solution: ${messageOf(e)}\n`);
    return EXIT.failed;
  }
  // The contract: the initial state first, then the state after each legal move.
  const after = states.slice(1);
  if (svg && args.svg !== undefined) {
    writeSvg(args.svg, svg.renderSvgAnimation(level, states), `${file}, ${after.length} of ${counted(moves.length, 'move')} animated`, io);
  } else if (args.steps) {
    out(`${file}: start\n${block(plugin.render(level))}`);
    after.slice(0, moves.length).forEach((state, i) => {
      out(`\nstep ${i + 1}/${moves.length}: ${plugin.formatSolution([moves[i]])}\n${block(plugin.render(level, state))}`);
    });
  } else {
    const last = after.at(-1);
    out(block(last === undefined ? plugin.render(level) : plugin.render(level, last)));
  }
  if (verdict.valid) {
    out(`solved: ${counted(verdict.moves, 'move')} (cost ${verdict.cost})\n`);
    return EXIT.ok;
  }
  const where = verdict.step < 0 ? 'the solution' : verdict.step >= moves.length ? 'after the last move' : `step ${verdict.step + 1}`;
  out(`not solved: ${where}: ${verdict.reason}\n`);
  return EXIT.failed;
}
