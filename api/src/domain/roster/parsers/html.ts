import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { ParseContext, ParsedDuty, TextParser } from '../types.ts';
import { dutiesFromTable } from './tabular.ts';

/**
 * HTML: every <table> whose header row names roster fields (see tabular.ts) is read as rows; a page without
 * such a table is turned into text lines (rows, cells, <br>, <pre>) and given to the text parsers.
 */
export function htmlParser(textParsers: () => TextParser[]): TextParser {
  return {
    name: 'html',
    detect: (text) => /<(html|table|body|tr)\b/i.test(text.slice(0, 200_000)),
    parse(text, ctx: ParseContext) {
      const $ = cheerio.load(text);
      const duties: ParsedDuty[] = [];
      for (const rows of tableRows($)) duties.push(...dutiesFromTable(rows));
      if (duties.length > 0) return duties;
      $('script,style').remove();
      $('br').replaceWith('\n');
      $('tr,p,div,li,h1,h2,h3,h4').each((_, el) => {
        $(el).append('\n');
      });
      $('td,th').each((_, el) => {
        $(el).append(' ');
      });
      const plain = $.root().text();
      for (const parser of textParsers()) {
        if (parser.detect(plain)) {
          const found = parser.parse(plain, ctx);
          if (found.length > 0) return found;
        }
      }
      return [];
    },
  };
}

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
