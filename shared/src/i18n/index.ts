/**
 * i18n: one i18next instance for the shell and every remote (a shared singleton). English is the default;
 * the browser language is detected. Each package registers its own strings with `registerTranslations`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { useEffect, useReducer } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { common } from './common';
import { messageTranslation } from './translate-message';

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

/**
 * A message from a schema check or from the API (with the code it sent, if any) in the user's language, unknown
 * ones as they are (`translateMessage`; `useTranslateMessage` in a component); `loadMessages` resolves once the
 * language's messages are there. See ./translate-message.ts.
 */
const messages = messageTranslation(i18n);
export const { loadMessages, translateMessage } = messages;
void loadMessages();
i18n.on('languageChanged', () => void loadMessages());

/** translateMessage for a component: it renders again on a language change and when the messages arrive. */
export function useTranslateMessage(): typeof translateMessage {
  const { i18n: instance } = useTranslation(); // a language change renders again
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const lng = instance.resolvedLanguage;
  useEffect(() => {
    let live = true;
    if (lng && !messages.messagesLoaded()) void loadMessages().then(() => live && arrived());
    return () => {
      live = false;
    };
  }, [lng]);
  return translateMessage;
}

/** Keeps `<html lang>` in step with the detected language (screen readers, axe). */
export function syncDocumentLanguage(): void {
  const apply = (lng: string) => {
    document.documentElement.lang = lng.split('-')[0] ?? 'en';
  };
  apply(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  i18n.on('languageChanged', apply);
}
