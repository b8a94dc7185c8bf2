/**
 * i18n: one i18next instance for the shell and every remote (a shared singleton). English is the default;
 * the browser language is detected. Each package registers its own strings with `registerTranslations`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { common } from './common';

export { Trans, useTranslation } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export type Translations = Record<Language, Record<string, unknown>>;

export const i18n: I18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: common.en }, es: { common: common.es } },
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
    },
    initAsync: false,
    react: { useSuspense: false },
  });

/** Adds a package's strings under its own namespace (idempotent; a remote may load more than once). */
export function registerTranslations(namespace: string, translations: Translations): void {
  for (const lng of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(lng, namespace, translations[lng], true, true);
  }
}

/** Keeps `<html lang>` in step with the detected language (screen readers, axe). */
export function syncDocumentLanguage(): void {
  const apply = (lng: string) => {
    document.documentElement.lang = lng.split('-')[0] ?? 'en';
  };
  apply(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  i18n.on('languageChanged', apply);
}
