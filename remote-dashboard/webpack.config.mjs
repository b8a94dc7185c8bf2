import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'dashboard',
  dir: import.meta.dirname,
  html: { title: 'CrewRoster — dashboard' },
});
