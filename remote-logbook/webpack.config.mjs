import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'logbook',
  dir: import.meta.dirname,
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
  html: { title: 'CrewRoster — logbook' },
});
