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

/**
 * The runtime plugin that gives the shell's federation runtime to remotes built with `hostRuntime`, as its ES module
 * build. `experiments.provideExternalRuntime` would add its CommonJS build, which brings a CommonJS copy of the
 * runtime into the shell beside the ES module one the bundler runtime uses (25 KiB gzip more, measured).
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(
    createRequire(require.resolve('@module-federation/enhanced/webpack')).resolve(
      '@module-federation/inject-external-runtime-core-plugin',
    ),
  ),
  'index.js',
);

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
 *
 * A remote that only our shell loads (`hostRuntime: true`) uses the shell's copy of the federation runtime
 * (`experiments.externalRuntime`; the shell provides it through PROVIDE_RUNTIME_PLUGIN) instead of bundling its
 * own into `remoteEntry.js`: 16 KiB brotli less on every page (issue 18). Such a `remoteEntry.js` cannot start
 * without the shell, so in production builds the remote's standalone page (`main.js` and its HTML, for the team
 * running it alone) is a second build into the same folder, with its own runtime. The consent remote keeps its
 * runtime: partners' pages load it with whatever federation runtime they have.
 * @param {{
 *   name: string,            // federation name in the registry, e.g. 'auth'
 *   dir: string,             // the package directory
 *   html?: boolean | { title: string, template?: string },
 *   pages?: { filename: string, prerender: object }[], // extra HTML files (e.g. sign-in.html) with a prerender
 *   hostRuntime?: boolean,   // the remote's entry runs on the shell's federation runtime (see above)
 * }} options
 */
export function federatedConfig({ name, dir, html = true, pages = [], hostRuntime = false }) {
  const single = singleConfig({ name, dir, html, pages });
  if (!hostRuntime) return single;
  return (/** @type {unknown} */ env, /** @type {{ mode?: string }} */ argv) =>
    // `pnpm dev` serves one build per port: there the remote keeps its own runtime.
    argv.mode === 'development'
      ? single(env, argv)
      : [single(env, argv, { role: 'remote' }), single(env, argv, { role: 'standalone' })];
}

/**
 * @param {{ name: string, dir: string, html: boolean | { title: string, template?: string },
 *   pages: { filename: string, prerender: object }[] }} options
 */
function singleConfig({ name, dir, html, pages }) {
  const app = appNamed(name);
  const port = app.port;
  const exposes = 'exposes' in app ? app.exposes : undefined;
  /**
   * role 'remote': only `remoteEntry.js` on the shell's runtime; 'standalone': only the standalone page, run after
   * the remote's build (which cleans dist/); 'whole' (the shell, the consent remote): both from one build.
   */
  return (
    /** @type {unknown} */ _env,
    /** @type {{ mode?: string }} */ argv,
    /** @type {{ role: 'whole' | 'remote' | 'standalone' }} */ { role } = { role: 'whole' },
  ) => {
    const production = argv.mode !== 'development';
    const htmlOptions = typeof html === 'object' ? html : { title: 'CrewRoster' };
    const withHtml = html && role !== 'remote';
    const federationName = role === 'standalone' ? `${name}_standalone` : name;
    return {
      ...(role === 'whole' ? {} : { name: federationName }),
      ...(role === 'standalone' ? { dependencies: [name] } : {}),
      mode: production ? 'production' : 'development',
      context: dir,
      entry: role === 'remote' ? {} : { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: federationName,
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: role !== 'standalone',
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
          name: federationName,
          filename: 'remoteEntry.js',
          exposes: role === 'standalone' ? {} : (exposes ?? {}),
          shared: sharedModules(),
          dts: false,
          manifest: role !== 'standalone',
          ...(role === 'remote' ? { experiments: { externalRuntime: true } } : {}),
          // The shell gives its runtime to the remotes built with `hostRuntime`.
          ...(exposes ? {} : { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN] }),
          // Use what the shell already provides; 'version-first' would fetch every registered remote's entry
          // to compare versions on the first shared load, so one remote being down would break every page.
          shareStrategy: 'loaded-first',
        }),
        ...(withHtml
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
