// Runs the demo crew portal: node e2e/demo-portal/server.mjs (PORT, default 4100).
import { startDemoPortal } from './portal.mjs';

const port = Number(process.env.PORT ?? 4100);
const portal = await startDemoPortal(port, process.env.HOST ?? '127.0.0.1');
console.log(`demo crew portal on ${portal.url}`);
const stop = () => portal.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
