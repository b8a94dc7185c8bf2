import { readLegLine } from '../engine/cell-legs.ts';
import { fits, isHeaderLine, repeatPeriod } from '../engine/grid.ts';
import { columnRole } from '../engine/header-roles.ts';
import { readDate, readTime } from '../engine/tokens.ts';
import { baselines, dayGrid } from './pdf-day-grid.ts';

/**
 * A PDF's text laid out as a person copying it would expect: a table's rows on lines of their own, its cells
 * separated by tabs (empty cells too), a cell's lines joined by newlines: the form a web page's copied text takes,
 * which the engine reads as that page's table (grid.ts, pastedTableRows). pdf.js gives text runs with positions only;
 * a run per cell line, and cells close together (a header "Duty Leg Flight From") sometimes in one run.
 *
 * - Row: the runs whose heights overlap. A table cell of several lines stands centred (or at the top) beside a row's
 *   one line, so a line standing alone inside one cell's column, tight against that cell, is part of its row. Runs
 *   much taller than the text (a stamp, a big title) or not upright (a watermark) join no row: each is a line.
 * - Column: a page's run of rows of two cells or more is a table; its columns are split where no more than a tenth
 *   of its full rows print anything (none, in a table of under five): a run across such a gap (a header cell, a
 *   note) is cut at its space nearest the gap.
 */

/** A text run: x, y of its baseline's start (points, y up), its width and height; `upright` false when turned. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  upright?: boolean;
}

export interface Run {
  str: string;
  x: number;
  right: number;
  top: number;
  bottom: number;
  /** Much taller than the text, or turned: a line of its own. */
  apart?: boolean;
}

/** A cell of one row: the runs stacked in one column, top to bottom. */
interface Cell {
  x: number;
  right: number;
  runs: Run[];
}

type Row = Run[];

/**
 * A PDF's pages as text, read as one long page: a table that goes on over the next page keeps its columns. A page
 * printed in regions side by side is read a region after the other (regionsOf), each as a page of its own.
 */
export function layoutPdf(pages: PdfTextItem[][]): string {
  const kept = pages.map((items) => {
    const page: PdfTextItem[] = [];
    for (const i of items) {
      const str = i.str.replace(/\s+/g, ' ').trim();
      if (str === '' || ![i.x, i.y, i.width, i.height, i.fontSize].every(Number.isFinite)) continue;
      if (Math.abs(i.x) < FAR && i.width < FAR && i.height < FAR && i.fontSize < FAR)
        page.push({ ...i, str });
    }
    return page;
  });
  dropRunningLines(kept);
  const heights = kept
    .flat()
    .map((i) => i.height || i.fontSize)
    .sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] || 10;
  // A page's day grid (pdf-day-grid.ts) is read column by column, written out after the pages' text.
  const gridLines: string[] = [];
  const pageRuns = kept.map((items) => {
    const runs = items.map((i) => runOf(i, usual));
    const grid = dayGrid(runs);
    if (!grid) return runs;
    gridLines.push(...grid.lines);
    return grid.rest;
  });
  const em = medianCharWidth(pageRuns.flat());
  // Each page (each region) below the one before it (y grows upwards): no page is taller than this many points.
  const below = 100_000;
  const regions = pageRuns.flatMap((page) => bandsOf(page).flatMap((band) => regionsOf(band, em)));
  regions.forEach((region, k) => {
    for (const r of region) {
      r.top -= k * below;
      r.bottom -= k * below;
    }
  });
  const text = layoutRuns(regions.flat(), em);
  return gridLines.length > 0 ? `${text}\n${gridLines.join('\n')}` : text;
}

/**
 * Running headers and footers: a later page's top lines (up to three) printed as on the first page, and a page's
 * bottom lines (up to two) printed as on the next, each run the same text at the same place (a page number aside)
 * ('AIR ASTANA  Personal Crew Schedule Report', the period; 'Generated on Sep 17, 2026 17:27  Page 1 of 3'). Dropped,
 * so that a table going on over the page break does not take them for its rows; the first page keeps its header, the
 * last its footer.
 */
