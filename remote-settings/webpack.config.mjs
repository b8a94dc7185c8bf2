import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'settings',
  dir: import.meta.dirname,
  hostRuntime: true,
  html: { title: 'CrewRoster — settings' },
});
