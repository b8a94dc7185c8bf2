import * as cheerio from 'cheerio';
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
      $('table').each((_, table) => {
        const rows: string[][] = [];
        $(table)
          .find('tr')
          .each((__, tr) => {
            rows.push(
              $(tr)
                .children('th,td')
                .map((___, cell) => $(cell).text().replace(/\s+/g, ' ').trim())
                .get(),
            );
          });
        duties.push(...dutiesFromTable(rows));
      });
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