function dropRunningLines(pages: PdfTextItem[][]) {
  // Only a page number may differ ('Page 1 of 3'): a table's rows at the same place on two pages differ in more.
  const pageNumber = (s: string) => (PAGE_NUMBER.test(s) ? s.replace(/\d+/g, '0') : s);
  // Each page's runs by their text (a page number aside), to look a run up on another page.
  // Only runs of a page's top three and bottom two lines can be running lines.
  const edges = (page: PdfTextItem[]) => {
    const ys = [...new Set(page.map((i) => Math.round(i.y)))].sort((a, b) => b - a);
    const kept = new Set([...ys.slice(0, 3), ...ys.slice(-2)]);
    return page.filter((i) => kept.has(Math.round(i.y)));
  };
  const byText = pages.map((page) => {
    const runs = new Map<string, PdfTextItem[]>();
    for (const i of edges(page)) {
      const key = pageNumber(i.str);
      const same = runs.get(key);
      if (same) same.push(i);
      else runs.set(key, [i]);
    }
    return runs;
  });
  const printedOn = (other: Map<string, PdfTextItem[]>) => (i: PdfTextItem) =>
    !!other.get(pageNumber(i.str))?.some((o) => Math.abs(i.x - o.x) < 1 && Math.abs(i.y - o.y) < 1);
  const drop = (
    page: PdfTextItem[],
    other: Map<string, PdfTextItem[]>,
    from: 'top' | 'bottom',
    count: number,
  ) => {
    const baselines = [...new Set(page.map((i) => Math.round(i.y)))].sort((a, b) =>
      from === 'top' ? b - a : a - b,
    );
    for (const y of baselines.slice(0, count)) {
      const line = page.filter((i) => Math.round(i.y) === y);
      if (!line.every(printedOn(other))) return;
      for (const i of line) page.splice(page.indexOf(i), 1);
    }
  };
  pages.forEach((page, k) => {
    if (k > 0) drop(page, byText[0] as Map<string, PdfTextItem[]>, 'top', 3);
    if (k < pages.length - 1) drop(page, byText[k + 1] as Map<string, PdfTextItem[]>, 'bottom', 2);
  });
}

/** A page's number: 'Page 1 of 3', 'Página 1 de 2', 'Seite 1 von 2', '1/2', '- 1 -'. */
const PAGE_NUMBER =
  /\b(page|pag|p\u00e1g|p\u00e1gina|pagina|seite|feuille|foglio|sheet|hoja|folha|blad)\b|^[\s\u2013-]*\d+\s*(\/|of|de|von|di|sur|van)\s*\d+[\s\u2013-]*$|^[\u2013-]\s*\d+\s*[\u2013-]$/i;

/** Points: text farther than this from a page's origin is no page's (a broken or hostile file). */
const FAR = 50_000;

function runOf(i: PdfTextItem, usual: number): Run {
  const height = i.height || i.fontSize || usual;
  // A run pdf.js gives no width: its characters taken as half its height wide.
  const width = i.width > 0 ? i.width : (i.str.length * height) / 2;
  const apart = i.upright === false || height > usual * 2.5;
  return {
    str: i.str,
    x: i.x,
    right: i.x + width,
    top: i.y + height,
    bottom: i.y,
    ...(apart ? { apart } : {}),
  };
}

/** The runs (with text, at finite places near their page) as lines of text and tables' rows. */
function layoutRuns(unsorted: Run[], em: number): string {
  const runs = [...unsorted].sort((a, b) => b.top - a.top || a.x - b.x);
  if (runs.length === 0) return '';
  const { rows, cells } = attachLoneLines(rowsOf(runs), em);
  const out: string[] = [];
  for (let i = 0; i < rows.length; ) {
    if ((cells[i] as Cell[]).length < 2) {
      out.push(textOf(cells[i] as Cell[]));
      i++;
      continue;
    }
    // A row naming columns starts a table of its own: the rows just above it (a title, the last rows of the table
    // before) draw none of its columns.
    let end = i + 1;
    while (end < rows.length && (cells[end] as Cell[]).length >= 2 && !namesColumns(cells[end] as Cell[]))
      end++;
    out.push(...tableLines(cells.slice(i, end), em));
    i = end;
  }
  return out.join('\n');
}

