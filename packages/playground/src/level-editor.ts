import { history, historyKeymap, defaultKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';

/**
 * The level box: a CodeMirror 6 editor, which draws only the lines in view and keeps the text in
 * a tree of chunks, so that a keystroke in a megabyte level costs what it costs in a short one (a
 * textarea lays out the whole text again: about 50 ms a keystroke at a megabyte on a quiet
 * machine, several hundred on a busy one).
 *
 * @remarks The element keeps the id `level`; it answers `levelText` (the whole text) and
 * `levelSelection` (where the selection starts) for tests and tools, since the editor shows only part
 * of a long text.
 */
export class LevelEditor {
  private readonly view: EditorView;
  /** True while the page itself sets the text: that is no edit of the user's. */
  private setting = false;

  constructor(parent: HTMLElement, labelledBy: string, describedBy: string, onEdit: () => void) {
    this.view = new EditorView({
      parent,
      state: EditorState.create({
        doc: '',
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelledBy,
            'aria-describedby': describedBy,
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !this.setting) onEdit();
          }),
        ],
      }),
    });
    Object.defineProperties(parent, {
      levelText: { get: () => this.value },
      levelSelection: { get: () => this.view.state.selection.main.from },
    });
  }

  /** The whole text (built on each call: read it once per parse, not per keystroke). */
  get value(): string {
    return this.view.state.doc.toString();
  }

  /** The text's length (without building it). */
  get length(): number {
    return this.view.state.doc.length;
  }

  set value(text: string) {
    this.setting = true;
    try {
      this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text }, selection: { anchor: 0 } });
    } finally {
      this.setting = false;
    }
  }

  /** Line `line`, column `column` (from 1) as an offset, clamped to the text. */
  offsetOf(line: number, column: number): number {
    const doc = this.view.state.doc;
    const l = doc.line(Math.min(Math.max(1, line), doc.lines));
    return Math.min(l.from + column - 1, l.to);
  }

  /** One line's text (from 1), or undefined past the end. */
  lineText(line: number): string | undefined {
    const doc = this.view.state.doc;
    return line >= 1 && line <= doc.lines ? doc.line(line).text : undefined;
  }

  /** Puts the cursor at an offset, selecting `length` characters, and scrolls it into view. */
  select(offset: number, length: number): void {
    const to = Math.min(offset + length, this.view.state.doc.length);
    this.view.dispatch({ selection: { anchor: offset, head: to }, scrollIntoView: true });
    this.view.focus();
  }

  setInvalid(invalid: boolean): void {
    if (invalid) this.view.contentDOM.setAttribute('aria-invalid', 'true');
    else this.view.contentDOM.removeAttribute('aria-invalid');
  }
}
