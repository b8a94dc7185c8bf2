import { registerTranslations } from '@crewroster/shared/i18n';

const en = {
  settings: { title: 'Settings', subtitle: 'Manage your account and how your roster is exported.' },
};
const es: typeof en = {
  settings: { title: 'Ajustes', subtitle: 'Gestiona tu cuenta y cómo se exporta tu planificación.' },
};

registerTranslations('settings', { en, es });
