// @ts-check
/**
 * The shell as an installable app that works offline (issue 15): the web manifest and icons from `public/`, their
 * links in every HTML page, and in production the service worker (`sw/service-worker.ts`, built by Workbox's
 * InjectManifest with the shell's hashed chunks as its precache list).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';

const NAME = 'crewroster-offline';

/** @param {string} dir @returns {string[]} files under dir, relative to it */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const rel = path.posix.join(prefix, name);
    return statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name), rel) : [rel];
  });
}

/** Copies `public/` into the build as is, and links the manifest and icons from each HTML page. */
class WebAppManifestPlugin {
  /** @param {string} publicDir */
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of filesUnder(this.publicDir)) {
            const abs = path.join(this.publicDir, file);
            compilation.fileDependencies.add(abs);
            compilation.emitAsset(file, new webpack.sources.RawSource(readFileSync(abs)));
          }
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const tag = (/** @type {string} */ name, /** @type {Record<string, string>} */ attributes) =>
          HtmlWebpackPlugin.createHtmlTagObject(name, attributes);
        data.headTags.push(
          tag('link', { rel: 'manifest', href: '/manifest.webmanifest' }),
          tag('link', { rel: 'icon', href: '/icons/icon.svg', type: 'image/svg+xml' }),
          tag('link', { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
          tag('meta', { name: 'theme-color', content: '#2563eb' }),
        );
        return data;
      });
    });
  }
}

/** @param {string} dir the shell's folder @param {boolean} production */
export function offlinePlugins(dir, production) {
  const plugins = [new WebAppManifestPlugin(path.join(dir, 'public'))];
  if (!production) return plugins; // the service worker is registered in production builds only
  plugins.push(
    new InjectManifest({
      swSrc: path.join(dir, 'sw', 'service-worker.ts'),
      swDest: 'sw.js',
      // Precache what never changes under its URL (hashed chunks) and the app's icons; pages, entries and
      // /config.json go network first (service-worker.ts), so they are never served stale online.
      include: [/^chunks\/.+\.js$/, /^icons\//, /^manifest\.webmanifest$/],
      exclude: [/\.map$/, /\.(br|gz)$/, /LICENSE/],
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    }),
  );
  return plugins;
}
