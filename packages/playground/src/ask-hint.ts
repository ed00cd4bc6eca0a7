/**
 * A hint in play mode: the solver's answer for the moves up to the step shown, on the board, with
 * buttons to play the next move, show it, or undo the moves that lead nowhere.
 *
 * @module
 */
import type { BoardView } from './board-view.js';
import { ui } from './page-elements.js';
import type { SolvePanel } from './solve-panel.js';

/** Asks `solver` for a hint after `moves` and shows it on `board` with its buttons. */
export async function askHint(solver: SolvePanel, board: BoardView, moves: string): Promise<void> {
  await solver.hint(moves, (text, tone, next, undo) => {
    board.showHint(text, tone);
    const action = (label: string, run: () => void): void => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', run);
      ui.hintText.append(' ', button);
    };
    if (next !== undefined) {
      action(board.playLabel(next), () => void board.playToken(next));
      action('Show it', () => void board.preview(next));
    }
    if (undo !== undefined) action(`Undo ${undo}`, () => board.undoMoves(undo));
  });
}
