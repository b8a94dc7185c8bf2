import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, pages joined by newlines (pdf.js via unpdf: no native code). */
export async function pdfToText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
