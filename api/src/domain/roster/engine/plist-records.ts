/**
 * Property-list dumps: what an iOS or macOS app logs of a crew service's response (an NSDictionary's description,
 * the old OpenStep text form: `{ key = value; ... }` records, `( ..., ... )` lists, values quoted or bare). Crew
 * copy them from an app's log or a paste; read as the JSON they stand for, their records are read as JSON records
 * are (json-records.ts). A dump cut short (a paste's excerpt) keeps the records read up to the cut.
 */

/** Lists and records nested in one another, deeper than any response: no dump of a roster. */
const MAX_DEPTH = 32;
/** A record's `key = value;` line: at least this many make the text a dump, not prose with an equals sign. */
const MIN_FIELDS = 3;
/** Spaces and tabs only around its parts: a line of blanks before a field is no field (and no backtracking over them). */
const FIELD_LINE = /^[ \t]*(?:"[^"\n]*"|[\w.$-]+)[ \t]*=[^\n=]*;[ \t]*\r?$/gm;
/** The opening looked at for those lines: a dump's first records are near its top. */
const FIELD_SCAN = 64 * 1024;

/**
 * The value a property-list dump stands for, or null when the text is none: it opens (after at most two title
 * lines, "GET3MROSTER") with `{` or `(` and has `key = value;` lines.
 */
export function parsePropertyList(text: string): unknown {
  const head = /^(?:[^\n{(]*\n){0,2}\s*[{(]/.exec(text.slice(0, 400));
  if (!head) return null;
  let fields = 0;
  for (const _ of text.slice(0, FIELD_SCAN).matchAll(FIELD_LINE)) if (++fields >= MIN_FIELDS) break;
  if (fields < MIN_FIELDS) return null;
  let at = head[0].length - 1;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text.charAt(at))) at++;
  };
  /** A quoted string (backslash escapes) or a bare word up to a delimiter. */
  const scalar = (): string => {
    if (text.charAt(at) === '"') {
      // Slices between escapes, not a character at a time: a long value costs its length once.
      const parts: string[] = [];
      let from = ++at;
      for (; at < text.length && text.charAt(at) !== '"'; at++) {
        if (text.charAt(at) !== '\\') continue;
        parts.push(text.slice(from, at), text.charAt(at + 1) === 'n' ? '\n' : text.charAt(at + 1));
        from = ++at + 1;
      }
      parts.push(text.slice(from, at));
      at++;
      return parts.join('');
    }
    const start = at;
    while (at < text.length && !/[\s;=,(){}"]/.test(text.charAt(at))) at++;
    return text.slice(start, at);
  };
  const value = (depth: number): unknown => {
    skipSpace();
    const open = text.charAt(at);
    if (open !== '{' && open !== '(') return scalar();
    if (depth > MAX_DEPTH) throw new Error('nested too deep');
    at++;
    if (open === '(') {
      const list: unknown[] = [];
      for (;;) {
        skipSpace();
        if (at >= text.length || text.charAt(at) === ')') break;
        list.push(value(depth + 1));
        skipSpace();
        if (text.charAt(at) === ',') at++;
        else if (text.charAt(at) !== ')') break;
      }
      at++;
      return list;
    }
    // No prototype: a key "__proto__" is a field like any other, as JSON.parse makes it.
    const record: Record<string, unknown> = Object.create(null);
    for (;;) {
      skipSpace();
      if (at >= text.length || text.charAt(at) === '}') break;
      const key = scalar();
      skipSpace();
      if (!key || text.charAt(at) !== '=') break;
      at++;
      record[key] = value(depth + 1);
      skipSpace();
      if (text.charAt(at) === ';') at++;
    }
    at++;
    return record;
  };
  try {
    return value(0);
  } catch {
    return null;
  }
}
