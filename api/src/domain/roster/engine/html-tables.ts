/** HTML tables as rows of cell texts (grid.ts). */
import type * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

const isTag = (node: AnyNode, ...names: string[]): node is Element =>
  node.type === 'tag' && names.includes((node as Element).name.toLowerCase());

/**
 * Each table's own rows (not those of tables nested in its cells) as cell texts. Every text node is read once,
 * by the innermost cell holding it, so nested layout tables cost linear time, not one pass per nesting level.
 */
export function tableRows($: cheerio.CheerioAPI): string[][][] {
  const tables: string[][][] = [];
  $('table').each((_, table) => {
    const rows: string[][] = [];
    visitRows(table, rows);
    tables.push(rows);
  });
  return tables;
}

function visitRows(parent: Element, rows: string[][]): void {
  for (const child of parent.children) {
    if (isTag(child, 'tr')) rows.push(child.children.filter((c) => isTag(c, 'td', 'th')).map(cellText));
    else if (isTag(child, 'thead', 'tbody', 'tfoot')) visitRows(child, rows);
  }
}

function cellText(cell: AnyNode): string {
  // Iterative walk: cells of a one-year page number in the tens of thousands.
  let text = '';
  const stack: AnyNode[] = [cell];
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (node.type === 'text') text += (node as unknown as { data: string }).data;
    // A line break inside a cell parts its words ("21:45<br>(19:45)").
    else if (node.type === 'tag' && (node as Element).name.toLowerCase() === 'br') text += ' ';
    else if (node.type === 'tag' && !isTag(node, 'table', 'script', 'style')) {
      const children = (node as Element).children;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AnyNode);
    }
  }
  return text.replace(/\s+/g, ' ').trim();
}
