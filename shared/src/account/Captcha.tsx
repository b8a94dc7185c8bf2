/**
 * The reset request's captcha: Google reCAPTCHA when the runtime config has a site key, else the self-hosted
 * ALTCHA widget (proof of work against the challenge at `challengeUrl`; works offline). Reports a token or ''.
 */
import { getConfig } from '@crewroster/shared/config';
import { useTranslation } from '@crewroster/shared/i18n';
import { Box } from '@crewroster/shared/ui';
import { useEffect, useRef } from 'react';
import './i18n';

interface CaptchaProps {
  onToken: (token: string) => void;
  describedBy?: string;
}

export function Captcha({ challengeUrl, ...props }: CaptchaProps & { challengeUrl: string }) {
  const siteKey = getConfig().captcha?.recaptchaSiteKey;
  return siteKey ? (
    <Recaptcha siteKey={siteKey} {...props} />
  ) : (
    <Altcha challengeUrl={challengeUrl} {...props} />
  );
}

function Altcha({ onToken, describedBy, challengeUrl }: CaptchaProps & { challengeUrl: string }) {
  const { t } = useTranslation('account');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    let cancelled = false;
    // Registers <altcha-widget>; loaded here so that only this page carries it.
    void import('altcha');
    const el = ref.current;
    const onState = (event: Event) => {
      if (cancelled) return;
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    el?.addEventListener('statechange', onState);
    return () => {
      cancelled = true;
      el?.removeEventListener('statechange', onState);
    };
  }, [onToken]);
  const strings = JSON.stringify({
    label: t('captcha.label'),
    verified: t('captcha.verified'),
    verifying: t('captcha.verifying'),
    waitAlert: t('captcha.verifying'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    ariaLinkLabel: 'ALTCHA',
    footer: '',
  });
  return (
    <Box aria-describedby={describedBy}>
      <altcha-widget ref={ref} challengeurl={challengeUrl} hidelogo hidefooter strings={strings} />
    </Box>
  );
}

interface Grecaptcha {
  render(el: HTMLElement, opts: Record<string, unknown>): number;
}

let recaptchaScript: Promise<Grecaptcha> | undefined;
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    const w = window as unknown as { grecaptcha?: Grecaptcha; crewrosterRecaptchaReady?: () => void };
    w.crewrosterRecaptchaReady = () =>
      w.grecaptcha ? resolve(w.grecaptcha) : reject(new Error('no grecaptcha'));
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=crewrosterRecaptchaReady&render=explicit';
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    document.head.append(script);
  });
  return recaptchaScript;
}

function Recaptcha({ siteKey, onToken, describedBy }: CaptchaProps & { siteKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    loadRecaptcha()
      .then((g) => {
        if (!live || !ref.current) return;
        g.render(ref.current, {
          sitekey: siteKey,
          callback: (token: string) => onToken(token),
          'expired-callback': () => onToken(''),
        });
      })
      .catch((error: unknown) => console.warn(error));
    return () => {
      live = false;
    };
  }, [siteKey, onToken]);
  return <div ref={ref} aria-describedby={describedBy} />;
}
