import { federatedConfig } from '@crewroster/shared/federation/webpack';
import { offlinePlugins } from './webpack.config.offline.mjs';

/**
 * The auth layout's first paint, prerendered into the route's own HTML file so the largest paint does not wait for
 * federation (issue 9): the brand side with its tagline (texts as in shared/src/i18n/common.ts, English) and a
 * skeleton of the page's form at its final size (rows measured on the built page: mobile and desktop share them).
 */
const brand = {
  name: 'CrewRoster',
  tagline: 'Simplify your life, on and off the runway.',
  brandColor: '#2563eb',
};
const field = (labelWidth) => [
  { h: 20, w: labelWidth, mt: 16 },
  { h: 40, kind: 'input', mt: 6 },
];
const signInSkeleton = [
  { h: 32, w: '35%' }, // heading
  { h: 24, w: '75%', mt: 4 }, // subtitle
  ...field('35px').map((row, i) => (i === 0 ? { ...row, mt: 24 } : row)), // e-mail
  ...field('61px'), // password
  { h: 21, w: '112px', mt: 16, right: true }, // forgot password
  { h: 40, kind: 'button', mt: 16 }, // sign in
  { h: 20, w: '60%', mt: 24 }, // no account? sign up
];

/**
 * /home's first paint the same way (issue 18): the signed-in header and the dashboard's outline (title, range
 * controls, the five statistic cards, the limits card, the map's place) in plain HTML and CSS, so something of the
 * page shows before the shell, the session and the dashboard remote have loaded. The title as in
 * remote-dashboard/src/i18n.ts (English).
 */
const homeSkeleton = {
  layout: 'app',
  name: brand.name,
  title: 'Your roster',
  controls: ['14rem', '7rem', '6rem'],
  cards: 5,
  limitsHeight: '14rem',
};

// The host: no remotes at build time; they are registered at runtime from /config.json.
const host = federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  html: { title: 'CrewRoster' },
  pages: [
    { filename: 'sign-in.html', prerender: { ...brand, skeleton: signInSkeleton } },
    { filename: 'home.html', prerender: homeSkeleton },
  ],
});

/**
 * The shared modules every page starts with, in one chunk (issue 18). Federation loads each shared module through
 * its own chunk by default: 22 script requests before /sign-in can render, and on a phone each script insertion and
 * its loader bookkeeping cost 5–10 ms of main thread (a profile at 4× put 300 ms of the first long task there).
 * Chakra and its state machines stay apart: what a page uses of them differs (menus and dialogs only after sign-in).
 */
const STARTUP =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-browser-languagedetector|html-parse-stringify|void-elements|ky|valibot|zustand|use-sync-external-store|@emotion[\\/][^\\/]+|stylis|react-is|hoist-non-react-statics)[\\/]|[\\/]shared[\\/]src[\\/](i18n|config|api|session|presence|schemas)[\\/]/;

// Installable and offline (issue 15): manifest and icons always, the service worker in production builds.
export default (env, argv) => {
  const config = host(env, argv);
  config.optimization.splitChunks = {
    chunks: 'async',
    cacheGroups: {
      startup: {
        name: 'startup',
        test: (/** @type {{ resource?: string }} */ module) => STARTUP.test(module.resource ?? ''),
        chunks: 'async',
        enforce: true,
        priority: 30,
      },
    },
  };
  config.plugins.push(...offlinePlugins(import.meta.dirname, config.mode === 'production'));
  return config;
};
