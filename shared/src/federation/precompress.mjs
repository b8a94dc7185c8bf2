// @ts-check
/**
 * Brotli and gzip copies of every text asset beside it (`x.js.br`, `x.js.gz`), made once at build time at the
 * highest levels, so scripts/serve-static.mjs (sirv) sends what the browser accepts without compressing per request,
 * as a CDN would (issue 18). Files under 1 KiB, or that would shrink by less than a fifth, are left alone.
 */
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

const TEXT = /\.(js|mjs|json|html|css|svg|txt)$/;

export function precompressPlugins() {
  return [
    /** @type {CompressionPlugin<import('node:zlib').BrotliOptions>} */ (
      new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: TEXT,
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        threshold: 1024,
      })
    ),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT,
      compressionOptions: { level: 9 },
      threshold: 1024,
    }),
  ];
}
