import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';
import { layoutPdf } from './pdf-layout.ts';

/**
 * A PDF's text in two readings (pdf.js via unpdf: no native code): its tables laid out as rows of tab-separated
 * cells (pdf-layout.ts), and its text runs in the PDF's own order, a run a line where the PDF ends one — the reading
 * of a roster printed as lines of text, whose columns are no table.
 */
export async function pdfToText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { items } = await extractTextItems(pdf);
  const { text } = await extractText(pdf, { mergePages: true });
  return [layoutPdf(items), text];
}
