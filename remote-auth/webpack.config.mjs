import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'auth',
  dir: import.meta.dirname,
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
  html: { title: 'CrewRoster — accounts' },
});
