/**
 * The level's parse error under the level box: where it is (a link that puts the cursor there),
 * why, and the line with a caret. Kept apart from the parse that finds it: this is only drawing.
 *
 * @module
 */
import type { PlacedError } from './board-protocol.js';
import type { LevelEditor } from './level-editor.js';
import { ui } from './page-elements.js';

/** A parse error as `line:col: reason`, with the line and a caret; a click puts the cursor there. */
export function showLevelError(editor: LevelEditor, error: PlacedError | undefined): void {
  if (error === undefined) {
    ui.levelError.hidden = true;
    ui.levelError.replaceChildren();
    editor.setInvalid(false);
    return;
  }
  editor.setInvalid(true);
  ui.levelError.hidden = false;
  if (error.line === undefined || error.column === undefined) {
    ui.levelError.replaceChildren(document.createTextNode(error.message));
    return;
  }
  const { line, column } = error;
  const head = document.createElement('a');
  head.href = '#level';
  head.textContent = `${line}:${column}`;
  head.title = 'put the cursor there';
  head.addEventListener('click', (e) => {
    e.preventDefault();
    editor.select(editor.offsetOf(line, column), 1);
  });
  const source = editor.lineText(line)?.replace(/\r$/, '');
  const nodes: Node[] = [head, document.createTextNode(`: ${error.reason ?? error.message}`)];
  if (source !== undefined && source.length <= 400) {
    const snippet = document.createElement('pre');
    snippet.textContent = `${source}\n${' '.repeat(Math.max(0, column - 1))}^`;
    nodes.push(snippet);
  }
  ui.levelError.replaceChildren(...nodes);
}
