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
    const visitRows = (parent: Element) => {
      for (const child of parent.children) {
        if (isTag(child, 'tr')) rows.push(child.children.filter((c) => isTag(c, 'td', 'th')).map(cellText));
        else if (isTag(child, 'thead', 'tbody', 'tfoot')) visitRows(child);
      }
    };
    visitRows(table);
    tables.push(rows);
  });
  return tables;
}

function cellText(cell: AnyNode): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as unknown as { data: string }).data);
    else if (node.type === 'tag' && !isTag(node, 'table', 'script', 'style'))
      for (const child of (node as Element).children) walk(child);
  };
  walk(cell);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
