/**
 * Records a page keeps in a script string, fields joined by "::" and records by ":-:" (CrewTrac's pairing grid:
 * `var gGridText = 'L:: ::1::We::09/20/23:: ::0930:: ::MCO::RIC::09:02::11:09…:-:L::…'`), wrapped over lines as
 * the page or a copy of it printed them (a page saved whole keeps them in its scripts: scriptRecordRows). Each record becomes a text line of its non-empty fields from the
 * record's first date on: the fields before it only number and name the record (kind, sequence, weekday). A grid
 * the page keeps twice (with and without hotels) is read once: a line printed again is dropped.
 */
import { type Row, textRow } from './grid.ts';
import { readDate, tokenize, trimToken } from './tokens.ts';

const FIELD = '::';
const RECORD = ':-:';

function count(text: string, needle: string, atLeast: number): boolean {
  let n = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length))
    if (++n >= atLeast) return true;
  return false;
}

/** Several ":-:" records of "::" fields. */
export const looksLikeDelimitedRecords = (text: string): boolean =>
  count(text, RECORD, 3) && count(text, FIELD, 20);

const hasDate = (field: string) =>
  tokenize(field).some((t) => {
    const w = trimToken(t.text);
    return w.length >= 5 && !!(readDate(w, 'mdy') ?? readDate(w, 'dmy'));
  });

export function delimitedRecordRows(text: string): Row[] {
  // The quoted strings that hold records (a page's script), else the whole text.
  const parts = text.includes("'")
    ? text.split("'").filter((s, i) => i % 2 === 1 && s.includes(FIELD))
    : [text];
  return recordRows(parts.length > 0 ? parts : [text]);
}

/** Each record of the parts as a text line, a line printed again (the same grid kept twice) dropped. */
function recordRows(parts: string[]): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const part of parts) {
    const unwrapped = part
      .split(/\r?\n|\r/)
      .map((l) => l.trim())
      .join(' ');
    for (const record of unwrapped.split(RECORD)) {
      const fields = record.split(FIELD).map((f) => f.replace(/\s+/g, ' ').trim());
      const first = fields.findIndex(hasDate);
      const line = fields.slice(Math.max(0, first)).filter(Boolean).join('  ');
      if (!line || seen.has(line)) continue;
      seen.add(line);
      rows.push(textRow(line, rows.length));
    }
  }
  return rows;
}

/** The text of each <script> element, found in one pass (an unclosed one ends the search). */
function* scripts(html: string): Generator<string> {
  const lower = html.toLowerCase();
  for (let at = lower.indexOf('<script'); at >= 0; ) {
    const open = lower.indexOf('>', at);
    const close = open < 0 ? -1 : lower.indexOf('</script', open);
    if (close < 0) return;
    yield html.slice(open + 1, close);
    at = lower.indexOf('<script', close + 8);
  }
}
/** A JavaScript string literal, in single or double quotes, on one line. */
const LITERAL = /'((?:[^'\\\r\n]|\\.)*)'|"((?:[^"\\\r\n]|\\.)*)"/g;

/**
 * The records an HTML page keeps in its scripts' string literals (a CrewTrac page saved whole: the grid's table
 * cells are empty, filled in by script from `var gGridText = '…:-:…'`): the literals that hold several ":-:"
 * records with a date, each read as delimitedRecordRows reads a copied grid; the same grid passed to several
 * calls (`loadAttr(0, "…")`) is read once. Null when no script holds such records.
 */
export function scriptRecordRows(html: string): Row[] | null {
  if (!count(html, RECORD, 3)) return null;
  const parts: string[] = [];
  for (const code of scripts(html)) {
    if (!code.includes(RECORD)) continue;
    for (const m of code.matchAll(LITERAL)) {
      const literal = m[1] ?? m[2] ?? '';
      if (looksLikeDelimitedRecords(literal) && literal.split(FIELD).some(hasDate)) parts.push(literal);
    }
  }
  return parts.length > 0 ? recordRows(parts) : null;
}
