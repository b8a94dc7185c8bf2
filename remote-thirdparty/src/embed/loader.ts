/**
 * One-script loader for plain HTML partner pages: `<script src="https://<thirdparty remote>/embed.js">` defines
 * `window.CrewRosterConsent.mount(element, options) => unmount` (see ./mount). Built as its own small bundle.
 */
import { mount } from './mount';

declare global {
  interface Window {
    CrewRosterConsent?: { mount: typeof mount };
  }
}

window.CrewRosterConsent = { mount };
