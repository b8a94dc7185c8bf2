/** HTML tables as rows of cell texts (grid.ts). */
import type * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

const isTag = (node: AnyNode, ...names: string[]): node is Element =>
  node.type === 'tag' && names.includes((node as Element).name.toLowerCase());

/**
 * Each table's own rows (not those of tables nested in its cells) as cell texts. Every text node is read once,
 * by the innermost cell holding it, so nested layout tables cost linear time, not one pass per nesting level.
 * With `lines`, a cell's line breaks (<br>) part its text with "\n" (cell-legs.ts reads those lines); else with
 * a space.
 */
export function tableRows($: cheerio.CheerioAPI, lines = false): string[][][] {
  const tables: string[][][] = [];
  $('table').each((_, table) => {
    const rows: string[][] = [];
    visitRows(table, rows, lines);
    tables.push(rows);
  });
  return tables;
}

function visitRows(parent: Element, rows: string[][], lines: boolean): void {
  for (const child of parent.children) {
    if (isTag(child, 'tr'))
      rows.push(child.children.filter((c) => isTag(c, 'td', 'th')).map((c) => cellText(c, lines)));
    else if (isTag(child, 'thead', 'tbody', 'tfoot')) visitRows(child, rows, lines);
  }
}

/** Marks a <br> while a cell's text is gathered (its text nodes hold line breaks of the source too). */
const BREAK = '\u0000';

function cellText(cell: AnyNode, lines: boolean): string {
  // Iterative walk: cells of a one-year page number in the tens of thousands.
  let text = '';
  const stack: AnyNode[] = [cell];
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (node.type === 'text') text += (node as unknown as { data: string }).data;
    // A line break inside a cell parts its words ("21:45<br>(19:45)").
    else if (node.type === 'tag' && (node as Element).name.toLowerCase() === 'br')
      text += lines ? BREAK : ' ';
    else if (node.type === 'tag' && !isTag(node, 'table', 'script', 'style')) {
      const children = (node as Element).children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AnyNode);
    }
  }
  if (!lines || !text.includes(BREAK)) return text.replace(/\s+/g, ' ').trim();
  return text
    .split(BREAK)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
