/**
 * A PDF page's text laid out as a person copying it would expect: a table's rows on lines of their own, its cells
 * separated by tabs (empty cells too), a cell's lines joined by newlines: the form a web page's copied text takes,
 * which the engine reads as that page's table (grid.ts, pastedTableRows). pdf.js gives text runs with positions only;
 * a run per cell line, and cells close together (a header "Duty Leg Flight From") sometimes in one run.
 *
 * - Row: the runs whose heights overlap. A table cell of several lines stands centred (or at the top) beside a row's
 *   one line, so a line standing alone in one column, tight against a row's cell in that column, is part of that row.
 * - Column: a page's run of rows of two cells or more is a table; its columns are split where no more than a tenth
 *   of its rows (a header, a title) print anything: a run across such a gap is cut at its space nearest the gap.
 */

/** A text run as unpdf's extractTextItems gives it: x, y of its baseline's start (points, y up), its width, height. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

interface Run {
  str: string;
  x: number;
  right: number;
  top: number;
  bottom: number;
}

/** A cell of one row: the runs stacked in one column, top to bottom. */
interface Cell {
  x: number;
  right: number;
  runs: Run[];
}

type Row = Run[];

/** A PDF's pages as text, read as one long page: a table that goes on over the next page keeps its columns. */
export function layoutPdf(pages: PdfTextItem[][]): string {
  // Each page below the one before it (y grows upwards): no page is taller than this many points.
  const below = 100_000;
  return layoutPage(pages.flatMap((items, p) => items.map((i) => ({ ...i, y: i.y - p * below }))));
}

function layoutPage(items: PdfTextItem[]): string {
  const runs = items
    .map((i) => ({ ...i, str: i.str.replace(/\s+/g, ' ').trim() }))
    .filter((i) => i.str !== '' && i.width > 0)
    .map((i): Run => {
      const height = i.height || i.fontSize;
      return { str: i.str, x: i.x, right: i.x + i.width, top: i.y + height, bottom: i.y };
    })
    .sort((a, b) => b.top - a.top || a.x - b.x);
  if (runs.length === 0) return '';
  const em = medianCharWidth(runs);
  const rows = attachLoneLines(rowsOf(runs), em);
  const cells = rows.map((row) => cellsOf(row, em));
  const out: string[] = [];
  for (let i = 0; i < cells.length; ) {
    if ((cells[i] as Cell[]).length < 2) {
      out.push(textOf(cells[i] as Cell[]));
      i++;
      continue;
    }
    let end = i;
    while (end < cells.length && (cells[end] as Cell[]).length >= 2) end++;
    out.push(...tableLines(cells.slice(i, end), em));
    i = end;
  }
  return out.join('\n');
}

function medianCharWidth(runs: Run[]): number {
  const widths = runs
    .filter((r) => r.str.length > 1)
    .map((r) => (r.right - r.x) / r.str.length)
    .sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? 5;
}

const heightOf = (r: Run) => r.top - r.bottom;

/** Runs (sorted top down) in rows: a run overlapping the row's height by over a third of its own joins it. */
function rowsOf(runs: Run[]): Row[] {
  const rows: Row[] = [];
  let row: Row = [];
  let bottom = Number.POSITIVE_INFINITY;
  for (const run of runs) {
    if (row.length > 0 && run.top - bottom > heightOf(run) / 5) {
      row.push(run);
      bottom = Math.min(bottom, run.bottom);
    } else {
      if (row.length > 0) rows.push(row);
      row = [run];
      bottom = run.bottom;
    }
  }
  rows.push(row);
  return rows;
}

const overlapsX = (a: { x: number; right: number }, b: { x: number; right: number }, slack: number) =>
  a.x < b.right + slack && a.right > b.x - slack;

/**
 * A row of one cell whose run stands right against a neighbouring row's cell in the same column (less than half a
 * line apart) is that cell's next line: a cell of several lines beside cells of one.
 */
function attachLoneLines(rows: Row[], em: number): Row[] {
  const out = rows.map((r) => [...r]);
  const gap = (upper: Run[], lower: Run[]) =>
    Math.min(...lower.map((l) => Math.min(...upper.map((u) => u.bottom - l.top))));
  for (let i = 0; i < out.length; i++) {
    const row = out[i] as Row;
    if (row.length === 0 || cellsOf(row, em).length !== 1) continue;
    const line = heightOf(row[0] as Run);
    const near = (other: Row | undefined, above: boolean) => {
      const column = other?.filter((r) => row.some((s) => overlapsX(r, s, 0)));
      if (!column || column.length === 0 || (other as Row).length === column.length)
        return Number.POSITIVE_INFINITY;
      const d = above ? gap(column, row) : gap(row, column);
      return d < line / 2 ? d : Number.POSITIVE_INFINITY;
    };
    const up = near(out[i - 1], true);
    const down = near(out[i + 1], false);
    if (up === Number.POSITIVE_INFINITY && down === Number.POSITIVE_INFINITY) continue;
    (out[up <= down ? i - 1 : i + 1] as Row).push(...row);
    out[i] = [];
  }
  return out.filter((r) => r.length > 0);
}

