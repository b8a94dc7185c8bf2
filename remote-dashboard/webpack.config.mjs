import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'dashboard',
  dir: import.meta.dirname,
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
  html: { title: 'CrewRoster — dashboard' },
});
