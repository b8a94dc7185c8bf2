import { federatedConfig } from '@crewroster/shared/federation/webpack';

// The host: no remotes at build time; they are registered at runtime from /config.json.
export default federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: 3000,
  html: { title: 'CrewRoster' },
});