/**
 * A page's runs in regions side by side, left to right, each read on its own: a sidebar (a month calendar) beside
 * the main text, its lines at a pitch of their own, would otherwise have its lines chained into rows with the main
 * text's. A page is split at an empty strip at least a character wide down its whole height (runs apart aside: a
 * watermark) when the lines either side of it stand beside each other without lining up (misaligned); each region
 * is split again the same way. A table's columns line up, so are never split apart.
 */
function regionsOf(runs: Run[], em: number): Run[][] {
  const placed = runs.filter((r) => !r.apart).sort((a, b) => a.x - b.x);
  const lines = linesOf(placed);
  let reach = placed[0]?.right ?? 0;
  for (const run of placed) {
    if (run.x - reach >= em) {
      const at = (reach + run.x) / 2;
      // No run crosses the strip: a line has runs left of it when it starts there, right when it ends there.
      const left = lines.filter((l) => l.x < at);
      const right = lines.filter((l) => l.right > at);
      if (misaligned(left, right)) {
        const [a, b] = [runs.filter((r) => r.x < at), runs.filter((r) => r.x >= at)];
        return [...regionsOf(a, em), ...regionsOf(b, em)];
      }
    }
    reach = Math.max(reach, run.right);
  }
  return [runs];
}

/**
 * A page printed in bands side by side under one header line that names the same columns again for each band
 * ("date H duty R dep arr AC info" three times): the text above the header, then each band, left to right, from
 * where its header starts. The bands' rows may line up, so they are not split as regions are (regionsOf).
 */
function bandsOf(runs: Run[]): Run[][] {
  for (const line of baselines(runs.filter((r) => !r.apart))) {
    // A header said twice has six words at least, on three runs or more.
    if (line.length < 3) continue;
    const starts = repeatedHeaderStarts(line);
    if (!starts) continue;
    const top = Math.max(...line.map((r) => r.top));
    const above = runs.filter((r) => r.bottom >= top);
    const rest = runs.filter((r) => r.bottom < top);
    // Each band from where its first column starts: its header word's start, or a cell under that word starting
    // left of it (a header centred over its column); not a cell of the band before reaching across.
    const cuts = starts.map((head, k) => {
      const before = starts[k - 1];
      if (before === undefined) return -Infinity;
      const near = head.x - (head.x - before.x) / 8;
      const under = rest.filter((r) => r.x >= near && r.x < head.x && r.right > head.x);
      return Math.min(head.x, ...under.map((r) => r.x)) - ALIGNED;
    });
    const bands = cuts.map((cut, k) => rest.filter((r) => r.x >= cut && r.x < (cuts[k + 1] ?? Infinity)));
    return [above, ...bands].filter((b) => b.length > 0);
  }
  return [runs];
}

/**
 * The first run of each band's header, when a line's words are one column header said two or more times (at least
 * three words each time), each time starting a run; null otherwise.
 */
function repeatedHeaderStarts(line: Run[]): Run[] | null {
  const words: { word: string; run: Run | null }[] = [];
  for (const r of line)
    for (const [k, word] of r.str.split(' ').entries()) words.push({ word, run: k === 0 ? r : null });
  // Said again: its first word comes back.
  const first = words[0]?.word.toLowerCase();
  if (words.length < 6 || !words.slice(1).some((w) => w.word.toLowerCase() === first)) return null;
  const period = repeatPeriod(
    words.map((w) => w.word),
    3,
  );
  if (period === null || !isHeaderLine(words.slice(0, period).map((w) => w.word))) return null;
  const starts = words.filter((_, i) => i % period === 0).map((w) => w.run);
  return starts.every((r) => r !== null) ? (starts as Run[]) : null;
}

