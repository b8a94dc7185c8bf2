import { registerTranslations } from '@crewroster/shared/i18n';

const en = { consent: { title: 'Authorize an app', subtitle: 'An app asks to read your CrewRoster data.' } };
const es: typeof en = {
  consent: {
    title: 'Autorizar una aplicación',
    subtitle: 'Una aplicación pide leer tus datos de CrewRoster.',
  },
};

registerTranslations('thirdparty', { en, es });
