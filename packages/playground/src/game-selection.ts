/**
 * The game and its options: opening a game (its code loaded; its samples, algorithms and option
 * controls filled in) with the view a link, a history entry or a draft holds, and a change of one
 * of its options taken as the player's choice.
 *
 * @module
 */
import type { BoardView } from './board-view.js';
import type { ChoiceQueue } from './choice-queue.js';
import { loadGame, type PlaygroundPlugin } from './games.js';
import type { LevelUpdates } from './level-updates.js';
import { fillSelect, message, notify, ui } from './page-elements.js';
import type { PageHistory } from './page-history.js';
import type { PageView } from './page-view.js';
import type { SolvePanel } from './solve-panel.js';
import type { ViewState } from './url-state.js';

/** The game's side of the page. */
export interface GameSelection {
  /** Opens a game with the view given (a link, a history entry, a draft). */
  readonly selectGame: (id: string, from: ViewState) => Promise<void>;
}

/** Opens games in the page that `view` holds; a new game's level goes through `level`, an option's change to the URL. */
export function gameSelection(
  view: PageView,
  board: BoardView,
  solver: SolvePanel,
  choices: ChoiceQueue,
  { levelChanged, setLevelText }: LevelUpdates,
  writeUrl: PageHistory['writeUrl'],
): GameSelection {
  /** The game picked last: one picked while another loaded wins. */
  let wanted = '';

  async function selectGame(id: string, from: ViewState): Promise<void> {
    solver.cancel();
    wanted = id;
    ui.game.value = id;
    // The view stays the game left's until this one has loaded: what runs meanwhile (the parse
    // after an edit, a write to the URL, a hint) sees a game and a level that belong together.
    let plugin: PlaygroundPlugin;
    try {
      plugin = await loadGame(id);
    } catch (e) {
      if (wanted !== id) return;
      view.gameId = id;
      view.plugin = undefined;
      ui.description.textContent = `This game could not be loaded: ${message(e)}`;
      return;
    }
    if (wanted !== id) return;
    view.gameId = id;
    view.plugin = plugin;
    ui.description.textContent = plugin.description;
    fillSelect(ui.sample, [{ value: '', label: 'your own level' }, ...plugin.samples.map((s, i) => ({ value: String(i), label: s.name }))]);
    if (!solver.setGame(plugin, from.algorithm)) {
      notify(`The link asks for the algorithm "${from.algorithm ?? ''}", which ${id} does not have: using ${ui.algorithm.value}.`);
    }
    buildGameOptions(plugin, from.gameOptions);
    const text = from.level ?? plugin.samples[0]?.text ?? '';
    setLevelText(text);
    ui.moves.value = from.moves ?? '';
    view.movesFromSolver = from.moves === undefined || from.moves === '';
    board.forgetUndo();
    levelChanged({ solveNow: true, parseNow: true });
  }

  function buildGameOptions(plugin: PlaygroundPlugin, given: Readonly<Record<string, string>>): void {
    ui.gameOptions.replaceChildren();
    view.gameOptions = {};
    for (const spec of plugin.options) {
      const value = given[spec.name] ?? spec.default;
      view.gameOptions[spec.name] = value;
      const label = document.createElement('label');
      label.title = spec.description;
      label.append(`${spec.name} `);
      let control: HTMLSelectElement | HTMLInputElement;
      if (spec.choices !== undefined) {
        control = document.createElement('select');
        fillSelect(
          control,
          spec.choices.map((c) => ({ value: c, label: c })),
        );
      } else {
        control = document.createElement('input');
        control.type = 'text';
        control.size = 6;
      }
      control.value = value;
      control.addEventListener('change', () => {
        const chosen = control.value;
        choices.choose(() => {
          if (!control.isConnected) return; // the page has moved to another game or entry
          view.gameOptions[spec.name] = chosen;
          levelChanged({ solveNow: true, parseNow: true });
          writeUrl('push');
        });
      });
      label.append(control);
      ui.gameOptions.append(label);
    }
  }

  return { selectGame };
}
