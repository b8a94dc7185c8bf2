import { extractTextItems, getDocumentProxy } from 'unpdf';
import { layoutPdf, type PdfTextItem } from './pdf-layout.ts';

/**
 * A PDF's text in two readings, from one pass of pdf.js (via unpdf: no native code): its tables laid out as rows of
 * tab-separated cells (pdf-layout.ts), then its text runs in the PDF's own order, a line where the PDF ends one —
 * the reading of a roster printed as lines of text, whose columns make no table.
 */
export async function pdfToText(bytes: Uint8Array): Promise<string[]> {
  const { items } = await extractTextItems(await getDocumentProxy(new Uint8Array(bytes)));
  return [layoutPdf(items), runsInOrder(items)];
}

/** The runs of each page in order, as unpdf's extractText with mergePages joins them. */
function runsInOrder(pages: (PdfTextItem & { hasEOL?: boolean })[][]): string {
  return pages
    .map((items) => items.map((i) => i.str + (i.hasEOL ? '\n' : '')).join(''))
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