/** A row's cells: its runs grouped where their columns overlap (or nearly touch), left to right. */
function cellsOf(row: Row, em: number): Cell[] {
  const cells: Cell[] = [];
  for (const run of [...row].sort((a, b) => a.x - b.x)) {
    const cell = cells.find((c) => overlapsX(run, c, em * 0.6));
    if (cell) {
      cell.runs.push(run);
      cell.x = Math.min(cell.x, run.x);
      cell.right = Math.max(cell.right, run.right);
    } else cells.push({ x: run.x, right: run.right, runs: [run] });
  }
  return cells;
}

/**
 * A cell's text: its lines top to bottom (joined by `newline`), a line's runs left to right; a word broken at a
 * hyphen is joined back.
 */
function cellText(runs: Run[], newline = '\n'): string {
  const lines: Run[][] = [];
  for (const run of [...runs].sort((a, b) => b.top - a.top || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && run.top - Math.min(...line.map((r) => r.bottom)) > heightOf(run) / 3) line.push(run);
    else lines.push([run]);
  }
  return lines
    .map((line) =>
      line
        .sort((a, b) => a.x - b.x)
        .map((r) => r.str)
        .join(' '),
    )
    .reduce(
      (text, line) => (text === '' ? line : text.endsWith('-') ? text + line : `${text}${newline}${line}`),
      '',
    );
}

const textOf = (cells: Cell[]) => cells.map((c) => cellText(c.runs, ' ')).join('\t');

/**
 * A table's rows as tab-separated lines, on the columns its rows share, each ending in a tab as a copied web table's
 * rows do. A cell of several lines keeps them, as a copied cell does: the row goes on after its last line (grid.ts
 * joins them back). Not the first cell's: a row's first line would stand alone, and its lines are joined by spaces.
 */
function tableLines(rows: Cell[][], em: number): string[] {
  const columns = columnsOf(rows);
  return rows.map((cells) => {
    const texts: Run[][] = columns.map(() => []);
    for (const cell of cells)
      for (const run of cell.runs)
        for (const part of splitAtColumns(run, columns, em))
          (texts[columnAt(columns, part.x)] as Run[]).push(part);
    return `${texts.map((column, k) => cellText(column, k === 0 ? ' ' : '\n')).join('\t')}\t`;
  });
}

interface Column {
  x: number;
  right: number;
}

/**
 * The table's columns: spans of x where over a tenth of its full rows print something. Full rows (at least half as
 * many cells as the fullest) draw the columns; a title or a comment line across them does not.
 */
function columnsOf(rows: Cell[][]): Column[] {
  const widest = rows.reduce((m, cells) => Math.max(m, cells.length), 0);
  const full = rows.filter((cells) => cells.length * 2 >= widest);
  const all = rows.flat();
  const left = Math.floor(all.reduce((m, c) => Math.min(m, c.x), Number.POSITIVE_INFINITY));
  const right = Math.ceil(all.reduce((m, c) => Math.max(m, c.right), Number.NEGATIVE_INFINITY));
  const cover = new Array<number>(right - left + 1).fill(0);
  for (const cells of full)
    for (const c of cells)
      for (let x = Math.floor(c.x); x < Math.ceil(c.right); x++) cover[x - left] = (cover[x - left] ?? 0) + 1;
  const few = Math.floor(full.length / 10);
  const columns: Column[] = [];
  let start = -1;
  cover.forEach((n, i) => {
    if (n > few && start < 0) start = i;
    if ((n <= few || i === cover.length - 1) && start >= 0) {
      columns.push({ x: left + start, right: left + i });
      start = -1;
    }
  });
  return columns.length > 0 ? columns : [{ x: left, right }];
}

/** The column a run starting at x stands in: the last one starting at or before it (the first if none does). */
function columnAt(columns: Column[], x: number): number {
  let k = 0;
  columns.forEach((c, i) => {
    if (c.x <= x + 0.5) k = i;
  });
  return k;
}

/**
 * A run across columns (cells close together printed as one run) cut at its spaces nearest the columns' starts; a
 * run's characters are taken as evenly wide, which is near enough for the gap between two columns.
 */
function splitAtColumns(run: Run, columns: Column[], em: number): Run[] {
  const starts = columns.filter((c) => c.x > run.x + em && c.x < run.right - em / 2).map((c) => c.x);
  if (starts.length === 0) return [run];
  const per = (run.right - run.x) / run.str.length;
  const at = (i: number) => run.x + (i + 1) * per;
  // The space a column's start cuts at, and that start: the part after it stands in that column.
  const cuts = new Map<number, number>();
  for (const start of starts) {
    let best = -1;
    for (let i = 0; i < run.str.length; i++)
      if (run.str[i] === ' ' && (best < 0 || Math.abs(at(i) - start) < Math.abs(at(best) - start))) best = i;
    if (best >= 0 && Math.abs(at(best) - start) < em * 2) cuts.set(best, start);
  }
  const parts: Run[] = [];
  let from = 0;
  let x = run.x;
  for (const [cut, start] of [...cuts].sort((a, b) => a[0] - b[0])) {
    parts.push({ ...run, str: run.str.slice(from, cut), x, right: run.x + cut * per });
    from = cut + 1;
    x = start;
  }
  parts.push({ ...run, str: run.str.slice(from), x });
  return parts.filter((p) => p.str.trim() !== '');
}
