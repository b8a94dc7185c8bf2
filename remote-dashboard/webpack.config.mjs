import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'dashboard',
  dir: import.meta.dirname,
  hostRuntime: true,
  html: { title: 'CrewRoster — dashboard' },
});
