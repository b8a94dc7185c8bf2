import { federatedConfig } from '@crewroster/shared/federation/webpack';

export default federatedConfig({
  name: 'logbook',
  dir: import.meta.dirname,
  html: { title: 'CrewRoster — logbook' },
});
