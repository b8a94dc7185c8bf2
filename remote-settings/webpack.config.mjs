import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'settings',
  dir: import.meta.dirname,
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
  html: { title: 'CrewRoster — settings' },
});
