import path from 'node:path';
import { federatedConfig } from '@crewroster/shared/federation/webpack';

const federated = federatedConfig({
  name: 'thirdparty',
  dir: import.meta.dirname,
  html: { title: 'CrewRoster — third-party consent' },
});

/** The plain-HTML loader (dist/embed.js): no federation runtime, no React; built after the remote (which cleans dist). */
const loader = (argv) => ({
  name: 'embed-loader',
  dependencies: ['thirdparty'],
  mode: argv.mode === 'development' ? 'development' : 'production',
  context: import.meta.dirname,
  entry: { embed: './src/embed/loader.ts' },
  target: ['web', 'es2020'],
  devtool: 'source-map',
  output: { path: path.join(import.meta.dirname, 'dist'), filename: '[name].js', clean: false, iife: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
      },
    ],
  },
  stats: 'errors-warnings',
});

export default (env, argv) => [{ ...federated(env, argv), name: 'thirdparty' }, loader(argv)];
