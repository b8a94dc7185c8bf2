import { getDocumentProxy } from 'unpdf';
import { layoutPdf, type PdfTextItem } from './pdf-layout.ts';

type Run = PdfTextItem & { hasEOL: boolean };

/**
 * A PDF's text in two readings, from one pass of pdf.js (via unpdf: no native code): its tables laid out as rows of
 * tab-separated cells (pdf-layout.ts), and its text runs in the PDF's own order, a line where the PDF ends one —
 * the reading of a roster printed as lines of text, whose columns make no table. The layout is left out when it
 * cannot be made (the runs' reading still can).
 */
export async function pdfToText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: Run[][] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const { items } = await (await pdf.getPage(p)).getTextContent();
    pages.push(
      items.flatMap((item) => {
        if (!('str' in item)) return [];
        const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        return [
          {
            str: item.str,
            x,
            y,
            width: item.width,
            height: item.height,
            fontSize: Math.hypot(c, d),
            // Turned text has a rotation in b; a slant (c, a synthesised italic) is still upright.
            upright: a > 0 && d > 0 && Math.abs(b) < a / 10,
            hasEOL: item.hasEOL,
          },
        ];
      }),
    );
  }
  const runs = runsInOrder(pages);
  try {
    return [layoutPdf(pages), runs];
  } catch {
    return [runs];
  }
}

/** The runs of each page in order, a line where the PDF ends one, spaces collapsed (as unpdf's extractText). */
function runsInOrder(pages: Run[][]): string {
  return pages
    .map((items) => items.map((i) => i.str + (i.hasEOL ? '\n' : '')).join(''))
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
