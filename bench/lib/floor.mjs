// @ts-check
/**
 * The floors: a minimal React page, and a minimal module-federated host + remote with React and the router, built
 * with the same webpack / Module Federation / swc versions and options as the product
 * (shared/src/federation/webpack-config.mjs) and served by the same scripts/serve-static.mjs, the way a CDN would
 * serve them (issue 18): brotli/gzip copies made at build time, and the host's HTML preloading the remote's manifest
 * and entry, so a ratio to a floor compares with a well-served page, not a slow one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { precompressPlugins } from '../../shared/src/federation/precompress.mjs';
import { registerDist } from './bundle.mjs';
import { BENCH, REPO } from './util.mjs';

const FLOOR = path.join(BENCH, 'floor');
export const FLOOR_PORTS = { react: 4310, host: 4311, remote: 4312 };
const webpackRequire = createRequire(import.meta.url);
const versionOf = (/** @type {string} */ pkg) =>
  `^${/** @type {any} */ (webpackRequire(`${pkg}/package.json`)).version}`;

/**
 * @param {{ name: string, entry: string, html: boolean, federation?: object,
 *   preload?: { href: string, as: 'fetch' | 'script', crossorigin?: boolean }[] }} o
 */
function config({ name, entry, html, federation, preload = [] }) {
  const dir = path.join(FLOOR, name);
  return {
    mode: 'production',
    context: dir,
    entry: { main: entry },
    devtool: 'source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:10].js',
      clean: true,
    },
    resolve: {
      extensions: ['.jsx', '.js', '.mjs', '.json'],
      modules: [path.join(BENCH, 'node_modules'), 'node_modules'],
    },
    resolveLoader: { modules: [path.join(BENCH, 'node_modules'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'ecmascript', jsx: true },
                transform: { react: { runtime: 'automatic', development: false } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    optimization: {
      minimize: true,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      ...(federation ? [new ModuleFederationPlugin(federation)] : []),
      ...(html
        ? [
            new HtmlWebpackPlugin({
              hash: true,
              title: 'Floor',
              template: path.join(FLOOR, 'index.ejs'),
              scriptLoading: 'defer',
              publicPath: '/',
              preload,
            }),
          ]
        : []),
      ...precompressPlugins(),
    ],
    stats: 'errors-warnings',
  };
}

function sharedFloor() {
  const singleton = (/** @type {string} */ pkg) => ({ singleton: true, requiredVersion: versionOf(pkg) });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
  };
}

export async function buildFloors() {
  const federation = (/** @type {string} */ name, /** @type {Record<string, string>} */ exposes) => ({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedFloor(),
    dts: false,
    manifest: true,
    shareStrategy: 'loaded-first',
  });
  // What the host's first route needs from the remote, fetched with the HTML instead of after the host's own
  // scripts ran: the manifest (fetched by the federation runtime, CORS) and the entry (a classic script).
  const manifest = JSON.parse(readFileSync(path.join(FLOOR, 'config.json'), 'utf8')).remotes.floorremote;
  const preload = [
    { href: manifest, as: /** @type {const} */ ('fetch'), crossorigin: true },
    { href: new URL('remoteEntry.js', manifest).toString(), as: /** @type {const} */ ('script') },
  ];
  const configs = [
    config({ name: 'react', entry: './src/index.jsx', html: true }),
    config({
      name: 'mf-host',
      entry: './src/index.js',
      html: true,
      federation: federation('floorhost', {}),
      preload,
    }),
    config({
      name: 'mf-remote',
      entry: './src/index.js',
      html: false,
      federation: federation('floorremote', { './Page': './src/Page.jsx' }),
    }),
  ];
  for (const c of configs) {
    await new Promise((resolve, reject) => {
      webpack(/** @type {any} */ (c), (err, stats) => {
        if (err) return reject(err);
        if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(undefined);
      });
    });
  }
}

/** Serves the floors as the product is served (scripts/serve-static.mjs: compressed, same headers and CSP). */
export async function serveFloors() {
  const { serveApp } = await import(path.join(REPO, 'scripts', 'serve-static.mjs'));
  const configFile = path.join(FLOOR, 'config.json');
  const servers = [
    await serveApp({ root: path.join(FLOOR, 'react', 'dist'), port: FLOOR_PORTS.react, configFile }),
    await serveApp({ root: path.join(FLOOR, 'mf-host', 'dist'), port: FLOOR_PORTS.host, configFile }),
    await serveApp({ root: path.join(FLOOR, 'mf-remote', 'dist'), port: FLOOR_PORTS.remote, configFile }),
  ];
  registerDist(`http://localhost:${FLOOR_PORTS.react}`, 'floor-react', path.join(FLOOR, 'react', 'dist'));
  registerDist(`http://localhost:${FLOOR_PORTS.host}`, 'floor-host', path.join(FLOOR, 'mf-host', 'dist'));
  registerDist(
    `http://localhost:${FLOOR_PORTS.remote}`,
    'floor-remote',
    path.join(FLOOR, 'mf-remote', 'dist'),
  );
  return {
    reactUrl: `http://localhost:${FLOOR_PORTS.react}/`,
    federatedUrl: `http://localhost:${FLOOR_PORTS.host}/`,
    async stop() {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise((r) => {
              s.close(() => r(undefined));
              s.closeAllConnections();
            }),
        ),
      );
    },
  };
}
