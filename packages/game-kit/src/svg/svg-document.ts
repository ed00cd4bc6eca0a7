import { escapeXml, svgNumber } from './escape-xml.js';

/**
 * Options every game's `renderSvg` accepts.
 *
 * @category SVG
 */
export interface SvgOptions {
  /** The document's `<title>` (what screen readers and browser tabs show); each game has a default. */
  readonly title?: string;
  /**
   * A style sheet that replaces the game's default one. Every drawn thing carries CSS classes, so a
   * page that inlines the SVG may also keep the default and override single rules with a more
   * specific selector (the default's rules read `.ps-<game> .wall`; `svg.ps-board .wall` wins).
   */
  readonly style?: string;
}

/**
 * Options of a game's `renderSvgAnimation`.
 *
 * @typeParam M - the game's move type.
 * @category SVG
 */
export interface SvgAnimationOptions<M = unknown> extends SvgOptions {
  /** Milliseconds per step. Default 400. */
  readonly stepMs?: number;
  /** How many steps the last (solved) picture stays before the loop restarts. Default 3. */
  readonly holdLastSteps?: number;
  /**
   * The moves between the states (`moves[i]` leads from `states[i]` to `states[i + 1]`), when the
   * caller has them. A game whose picture of a move needs more than its two states draws it
   * exactly from them (Golf Peaks: the way the ball went, bounces included); without them it
   * draws what the states tell. Games that need nothing more ignore them.
   */
  readonly moves?: readonly M[];
}

/**
 * What {@link svgDocument} wraps.
 *
 * @category SVG
 */
export interface SvgDocumentParts {
  /** Width of the drawing in user units (the `viewBox` width, and the default width in pixels). */
  readonly width: number;
  readonly height: number;
  /** The title, as plain text (escaped here). */
  readonly title: string;
  /** The style sheet, as plain CSS (escaped here). */
  readonly style: string;
  /** Extra classes of the root element, e.g. the game's name, so one page can theme several games. */
  readonly className?: string;
  /** The drawing: SVG elements as text, already escaped. */
  readonly body: string;
}

/**
 * A complete, self-contained SVG document: root element with `viewBox`, `<title>`, an embedded
 * style sheet, then the drawing.
 *
 * @remarks
 * Pure string building: no DOM, so it runs in Node and in browsers alike, and the same parts give
 * the same text. The root carries `role="img"` and the class `ps-board` plus `className`.
 *
 * @example
 * ```ts
 * svgDocument({ width: 40, height: 40, title: 'a wall', style: '.wall{fill:#555}', body: '<rect class="wall" width="40" height="40"/>' });
 * ```
 * @see {@link svgAnimation} for a solution played as one animated document.
 * @category SVG
 */
export function svgDocument(parts: SvgDocumentParts): string {
  const w = svgNumber(parts.width);
  const h = svgNumber(parts.height);
  const cls = parts.className === undefined ? 'ps-board' : `ps-board ${parts.className}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" class="${escapeXml(cls)}">` +
    `<title>${escapeXml(parts.title)}</title>` +
    `<style>${escapeXml(parts.style)}</style>` +
    parts.body +
    '</svg>\n'
  );
}
