import { registerTranslations } from '@crewroster/shared/i18n';

const en = { home: { title: 'Logbook', subtitle: 'Simplify your pilot life.' } };
const es: typeof en = { home: { title: 'Logbook', subtitle: 'Simplifica tu vida de piloto.' } };

registerTranslations('logbook', { en, es });