/** Points: two lines whose baselines (or centres) are this close stand on one line. */
const ALIGNED = 0.5;

interface Line {
  bottom: number;
  top: number;
  x: number;
  right: number;
}

/**
 * Runs' lines, top down: runs on one baseline (within ALIGNED) are one line. Gathered by baseline first, so that
 * only the lines are sorted, not the runs.
 */
function linesOf(runs: Run[]): Line[] {
  const byBaseline = new Map<number, Line>();
  for (const r of runs) {
    const key = Math.round(r.bottom / ALIGNED);
    const line = byBaseline.get(key);
    if (line) join(line, r);
    else byBaseline.set(key, { bottom: r.bottom, top: r.top, x: r.x, right: r.right });
  }
  const lines: Line[] = [];
  for (const l of [...byBaseline.values()].sort((a, b) => b.bottom - a.bottom)) {
    const line = lines.at(-1);
    if (line && line.bottom - l.bottom <= ALIGNED) join(line, l);
    else lines.push(l);
  }
  return lines;
}

function join(line: Line, more: { top: number; x: number; right: number }) {
  line.top = Math.max(line.top, more.top);
  line.x = Math.min(line.x, more.x);
  line.right = Math.max(line.right, more.right);
}

const centre = (l: Line) => (l.top + l.bottom) / 2;

/**
 * Two sides' lines stand beside each other without lining up: of the lines of the side with fewer that stand
 * beside a line of the other (their heights overlap), at least four, under half share a baseline or a centre with
 * one, or stand centred between two (a table's line beside a cell of several lines, centred as a web page's cells
 * are). A line beside none (a day off, nothing in the other columns) tells nothing.
 */
function misaligned(a: Line[], b: Line[]): boolean {
  const [few, many] = a.length <= b.length ? [a, b] : [b, a];
  const close = (x: number, y: number) => Math.abs(x - y) <= ALIGNED;
  let beside = 0;
  let aligned = 0;
  // Both top down: the lines of `many` near a line of `few` are found in a window moving down with it.
  let from = 0;
  for (const line of few) {
    const reach = line.top - line.bottom;
    while (from < many.length && (many[from] as Line).bottom > line.top + reach) from++;
    const near: Line[] = [];
    for (let k = from; k < many.length && (many[k] as Line).top >= line.bottom - reach; k++)
      near.push(many[k] as Line);
    if (!near.some((l) => l.bottom < line.top && l.top > line.bottom)) continue;
    beside++;
    if (
      near.some((l) => close(l.bottom, line.bottom) || close(centre(l), centre(line))) ||
      near.some((l, k) => k > 0 && close((centre(l) + centre(near[k - 1] as Line)) / 2, centre(line)))
    )
      aligned++;
    // Half of them lined up already (a table's columns): no more to look at.
    if (aligned * 2 >= few.length) return false;
  }
  return beside >= 4 && aligned * 2 < beside;
}

function medianCharWidth(runs: Run[]): number {
  const widths = runs
    .filter((r) => r.str.length > 1)
    .map((r) => (r.right - r.x) / r.str.length)
    .sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? 5;
}

const heightOf = (r: Run) => r.top - r.bottom;
/** The next run starts where this one ends (within a twentieth of its height), with no space between them. */
const touches = (a: Run, b: Run) =>
  Math.abs(b.x - a.right) < heightOf(a) / 20 && !a.str.endsWith(' ') && !b.str.startsWith(' ');

/**
 * Runs (sorted top down) in rows: a run overlapping the row's height by over a fifth of its own joins it (a table
 * row's cells, some a little higher than others); a run apart is a row of its own.
 */
