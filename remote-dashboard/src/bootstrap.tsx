import { mountStandalone } from '@crewroster/shared/federation/standalone';
import { pages } from './routes';

void mountStandalone(pages, { Home: '/home/*' });
