import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'auth',
  dir: import.meta.dirname,
  hostRuntime: true,
  html: { title: 'CrewRoster — accounts' },
});
