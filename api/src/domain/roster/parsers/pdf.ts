import { getDocumentProxy } from 'unpdf';
import { layoutPdf, type PdfTextItem } from './pdf-layout.ts';

/**
 * A PDF's text in two readings, from one pass of pdf.js (via unpdf: no native code): its tables laid out as rows of
 * tab-separated cells (pdf-layout.ts), and its text runs in the PDF's own order, a line where the PDF ends one —
 * the reading of a roster printed as lines of text, whose columns make no table. The layout is left out when it
 * cannot be made (the runs' reading still can).
 */
export async function pdfToText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: PdfTextItem[][] = [];
  const inOrder: string[] = [];
  try {
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await pdf.getPage(p);
      const { items } = await page.getTextContent();
      const runs: PdfTextItem[] = [];
      let text = '';
      for (const item of items) {
        if (!('str' in item)) continue;
        text += item.hasEOL ? `${item.str}\n` : item.str;
        // A run of spaces places nothing: only the runs' reading needs it.
        if (item.str.trim() === '') continue;
        const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        runs.push({
          str: item.str,
          x,
          y,
          width: item.width,
          height: item.height,
          fontSize: Math.hypot(c, d),
          // Turned text has a rotation in b; a slant (c, a synthesised italic) is still upright.
          upright: a > 0 && d > 0 && Math.abs(b) < a / 10,
        });
      }
      pages.push(runs);
      inOrder.push(text);
    }
  } finally {
    // pdf.js keeps a document's pages and objects until it is destroyed.
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
  const runs = runsInOrder(inOrder);
  try {
    return [layoutPdf(pages), runs];
  } catch {
    return [runs];
  }
}

/** The pages' runs in order, a line where the PDF ends one, spaces collapsed (as unpdf's extractText). */
function runsInOrder(pages: string[]): string {
  return pages
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
