import { registerTranslations } from '@crewroster/shared/i18n';

const en = {
  signIn: {
    title: 'Sign in to Logbook',
    subtitle: 'Your pilot logbook, with the same account as CrewRoster.',
  },
  home: {
    title: 'Logbook',
    signedInAs: 'Signed in as',
    getApp: 'Get the Logbook app',
    getAppBody:
      'Your logbook lives in the CrewRoster Logbook app. Download it and sign in with this account.',
    appStore: 'Download on the App Store',
    playStore: 'Get it on Google Play',
    signOut: 'Sign out',
  },
  verifyEmail: {
    title: 'Thank you!',
    body: 'Your e-mail address is verified and your Logbook account is activated.',
    back: 'Back to home',
  },
  unsubscribe: {
    title: 'You are unsubscribed',
    body: 'You will no longer receive Logbook e-mails.',
    failedTitle: 'We could not unsubscribe you',
    failedBody: 'The link may have expired. Please try again from a newer e-mail.',
    back: 'Back to home',
  },
  working: 'One moment…',
};

const es: typeof en = {
  signIn: {
    title: 'Inicia sesión en Logbook',
    subtitle: 'Tu libro de vuelo, con la misma cuenta que CrewRoster.',
  },
  home: {
    title: 'Logbook',
    signedInAs: 'Sesión iniciada como',
    getApp: 'Descarga la app Logbook',
    getAppBody:
      'Tu libro de vuelo está en la app CrewRoster Logbook. Descárgala e inicia sesión con esta cuenta.',
    appStore: 'Descargar en el App Store',
    playStore: 'Disponible en Google Play',
    signOut: 'Cerrar sesión',
  },
  verifyEmail: {
    title: '¡Gracias!',
    body: 'Tu correo electrónico está verificado y tu cuenta de Logbook está activada.',
    back: 'Volver al inicio',
  },
  unsubscribe: {
    title: 'Te has dado de baja',
    body: 'Ya no recibirás correos de Logbook.',
    failedTitle: 'No pudimos darte de baja',
    failedBody: 'Puede que el enlace haya caducado. Inténtalo de nuevo desde un correo más reciente.',
    back: 'Volver al inicio',
  },
  working: 'Un momento…',
};

registerTranslations('logbook', { en, es });