function rowsOf(runs: Run[]): Row[] {
  const rows: Row[] = [];
  let row: Row = [];
  let bottom = Number.POSITIVE_INFINITY;
  const apart: Run[] = [];
  for (const run of runs) {
    if (run.apart) {
      apart.push(run);
      continue;
    }
    if (row.length > 0 && run.top - bottom > heightOf(run) / 5) {
      row.push(run);
      bottom = Math.min(bottom, run.bottom);
    } else {
      if (row.length > 0) rows.push(row);
      row = [run];
      bottom = run.bottom;
    }
  }
  if (row.length > 0) rows.push(row);
  // Each run apart a line where its top stands among the rows' tops.
  for (const run of apart) {
    // A row's first run is its top one: the runs come top down.
    const at = rows.findIndex((r) => (r[0] as Run).top < run.top);
    rows.splice(at < 0 ? rows.length : at, 0, [run]);
  }
  return rows;
}

const overlapsX = (a: { x: number; right: number }, b: { x: number; right: number }, slack: number) =>
  a.x < b.right + slack && a.right > b.x - slack;

/**
 * A row of one cell standing in the column of one cell of a neighbouring row (from its start, short of the next
 * cell), right against it (under a third of a line apart, as a cell's lines are; rows stand farther apart), is that
 * cell's next line: a cell of several lines beside cells of one. Not a line of text beside a table, nor a heading:
 * those reach over the next cell.
 */
function attachLoneLines(rows: Row[], em: number): { rows: Row[]; cells: Cell[][] } {
  const out = rows.map((r) => [...r]);
  const cells = out.map((r) => cellsOf(r, em));
  for (let i = 0; i < out.length; i++) {
    const row = out[i] as Row;
    const lone = cells[i] as Cell[];
    if (lone.length !== 1 || row.some((r) => r.apart)) continue;
    const [only] = lone as [Cell];
    const line = heightOf(row[0] as Run);
    const near = (k: number, above: boolean) => {
      const other = out[k];
      const its = cells[k];
      if (!other || !its || other.length === 0 || other.some((r) => r.apart)) return Number.POSITIVE_INFINITY;
      const j = its.findIndex((c) => overlapsX(c, only, 0));
      const cell = its[j];
      const next = its[j + 1];
      if (its.length < 2 || !cell || only.x < cell.x - em || (next && only.right > next.x))
        return Number.POSITIVE_INFINITY;
      let d = Number.POSITIVE_INFINITY;
      for (const r of cell.runs)
        for (const s of row) d = Math.min(d, above ? r.bottom - s.top : s.bottom - r.top);
      return d < line * 0.3 ? d : Number.POSITIVE_INFINITY;
    };
    const up = near(i - 1, true);
    const down = near(i + 1, false);
    if (up === Number.POSITIVE_INFINITY && down === Number.POSITIVE_INFINITY) continue;
    const to = up <= down ? i - 1 : i + 1;
    (out[to] as Row).push(...row);
    cells[to] = cellsOf(out[to] as Row, em);
    out[i] = [];
    cells[i] = [];
  }
  const kept = out.flatMap((r, i) => (r.length > 0 ? [i] : []));
  return { rows: kept.map((i) => out[i] as Row), cells: kept.map((i) => cells[i] as Cell[]) };
}

/** A row's cells: its runs grouped where their columns overlap (or nearly touch), left to right. */
function cellsOf(row: Row, em: number): Cell[] {
  const cells: Cell[] = [];
  for (const run of [...row].sort((a, b) => a.x - b.x)) {
    // Runs come left to right: only the last cell can reach them.
    const cell = cells.at(-1);
    if (cell && overlapsX(run, cell, em * 0.6)) {
      cell.runs.push(run);
      cell.x = Math.min(cell.x, run.x);
      cell.right = Math.max(cell.right, run.right);
    } else cells.push({ x: run.x, right: run.right, runs: [run] });
  }
  return cells;
}

