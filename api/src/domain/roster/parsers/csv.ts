import { parse } from 'csv-parse/sync';
import type { TextParser } from '../types.ts';
import { dutiesFromTable, isHeaderRow } from './tabular.ts';

const DELIMITERS = [',', ';', '\t', '|'];

function firstLine(text: string): string {
  return (
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((l) => l.trim() !== '') ?? ''
  );
}

/** The delimiter that splits the header line into a usable header row. */
function delimiterOf(text: string): string | undefined {
  const line = firstLine(text);
  return DELIMITERS.filter((d) => line.includes(d))
    .sort((a, b) => line.split(b).length - line.split(a).length)
    .find((d) => isHeaderRow(line.split(d).map((c) => c.replace(/^"|"$/g, ''))));
}

/** CSV (comma, semicolon, tab or pipe) with a header row; columns and aliases: see tabular.ts / README. */
export const csvParser: TextParser = {
  name: 'csv',
  detect: (text) => delimiterOf(text) !== undefined,
  parse(text) {
    const delimiter = delimiterOf(text);
    if (!delimiter) return [];
    const rows = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
    return dutiesFromTable(rows);
  },
};
