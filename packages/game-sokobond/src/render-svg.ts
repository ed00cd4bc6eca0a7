/**
 * SVG pictures of a level, a position, or a whole solution.
 *
 * @module
 */
import { svgAnimation, svgDocument, svgNumber, svgRuns, type SvgAnimationOptions, type SvgOptions } from '@puzzle-solvers/game-kit';
import { ELEMENTS, VALENCE, type Level } from './level.js';
import { cellAt, downBondAt, initialPosition, rightBondAt, type Position } from './rules.js';

const CELL = 48;
const MARGIN = 8;
const RADIUS = 14;
const CAPTION = 24;

const SYMBOL: Readonly<Record<string, string>> = { h: 'H', o: 'O', n: 'N', c: 'C', e: 'He' };

const STYLE =
  '.ps-sokobond .bg{fill:#20242c}' +
  '.ps-sokobond .floor{fill:#f3efe4}' +
  '.ps-sokobond .wall{fill:#4a4f5c;stroke:#20242c;stroke-width:1}' +
  '.ps-sokobond .grid{stroke:#d9d2bf;stroke-width:1}' +
  '.ps-sokobond .bond{stroke:#2b2b2b;stroke-width:3;stroke-linecap:round}' +
  '.ps-sokobond .atom{stroke:#2b2b2b;stroke-width:2}' +
  '.ps-sokobond .atom.player{stroke:#111;stroke-width:4}' +
  '.ps-sokobond .element-h{fill:#ef5350}.ps-sokobond .element-o{fill:#42a5f5}.ps-sokobond .element-n{fill:#66bb6a}' +
  '.ps-sokobond .element-c{fill:#ffca28}.ps-sokobond .element-e{fill:#e0e0e0}' +
  '.ps-sokobond .atom-symbol{fill:#1a1a1a;font:700 13px sans-serif;text-anchor:middle;dominant-baseline:central}' +
  '.ps-sokobond .electron{fill:#1a1a1a}' +
  '.ps-sokobond .modifier{stroke:#20242c;stroke-width:2}' +
  '.ps-sokobond .modifier-mark{stroke:#fff;stroke-width:3;stroke-linecap:round;fill:none}' +
  '.ps-sokobond .weaken{fill:#d84315}.ps-sokobond .strengthen{fill:#2e7d32}.ps-sokobond .rotate{fill:#1565c0}' +
  '.ps-sokobond .caption{fill:#e6e1d3;font:13px sans-serif}';

const cx = (x: number): number => MARGIN + x * CELL + CELL / 2;

/** The still part: floor, walls and the modifiers on corners. */
function boardSvg(level: Level, height: number): string {
  const { width } = level;
  let out = `<rect class="bg" width="${2 * MARGIN + width * CELL}" height="${height}"/>`;
  out += `<rect class="floor" x="${MARGIN}" y="${MARGIN}" width="${width * CELL}" height="${level.height * CELL}"/>`;
  for (let x = 1; x < width; x++)
    out += `<line class="grid" x1="${MARGIN + x * CELL}" y1="${MARGIN}" x2="${MARGIN + x * CELL}" y2="${MARGIN + level.height * CELL}"/>`;
  for (let y = 1; y < level.height; y++)
    out += `<line class="grid" x1="${MARGIN}" y1="${MARGIN + y * CELL}" x2="${MARGIN + width * CELL}" y2="${MARGIN + y * CELL}"/>`;
  for (let y = 0; y < level.height; y++) {
    for (let x = 0; x < width; x++) {
      if (level.walls[y * width + x] === 1) {
        out += `<rect class="wall" x="${MARGIN + x * CELL}" y="${MARGIN + y * CELL}" width="${CELL}" height="${CELL}" rx="4"/>`;
      }
    }
  }
  for (const m of level.modifiers) {
    const px = MARGIN + (m.x + 1) * CELL;
    const py = MARGIN + (m.y + 1) * CELL;
    const r = 11;
    const mark =
      m.kind === 'weaken'
        ? `M${px - 5} ${py + 5}L${px + 5} ${py - 5}`
        : m.kind === 'strengthen'
          ? `M${px - 6} ${py}H${px + 6}M${px} ${py - 6}V${py + 6}`
          : `M${px + 6} ${py}A6 6 0 1 1 ${px} ${py - 6}M${px - 1} ${py - 9.5}L${px + 2.5} ${py - 6}L${px - 1} ${py - 2.5}`;
    out += `<g class="modifier ${m.kind}"><circle cx="${px}" cy="${py}" r="${r}"/><path class="modifier-mark" d="${mark}"/></g>`;
  }
  return out;
}

