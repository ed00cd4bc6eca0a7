/**
 * One element read by {@link svgElements}.
 *
 * @category SVG
 */
export interface SvgElement {
  /** The tag name, e.g. `rect`. */
  readonly name: string;
  /** The attributes with entities decoded. */
  readonly attributes: Readonly<Record<string, string>>;
  /** The classes of the `class` attribute. */
  readonly classes: readonly string[];
  /** The index of the parent element in the list, -1 for the root. */
  readonly parent: number;
  /** The element's own text (entities decoded), without the text of its children. */
  readonly text: string;
}

const NAME = /[A-Za-z_:][A-Za-z0-9_:.-]*/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/y;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Reads an SVG (or any XML) document strictly and lists its elements in document order.
 *
 * @remarks
 * A small checker of well-formedness, written for the tests of renderers (and for programs that
 * want to look into an SVG without a DOM): one root element, every tag closed in order, attribute
 * values quoted and not repeated, `&` only in the five XML entities or a character reference, no
 * `<` in text or values, comments and CDATA sections closed, nothing but space and comments after
 * the root. Document type declarations are refused (renderers write none). It does not check
 * names against the SVG vocabulary.
 *
 * @param text - the document.
 * @returns the elements; the root is the first.
 * @throws SyntaxError naming the offset of the first fault.
 * @example
 * ```ts
 * svgElements('<svg><rect class="wall a"/></svg>')[1]!.classes; // ['wall', 'a']
 * ```
 * @category SVG
 */
export function svgElements(text: string): SvgElement[] {
  const out: { name: string; attributes: Record<string, string>; classes: string[]; parent: number; text: string }[] = [];
  const open: number[] = [];
  let i = 0;
  let rootClosed = false;
  const fail = (why: string, at = i): never => {
    throw new SyntaxError(`not well-formed XML at offset ${at}: ${why}`);
  };
  const match = (re: RegExp): string | undefined => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (m === null) return undefined;
    i += m[0].length;
    return m[0];
  };
  const decode = (raw: string, start: number): string => {
    let s = '';
    for (let k = 0; k < raw.length; k++) {
      const c = raw[k]!;
      if (c === '<') fail('"<" in text or an attribute value', start + k);
      if (c !== '&') {
        s += c;
        continue;
      }
      ENTITY.lastIndex = k;
      const m = ENTITY.exec(raw);
      if (m === null) fail('"&" that starts no entity', start + k);
      const body = m![0].slice(1, -1);
      if (body.startsWith('#')) {
        const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        if (!(code === 9 || code === 10 || code === 13 || (code >= 0x20 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)))) {
          fail(`character reference to a character XML forbids (${code})`, start + k);
        }
        s += String.fromCodePoint(code);
      } else s += NAMED[body]!;
      k += m![0].length - 1;
    }
    return s;
  };
  const addText = (raw: string, start: number): void => {
    if (raw.includes(']]>')) fail('"]]>" in text', start + raw.indexOf(']]>'));
    const decoded = decode(raw, start);
    const top = open[open.length - 1];
    if (top === undefined) {
      if (decoded.trim() !== '') fail('text outside the root element', start);
    } else out[top]!.text += decoded;
  };
  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    if (end < 0) fail('unclosed XML declaration', 0);
    i = end + 2;
  }
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const stop = lt < 0 ? text.length : lt;
    addText(text.slice(i, stop), i);
    i = stop;
    if (i >= text.length) break;
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) fail('unclosed comment');
      if (text.slice(i + 4, end).includes('--')) fail('"--" inside a comment');
      i = end + 3;
    } else if (text.startsWith('<![CDATA[', i)) {
      if (open.length === 0) fail('CDATA outside the root element');
      const end = text.indexOf(']]>', i);
      if (end < 0) fail('unclosed CDATA section');
      out[open[open.length - 1]!]!.text += text.slice(i + 9, end);
      i = end + 3;
    } else if (text.startsWith('<!', i) || text.startsWith('<?', i)) {
      fail('declarations and processing instructions are not expected here');
    } else if (text.startsWith('</', i)) {
      i += 2;
      const name = match(NAME) ?? fail('a closing tag without a name');
      match(SPACE);
      if (text[i] !== '>') fail('a closing tag that does not end with ">"');
      i++;
      const top = open.pop();
      if (top === undefined || out[top]!.name !== name)
        fail(`"</${name}>" closes ${top === undefined ? 'nothing' : `"<${out[top]!.name}>"`}`);
      if (open.length === 0) rootClosed = true;
    } else {
      const at = i;
      i++;
      if (rootClosed) fail('a second root element');
      const name = match(NAME) ?? fail('a tag without a name');
      const attributes: Record<string, string> = {};
      for (;;) {
        const space = match(SPACE) ?? '';
        if (text.startsWith('/>', i) || text[i] === '>') break;
        if (space === '') fail('attributes must be separated by space');
        const attr = match(NAME) ?? fail('an attribute without a name');
        match(SPACE);
        if (text[i] !== '=') fail(`attribute "${attr}" without "="`);
        i++;
        match(SPACE);
        const quote = text[i];
        if (quote !== '"' && quote !== "'") fail(`attribute "${attr}" without quotes`);
        const end = text.indexOf(quote!, i + 1);
        if (end < 0) fail(`attribute "${attr}" never closes its quote`);
        if (Object.hasOwn(attributes, attr)) fail(`attribute "${attr}" given twice`, at);
        attributes[attr] = decode(text.slice(i + 1, end), i + 1);
        i = end + 1;
      }
      const selfClosing = text[i] === '/';
      i += selfClosing ? 2 : 1;
      const classes = (attributes['class'] ?? '').split(/[ \t\r\n]+/).filter((c) => c !== '');
      out.push({ name, attributes, classes, parent: open[open.length - 1] ?? -1, text: '' });
      if (selfClosing) {
        if (open.length === 0) rootClosed = true;
      } else open.push(out.length - 1);
    }
  }
  if (open.length > 0) fail(`"<${out[open[open.length - 1]!]!.name}>" is never closed`, text.length);
  if (out.length === 0) fail('no root element', 0);
  return out;
}

/**
 * The elements of an animation from {@link svgAnimation} that show at one step: the background,
 * the spans over that step and that step's frame.
 *
 * @remarks For tests and tools that check an animation step by step without running it.
 * @param elements - what {@link svgElements} read from the animation.
 * @param step - the step, from 0.
 * @returns the elements showing at that step, in document order.
 * @example
 * ```ts
 * svgElementsAt(svgElements(svg), 3).filter((e) => e.classes.includes('ball')).length;
 * ```
 * @category SVG
 */
export function svgElementsAt(elements: readonly SvgElement[], step: number): SvgElement[] {
  const shows = elements.map((e) => {
    if (e.classes.includes('ps-frame')) return Number(e.attributes['data-step']) === step;
    if (e.classes.includes('ps-span')) return Number(e.attributes['data-from']) <= step && step < Number(e.attributes['data-until']);
    return true;
  });
  // A parent always comes before its children, so one pass settles every ancestor.
  const visible: boolean[] = [];
  elements.forEach((e, i) => (visible[i] = shows[i]! && (e.parent < 0 || visible[e.parent]!)));
  return elements.filter((_, i) => visible[i]);
}
