import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'settings',
  dir: import.meta.dirname,
  html: { title: 'CrewRoster — settings' },
});
