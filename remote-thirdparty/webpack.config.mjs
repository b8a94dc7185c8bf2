import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'thirdparty',
  dir: import.meta.dirname,
  port: 3005,
  exposes: { './routes': './src/routes.tsx' },
  html: { title: 'CrewRoster — third-party consent' },
});