/**
 * A cell's text: its lines top to bottom, a line's runs left to right; a word broken at a hyphen is joined back. The
 * lines are joined by `newline`, as entries of their own (a leg a line), except two lines whose second is a single
 * word and neither a leg: the cell's text wrapped ("05Apr2017 19:30", "(17:30)"), joined by a space.
 */
function cellText(runs: Run[], newline = '\n'): string {
  if (runs.length === 1) return (runs[0] as Run).str;
  const lines: Run[][] = [];
  for (const run of [...runs].sort((a, b) => b.top - a.top || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && run.top - Math.min(...line.map((r) => r.bottom)) > heightOf(run) / 3) line.push(run);
    else lines.push([run]);
  }
  const texts = lines.map((line) =>
    line
      .sort((a, b) => a.x - b.x)
      .reduce(
        // Runs that touch are one word: a ligature drawn as a glyph of its own ('Day o' 'ff' 'Quali' 'fi' 'cation').
        (text, r, k) => (k === 0 ? r.str : `${text}${touches(line[k - 1] as Run, r) ? '' : ' '}${r.str}`),
        '',
      ),
  );
  if (texts.length === 2 && !(texts[1] as string).includes(' ') && !texts.some((t) => readLegLine(t)))
    newline = ' ';
  return texts.reduce(
    (text, line) => (text === '' ? line : text.endsWith('-') ? text + line : `${text}${newline}${line}`),
    '',
  );
}

/** A row whose words name columns, as a text's header line does (grid.ts, isHeaderLine); not a row of numbers. */
function namesColumns(cells: Cell[]): boolean {
  let runs = 0;
  let numbers = 0;
  for (const c of cells)
    for (const r of c.runs) {
      runs++;
      if (/\d/.test(r.str)) numbers++;
    }
  return numbers * 2 <= runs && !!isHeaderLine(cells.flatMap((c) => c.runs.flatMap((r) => r.str.split(' '))));
}

const textOf = (cells: Cell[]) => cells.map((c) => cellText(c.runs, ' ')).join('\t');

/**
 * A table's rows as tab-separated lines, on the columns its rows share, each ending in a tab as a copied web table's
 * rows do. A cell of several lines keeps them, as a copied cell does: the row goes on after its last line (grid.ts
 * joins them back). Not the first cell's: a row's first line would stand alone, and its lines are joined by spaces.
 */
function tableLines(rows: Cell[][], em: number): string[] {
  const columns = columnsOf(rows);
  if (columns.length === 0) return rows.map(textOf);
  const grid = rows.map((cells) => {
    const texts: Run[][] = columns.map(() => []);
    for (const cell of cells)
      for (const run of cell.runs)
        for (const part of splitAtColumns(run, columns, em))
          (texts[columnAt(columns, part.x)] as Run[]).push(part);
    return texts.map((column, k) => cellText(column, k === 0 ? ' ' : '\n'));
  });
  return splitJoinedColumns(grid).map((cells) => `${cells.join('\t')}\t`);
}

/**
 * Columns pdf.js gave as one (cells too close together to leave a gap, in every row: a header "Flight From" over
 * "WY123 MCT"), split again: where the table's header row (the first that names its columns) names the column in n
 * words or more, the first n each naming a column on their own, and (nearly) every cell under it holds n words, each
 * fitting its header word's column (not the day and month of a "05 Apr" under "Start Date"), each word is a cell of
 * its own column; the header's words after the n-th stay together in the last. Cells of one word are split from the
 * header only when it names no column as a whole ('To Acknowledge' over 'MUC': To, and Acknowledge empty; not
 * 'Start Date' or 'Flight Time').
 */
