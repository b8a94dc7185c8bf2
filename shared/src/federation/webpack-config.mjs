// @ts-check
/**
 * One webpack configuration for the shell and every remote, so they share the same Module Federation rules
 * (ARCHITECTURE.md "Module Federation"): runtime-registered remotes, `[name].js` entries, hashed chunks, swc
 * compile + minify, `dts: false`, and singletons shared as facades.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { appNamed, readRuntimeConfig } from './apps.mjs';
import { precompressPlugins } from './precompress.mjs';

const require = createRequire(import.meta.url);
const sharedPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** Entry points of @crewroster/shared that are singletons across shell and remotes. */
export const SHARED_ENTRIES = Object.keys(sharedPkg.exports)
  .filter((key) => !key.startsWith('./federation'))
  .map((key) => `@crewroster/shared/${key.slice(2)}`);

/** @param {string} pkg */
const versionOf = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;

export function sharedModules() {
  const singleton = (/** @type {string} */ pkg) => ({
    singleton: true,
    requiredVersion: `^${versionOf(pkg)}`,
  });
  /** @type {Record<string, object>} */
  const shared = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    zustand: singleton('zustand'),
    '@emotion/react': singleton('@emotion/react'),
  };
  for (const entry of SHARED_ENTRIES) {
    shared[entry] = {
      singleton: true,
      // A remote built against a newer shared than the shell provides fails to load (the page's boundary
      // shows "Failed loading …") instead of running on an older copy. The version is bumped whenever the
      // public surface changes (scripts/shared-version.mjs, checked by `pnpm lint`).
      strictVersion: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    };
  }
  return shared;
}

/**
 * The port and exposed modules come from the app registry (apps.mjs).
 * @param {{
 *   name: string,            // federation name in the registry, e.g. 'auth'
 *   dir: string,             // the package directory
 *   html?: boolean | { title: string, template?: string },
 *   pages?: { filename: string, prerender: object }[], // extra HTML files (e.g. sign-in.html) with a prerender
 * }} options
 */
export function federatedConfig({ name, dir, html = true, pages = [] }) {
  const app = appNamed(name);
  const port = app.port;
  const exposes = 'exposes' in app ? app.exposes : undefined;
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = argv.mode !== 'development';
    const htmlOptions = typeof html === 'object' ? html : { title: 'CrewRoster' };
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/,
            use: { loader: require.resolve('./pure-chakra-theme-loader.cjs') },
          },
          { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/resource' },
          {
            // maplibre resolves its worker's address at run time with `new URL(url, import.meta.url)`. Webpack
            // would take that for an asset to bundle and put a throwing stub in its place, which breaks the map
            // whenever the remote is served from another origin than the page (its worker is then cross-origin).
            test: /[\\/]maplibre-gl[\\/]dist[\\/].*\.mjs$/,
            parser: { url: false },
          },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedModules(),
          dts: false,
          manifest: true,
          // Use what the shell already provides; 'version-first' would fetch every registered remote's entry
          // to compare versions on the first shared load, so one remote being down would break every page.
          shareStrategy: 'loaded-first',
        }),
        ...(html
          ? [{}, ...pages].map(
              (page) =>
                new HtmlWebpackPlugin({
                  hash: true,
                  title: htmlOptions.title,
                  template:
                    htmlOptions.template ??
                    path.join(path.dirname(new URL(import.meta.url).pathname), 'index.ejs'),
                  scriptLoading: 'defer',
                  publicPath: '/',
                  // A route's own HTML file (`sign-in.html` answers `/sign-in` on a static host) may carry a
                  // prerendered first paint; index.html, the fallback of every other route, carries none.
                  ...page,
                }),
            )
          : []),
        ...(production ? precompressPlugins() : []),
      ],
      devServer: {
        port,
        hot: false,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        static: false,
        client: { overlay: false },
        // `pnpm dev` serves the runtime config as `pnpm start` does (CONFIG_FILE or the local one).
        setupMiddlewares: (
          /** @type {import('webpack-dev-server').Middleware[]} */ middlewares,
          /** @type {import('webpack-dev-server')} */ server,
        ) => {
          const configFile =
            process.env.CONFIG_FILE ?? path.join(dir, '..', 'shell', 'config', 'config.local.json');
          server.app?.get(
            '/config.json',
            (/** @type {unknown} */ _req, /** @type {{ json(body: unknown): void }} */ res) => {
              res.json(readRuntimeConfig(configFile));
            },
          );
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
  };
}
