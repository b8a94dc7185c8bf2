import { registerTranslations } from '@crewroster/shared/i18n';

const en = {
  home: {
    title: 'Your roster',
    subtitle: 'Upload your roster to see your duties, statistics and flight map here.',
  },
};
const es: typeof en = {
  home: {
    title: 'Tu planificación',
    subtitle: 'Sube tu planificación para ver aquí tus servicios, estadísticas y mapa de vuelos.',
  },
};

registerTranslations('dashboard', { en, es });
