/** The web apps, their folders and ports (ARCHITECTURE.md "Runtime topology"). */
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'auth', dir: 'remote-auth', port: 3001 },
  { name: 'dashboard', dir: 'remote-dashboard', port: 3002 },
  { name: 'settings', dir: 'remote-settings', port: 3003 },
  { name: 'logbook', dir: 'remote-logbook', port: 3004 },
  { name: 'thirdparty', dir: 'remote-thirdparty', port: 3005 },
];
export const API_PORT = 4000;