/** The moving part, as items: bonds (one line per order), then atoms with their free electrons. */
function atomsSvg(level: Level, pos: Position): { bonds: string[]; atoms: string[] } {
  const { width } = level;
  const n = level.atoms.length;
  const cells = level.atoms.map((_, i) => cellAt(pos, i));
  const bonds = new Int32Array(n);
  const atomAt = new Map<number, number>();
  cells.forEach((c, i) => atomAt.set(c, i));
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    const x = c % width;
    const y = (c - x) / width;
    const right = rightBondAt(pos, i);
    const down = downBondAt(pos, i);
    const ends: [other: number, order: number, horizontal: boolean][] = [];
    if (right > 0) ends.push([c + 1, right, true]);
    if (down > 0) ends.push([c + width, down, false]);
    for (const [other, order, horizontal] of ends) {
      bonds[i]! += order;
      const j = atomAt.get(other);
      if (j !== undefined) bonds[j]! += order;
      let group = `<g class="bond order-${order}">`;
      for (let k = 0; k < order; k++) {
        const off = (k - (order - 1) / 2) * 7;
        group += horizontal
          ? `<line x1="${cx(x)}" y1="${svgNumber(cx(y) + off)}" x2="${cx(x + 1)}" y2="${svgNumber(cx(y) + off)}"/>`
          : `<line x1="${svgNumber(cx(x) + off)}" y1="${cx(y)}" x2="${svgNumber(cx(x) + off)}" y2="${cx(y + 1)}"/>`;
      }
      lines.push(group + '</g>');
    }
  }
  const atoms: string[] = [];
  level.atoms.forEach((atom, i) => {
    const c = cells[i]!;
    const x = cx(c % width);
    const y = cx(Math.floor(c / width));
    const cls = `atom element-${atom.element}${atom.player ? ' player' : ''}`;
    let item = `<circle class="${cls}" cx="${x}" cy="${y}" r="${RADIUS}"/>`;
    item += `<text class="atom-symbol" x="${x}" y="${y}">${SYMBOL[atom.element]}</text>`;
    const free = Math.max(0, VALENCE[ELEMENTS.indexOf(atom.element)]! - bonds[i]!);
    for (let k = 0; k < free; k++) {
      // Free electrons sit on the diagonals, clear of the bonds.
      const a = Math.PI / 4 + (k * Math.PI) / 2;
      item += `<circle class="electron" cx="${svgNumber(x + Math.cos(a) * (RADIUS + 5))}" cy="${svgNumber(y - Math.sin(a) * (RADIUS + 5))}" r="3"/>`;
    }
    atoms.push(item);
  });
  return { bonds: lines, atoms };
}

function defaultTitle(level: Level): string {
  return `Sokobond: ${level.width}×${level.height}, ${level.atoms.length} atoms`;
}

/**
 * Draws a level, or a position of it, as a self-contained SVG document.
 *
 * @remarks
 * Floor, walls (class `wall`, one per wall cell), modifiers on grid corners (`modifier` with
 * `weaken`, `strengthen` or `rotate`: a slash, a plus, a turning arrow), bonds (`bond` with
 * `order-1` … `order-3`, one line per order), atoms (`atom` with `element-h|o|n|c|e`, and `player`
 * for the player's atom, drawn with a heavy ring) and their free electrons (`electron` dots). No
 * DOM is needed and the same arguments give the same text.
 *
 * @param level - the level.
 * @param pos - the position; the level's start when omitted.
 * @param options - title and style sheet (replaces the default).
 * @returns the SVG document.
 * @example
 * ```ts
 * writeFileSync('water.svg', renderSvg(parse('xxxxx\nxHohx\nxxxxx')));
 * ```
 * @see {@link renderSvgAnimation} for a whole solution.
 * @category Rendering
 */
export function renderSvg(level: Level, pos: Position = initialPosition(level), options: SvgOptions = {}): string {
  const height = 2 * MARGIN + level.height * CELL;
  const drawnAtoms = atomsSvg(level, pos);
  return svgDocument({
    width: 2 * MARGIN + level.width * CELL,
    height,
    title: options.title ?? defaultTitle(level),
    style: options.style ?? STYLE,
    className: 'ps-sokobond',
    body: boardSvg(level, height) + drawnAtoms.bonds.join('') + drawnAtoms.atoms.join(''),
  });
}

/**
 * One looping animated SVG of a sequence of positions (a solution replayed), a step every 0.4 s.
 *
 * @remarks
 * The board is drawn once, and each atom and bond once for as long as it stays in place, with a
 * caption `move i / n`.
 * Same classes and options as {@link renderSvg}.
 *
 * @param level - the level.
 * @param positions - the positions in order, e.g. `replaySolution(level, moves).positions`; at least one.
 * @param options - title, style sheet, step duration, how long the last position is held.
 * @returns the SVG document.
 * @throws RangeError when `positions` is empty.
 * @example
 * ```ts
 * writeFileSync('solution.svg', renderSvgAnimation(level, replaySolution(level, 'DDWA').positions));
 * ```
 * @category Rendering
 */
export function renderSvgAnimation(level: Level, positions: readonly Position[], options: SvgAnimationOptions = {}): string {
  if (positions.length === 0) throw new RangeError('@puzzle-solvers/game-sokobond: renderSvgAnimation needs at least one position');
  const height = 2 * MARGIN + level.height * CELL + CAPTION;
  // Bonds and atoms that stay put over several moves are written once; bonds under atoms.
  const drawn = positions.map((pos) => atomsSvg(level, pos));
  const spans = [...svgRuns(drawn.map((d) => d.bonds)), ...svgRuns(drawn.map((d) => d.atoms))];
  const frames = positions.map(
    (_, i) => `<text class="caption" x="${MARGIN}" y="${height - 9}">${i === 0 ? 'start' : `move ${i} / ${positions.length - 1}`}</text>`,
  );
  return svgAnimation({
    width: 2 * MARGIN + level.width * CELL,
    height,
    title: options.title ?? `${defaultTitle(level)}, solved in ${positions.length - 1} moves`,
    style: options.style ?? STYLE,
    className: 'ps-sokobond',
    background: boardSvg(level, height),
    spans,
    frames,
    ...(options.stepMs === undefined ? {} : { stepMs: options.stepMs }),
    ...(options.holdLastSteps === undefined ? {} : { holdLastSteps: options.holdLastSteps }),
  });
}
