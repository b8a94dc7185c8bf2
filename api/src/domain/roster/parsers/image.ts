import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * OCR with tesseract.js, offline: the English model comes from the @tesseract.js-data/eng package on disk
 * (langPath is a directory, so nothing is downloaded) and is not cached anywhere else. One worker per image;
 * images are rare and the worker starts in about half a second.
 */
export async function imageToText(bytes: Uint8Array): Promise<string> {
  const langPath = path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
  const worker = await createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none' });
  try {
    const { data } = await worker.recognize(Buffer.from(bytes));
    return data.text;
  } finally {
    await worker.terminate();
  }
}
