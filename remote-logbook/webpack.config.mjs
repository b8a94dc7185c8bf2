import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'logbook',
  dir: import.meta.dirname,
  hostRuntime: true,
  html: { title: 'CrewRoster — logbook' },
});
