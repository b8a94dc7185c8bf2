/**
 * Messages in the user's language (issue #14 item 11). A message comes in English — from a schema check or from
 * the API, which sends its code beside it — and is shown translated when the `messages` namespace has its code
 * in the current language; otherwise as it came. English has no `messages` bundle: it is the message itself.
 * The Spanish bundle is a chunk of its own, loaded with the language, so English pages do not carry it.
 */
import { describeMessage, type MessageRef } from '@crewroster/shared/schemas';
import type { i18n as I18n } from 'i18next';

const NS = 'messages';
const BUNDLES: Record<string, () => Promise<Record<string, unknown>>> = {
  es: () => import('./messages').then((m) => m.messagesEs),
};

export function messageTranslation(i18n: I18n) {
  const language = () => i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const loading = new Map<string, Promise<void>>();

  /** Loads the current language's messages once; resolves (never rejects) when there is nothing more to wait for. */
  const loadMessages = (): Promise<void> => {
    const lng = language();
    const bundle = BUNDLES[lng];
    if (!bundle || i18n.hasResourceBundle(lng, NS)) return Promise.resolve();
    let pending = loading.get(lng);
    if (!pending) {
      pending = bundle().then(
        (messages) => {
          i18n.addResourceBundle(lng, NS, messages, true, true);
        },
        (err: unknown) => {
          loading.delete(lng); // a chunk that failed to load is tried again next time
          console.warn('The translated messages could not be loaded.', err);
        },
      );
      loading.set(lng, pending);
    }
    return pending;
  };

  const known = (ref: MessageRef | undefined): ref is MessageRef =>
    ref !== undefined && i18n.exists(ref.code, { ns: NS, count: countOf(ref) });

  /** `message` in the user's language; `ref` is the code the API sent with it (else the catalogue's). */
  const translateMessage = (message: string, ref?: MessageRef): string => {
    const found = known(ref) ? ref : describeMessage(message);
    if (!known(found)) return message;
    // A value that is itself a catalogue message (the refusal before "try again in …") is translated too.
    const replace: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(found.params ?? {}))
      replace[name] = typeof value === 'string' ? translateMessage(value) : value;
    return i18n.t(found.code, { ns: NS, replace, count: countOf(found) });
  };

  /** Whether the current language's messages are there (or it needs none). */
  const messagesLoaded = (): boolean => {
    const lng = language();
    return !BUNDLES[lng] || i18n.hasResourceBundle(lng, NS);
  };

  return { loadMessages, messagesLoaded, translateMessage };
}

/** The plural count, when the message has one. */
function countOf(ref: MessageRef): number | undefined {
  const count = ref.params?.count;
  return typeof count === 'number' ? count : undefined;
}
