/**
 * The partner embed (framework-agnostic): shows our consent page FROM OUR ORIGIN in an iframe, or in a popup
 * when framing is refused, and hands the result back by postMessage. The partner's document never contains the
 * password field. Messages are accepted only from our origin and from the window we opened, and a result only
 * when it goes to the partner's redirect URI with the partner's state.
 */
import { embedStrings } from './strings';

export const CONSENT_MESSAGE = 'crewroster:consent';

export type ConsentResult =
  | { status: 'OK'; code: string; state: string | null; iss: string | null; url: string }
  | { status: 'FAIL'; state: string | null; url: string };

export interface MountOptions {
  /** The consent page, i.e. `authorization_endpoint` of our /.well-known/oauth-authorization-server. */
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  /** BASE64URL(SHA-256(code_verifier)); the verifier stays with the partner. */
  codeChallenge: string;
  state: string;
  scope?: string;
  /** 'auto' (default): iframe, and a popup button when framing is refused. */
  mode?: 'auto' | 'iframe' | 'popup';
  /** How long to wait for the framed page to say it is showing (ms). */
  readyTimeoutMs?: number;
  lang?: string;
  onResult: (result: ConsentResult) => void;
  /** 'refused': the iframe could not show the page (a popup button is offered in 'auto' mode). */
  onError?: (reason: 'refused') => void;
}

function consentUrl(options: MountOptions, display: 'iframe' | 'popup'): string {
  const url = new URL(options.authorizationEndpoint);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('code_challenge', options.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', options.state);
  if (options.scope) url.searchParams.set('scope', options.scope);
  url.searchParams.set('display', display);
  return url.toString();
}

/** Parses a result URL; null unless it is the partner's redirect URI carrying the partner's state. */
export function parseResult(raw: unknown, status: unknown, options: MountOptions): ConsentResult | null {
  if (typeof raw !== 'string' || (status !== 'OK' && status !== 'FAIL')) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (`${url.origin}${url.pathname}` !== options.redirectUri.split('?')[0]) return null;
  const state = url.searchParams.get('state');
  if (state !== options.state) return null;
  if (status === 'FAIL') return { status: 'FAIL', state, url: raw };
  const code = url.searchParams.get('code');
  if (!code) return null;
  return { status: 'OK', code, state, iss: url.searchParams.get('iss'), url: raw };
}

/** Shows the consent page inside `element`; returns the function that removes it again. */
export function mount(element: HTMLElement, options: MountOptions): () => void {
  const ourOrigin = new URL(options.authorizationEndpoint).origin;
  const strings = embedStrings(options.lang);
  const doc = element.ownerDocument;
  let frame: HTMLIFrameElement | null = null;
  let popup: Window | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };

  const onMessage = (event: MessageEvent) => {
    if (done || event.origin !== ourOrigin) return;
    const fromUs = (frame && event.source === frame.contentWindow) || (popup && event.source === popup);
    if (!fromUs) return;
    const data = event.data as { type?: unknown; status?: unknown; url?: unknown } | null;
    if (!data || data.type !== CONSENT_MESSAGE) return;
    if (data.status === 'READY') {
      clear();
      return;
    }
    const result = parseResult(data.url, data.status, options);
    if (!result) return;
    done = true;
    unmount();
    options.onResult(result);
  };

  const openPopup = () => {
    popup = window.open(consentUrl(options, 'popup'), 'crewroster-consent', 'popup,width=480,height=760');
  };

  const showRefused = () => {
    frame?.remove();
    frame = null;
    options.onError?.('refused');
    if (options.mode === 'iframe') return;
    const box = doc.createElement('div');
    const text = doc.createElement('p');
    text.textContent = strings.refused;
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = strings.popup;
    // A popup needs the user's click, or the browser blocks it.
    button.addEventListener('click', openPopup);
    box.append(text, button);
    element.replaceChildren(box);
  };

  window.addEventListener('message', onMessage);
  if (options.mode === 'popup') {
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = strings.popup;
    button.addEventListener('click', openPopup);
    element.replaceChildren(button);
  } else {
    frame = doc.createElement('iframe');
    frame.src = consentUrl(options, 'iframe');
    frame.title = strings.frameTitle;
    frame.referrerPolicy = 'strict-origin';
    frame.style.cssText = 'width:100%;min-height:720px;border:0;';
    // A refused frame still fires `load` (with an error page) but never says READY.
    const wait = options.readyTimeoutMs ?? 5000;
    frame.addEventListener('load', () => {
      clear();
      timer = setTimeout(showRefused, wait);
    });
    timer = setTimeout(showRefused, wait * 3);
    element.replaceChildren(frame);
  }

  function unmount() {
    clear();
    window.removeEventListener('message', onMessage);
    frame?.remove();
    frame = null;
    if (popup && !popup.closed) popup.close();
    popup = null;
    element.replaceChildren();
  }
  return () => {
    done = true;
    unmount();
  };
}
