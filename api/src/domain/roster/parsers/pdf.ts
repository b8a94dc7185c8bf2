import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { layoutPdf, type PdfTextItem } from './pdf-layout.ts';
import { InThreadPort } from './pdf-port.ts';

/** pdf.js's worker half, which its bundle puts on globalThis when loaded. */
interface PdfJsWorkerGlobal {
  pdfjsWorker?: { WorkerMessageHandler: { initializeFromPort(port: InThreadPort): void } };
}

/** pdf.js's two halves joined in this thread by a port that copies messages cheaply (pdf-port.ts). */
async function inThreadWorker() {
  const { PDFWorker } = await getResolvedPDFJS();
  const handler = (globalThis as PdfJsWorkerGlobal).pdfjsWorker?.WorkerMessageHandler;
  if (!handler) return undefined;
  const port = new InThreadPort();
  // pdf.js's types leave out the port its constructor takes (documented as "the workerPort object").
  const WorkerOnPort = PDFWorker as unknown as new (options: {
    port: InThreadPort;
  }) => InstanceType<typeof PDFWorker>;
  const worker = new WorkerOnPort({ port });
  handler.initializeFromPort(port);
  return worker;
}

/**
 * A PDF's text in two readings, from one pass of pdf.js (via unpdf: no native code): its tables laid out as rows of
 * tab-separated cells (pdf-layout.ts), and its text runs in the PDF's own order, a line where the PDF ends one —
 * the reading of a roster printed as lines of text, whose columns make no table. The layout is left out when it
 * cannot be made (the runs' reading still can).
 */
export async function pdfToText(bytes: Uint8Array): Promise<string[]> {
  const worker = await inThreadWorker();
  let pages: { runs: PdfTextItem[][]; inOrder: string[] };
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { worker });
    try {
      pages = await readPages(pdf);
    } finally {
      // pdf.js keeps a document's pages and objects until it is destroyed.
      await pdf.loadingTask.destroy().catch(() => undefined);
    }
  } finally {
    worker?.destroy();
  }
  const runs = runsInOrder(pages.inOrder);
  try {
    return [layoutPdf(pages.runs), runs];
  } catch {
    return [runs];
  }
}

/** Each page's text runs placed, and its text in the PDF's own order. */
async function readPages(pdf: Awaited<ReturnType<typeof getDocumentProxy>>) {
  const pages: PdfTextItem[][] = [];
  const inOrder: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const { items } = await page.getTextContent();
    const runs: PdfTextItem[] = [];
    let text = '';
    const placed: { str: string; transform: number[]; width: number; height: number }[] = [];
    for (const item of items) {
      if (!('str' in item)) continue;
      text += item.hasEOL ? `${item.str}\n` : item.str;
      // A run of spaces places nothing: only the runs' reading needs it.
      if (item.str.trim() === '') continue;
      placed.push({
        str: item.str,
        transform: item.transform as number[],
        width: item.width,
        height: item.height,
      });
    }
    runs.push(...turnedToRead(placed));
    pages.push(runs);
    inOrder.push(text);
  }
  return { runs: pages, inOrder };
}

/**
 * A page's runs in the frame its text is read in. A page printed turned (a landscape page drawn portrait and shown
 * with /Rotate, its text running down the paper) has its runs' places rotated by the quarter turn most of its text
 * has, so that its lines run left to right again; pdf.js gives places on the paper, before the page's rotation.
 * A run turned from the page's text (a watermark) stays apart (`upright` false).
 */
export function turnedToRead(items: { str: string; transform: number[]; width: number; height: number }[]) {
  // The quarter turn nearest the run's direction (a, b): 0 along +x, 1 along +y, 2 along -x, 3 along -y.
  const quarter = (t: number[]) => {
    const [a = 0, b = 0] = t;
    if (Math.abs(a) >= Math.abs(b)) return a >= 0 ? 0 : 2;
    return b > 0 ? 1 : 3;
  };
  // By runs, not characters: a long note printed turned in a margin does not turn the page's many short runs.
  const count = [0, 0, 0, 0];
  for (const i of items) {
    const q = quarter(i.transform);
    count[q] = (count[q] ?? 0) + 1;
  }
  const turn = count.indexOf(Math.max(...count));
  const [cos, sin] = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ][turn] as [number, number];
  return items.map((item): PdfTextItem => {
    const [a0 = 0, b0 = 0, c0 = 0, d0 = 0, x0 = 0, y0 = 0] = item.transform;
    // Rotated back by the page's quarter turn: (x, y) turned by -turn.
    const back = (x: number, y: number) => [x * cos + y * sin, -x * sin + y * cos] as const;
    const [a, b] = back(a0, b0);
    const [c, d] = back(c0, d0);
    const [x, y] = back(x0, y0);
    return {
      str: item.str,
      x,
      y,
      width: item.width,
      height: item.height,
      fontSize: Math.hypot(c, d),
      // Turned text has a rotation in b; a slant (c, a synthesised italic) is still upright.
      upright: a > 0 && d > 0 && Math.abs(b) < a / 10,
    };
  });
}

/** The pages' runs in order, a line where the PDF ends one, spaces collapsed (as unpdf's extractText). */
function runsInOrder(pages: string[]): string {
  return pages
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