function splitJoinedColumns(grid: string[][]): string[][] {
  const at = grid.findIndex((row) => {
    const named = row.filter((c) => c !== '');
    return isHeaderLine(named) || isHeaderLine(named.join(' ').split(' '));
  });
  const header = grid[at];
  if (!header) return grid;
  // The full rows (as columnsOf's): a line across a few cells (a duty's end, 'D-END: 1851L T.A.F.B.: 0839') is
  // no sign of what a column holds.
  const filled = (row: string[]) => row.filter((c) => c !== '').length;
  const below = grid.slice(at + 1);
  const widest = below.reduce((m, row) => Math.max(m, filled(row)), 0);
  const full = below.filter((row) => filled(row) * 2 >= widest);
  const parts = header.map((name, k) => {
    const words = name.split(' ');
    if (words.length < 2) return 1;
    const cells = full.map((row) => row[k] ?? '').filter((c) => c !== '');
    if (cells.length < 2 || cells.some((c) => c.includes('\n') || readDate(c) || readTime(c))) return 1;
    const n = cells[0]?.split(' ').length ?? 0;
    const roles = words.slice(0, n).map((w) => columnRole(w)?.role);
    if (n > words.length || roles.some((r) => !r)) return 1;
    // One word a cell: only under a header that names no column as a whole ('To Acknowledge', not 'Start Date').
    if (n === 1 && columnRole(name)) return 1;
    // Each word fits its header word's column (a flight number under Flight, an airport under From), in nearly every
    // cell: not the day and month of a date under 'Start Date'.
    const fitting = cells.filter((c) => {
      const cellWords = c.split(' ');
      return cellWords.length === n && cellWords.every((w, i) => fits(roles[i], w) !== false);
    });
    if (fitting.length < cells.length * 0.9) return 1;
    return n === 1 ? 2 : n;
  });
  if (parts.every((n) => n === 1)) return grid;
  return grid.map((row, r) =>
    row.flatMap((cell, k) => {
      const n = parts[k] ?? 1;
      if (n === 1) return [cell];
      const words = cell.split(' ');
      // The header: its first words one a column, the rest with the last; a row: its words one a column, if it has them.
      const split =
        r === at
          ? [...words.slice(0, n - 1), words.slice(n - 1).join(' ')]
          : words.length === n
            ? words
            : [cell];
      return [...split, ...new Array<string>(n - split.length).fill('')];
    }),
  );
}

interface Column {
  x: number;
  right: number;
}

/**
 * The table's columns: spans of x where more than a few of its full rows print something (a tenth of them, at least
 * one; none in a table of under five rows). Full rows (at least half as many cells as the fullest) draw the columns;
 * a title or a comment line across them does not. A sweep over the cells' edges, left to right.
 */
function columnsOf(rows: Cell[][]): Column[] {
  const widest = rows.reduce((m, cells) => Math.max(m, cells.length), 0);
  const full = rows.filter((cells) => cells.length * 2 >= widest);
  const few = full.length < 5 ? 0 : Math.max(1, Math.floor(full.length / 10));
  const edges = full
    .flat()
    .flatMap((c) => [
      { x: c.x, step: 1 },
      { x: c.right, step: -1 },
    ])
    .sort((a, b) => a.x - b.x || a.step - b.step);
  const columns: Column[] = [];
  let cover = 0;
  let start = 0;
  for (const { x, step } of edges) {
    const before = cover;
    cover += step;
    if (before <= few && cover > few) start = x;
    if (before > few && cover <= few && x > start) columns.push({ x: start, right: x });
  }
  return columns;
}

/** The column a run starting at x stands in: the last one starting at or before it (the first if none does). */
function columnAt(columns: Column[], x: number): number {
  let k = 0;
  for (let i = 0; i < columns.length; i++) if ((columns[i] as Column).x <= x + 0.5) k = i;
  return k;
}

/**
 * A run across columns (cells close together printed as one run) cut at its spaces nearest the columns' starts; a
 * run's characters are taken as evenly wide, which is near enough for the gap between two columns.
 */
function splitAtColumns(run: Run, columns: Column[], em: number): Run[] {
  const inside = (c: Column) => c.x > run.x + em && c.x < run.right - em / 2;
  if (!columns.some(inside)) return [run];
  const starts = columns.filter(inside).map((c) => c.x);
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
