/**
 * The embed's few strings (English and Spanish). It runs in the partner's page without React or i18next (the
 * loader must stay small), so it carries its own dictionary; the language follows `lang` or the browser.
 */
interface EmbedStrings {
  frameTitle: string;
  refused: string;
  popup: string;
}

const STRINGS: Record<'en' | 'es', EmbedStrings> = {
  en: {
    frameTitle: 'CrewRoster authorization',
    refused: 'The authorization page cannot be shown inside this page.',
    popup: 'Continue in a new window',
  },
  es: {
    frameTitle: 'Autorización de CrewRoster',
    refused: 'La página de autorización no se puede mostrar dentro de esta página.',
    popup: 'Continuar en una ventana nueva',
  },
};

export function embedStrings(lang?: string): EmbedStrings {
  const wanted = (lang ?? navigator.language ?? 'en').toLowerCase();
  return wanted.startsWith('es') ? STRINGS.es : STRINGS.en;
}
