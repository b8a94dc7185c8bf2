import { registerTranslations } from '@crewroster/shared/i18n';

const en = {
  consent: {
    title: '{{consumer}} wants to access your CrewRoster account',
    subtitle: 'Sign in to allow {{consumer}} to receive the data listed below.',
    scopesTitle: 'Data shared',
    formLabel: 'Sign in to authorize',
    authorize: 'Authorize',
    deny: 'Deny',
    noAccount: 'No account yet?',
    signUp: 'Sign up',
    loading: 'Loading…',
    errorTitle: 'This authorization request cannot be shown',
    incomplete: 'The link is incomplete: the app is missing.',
    unsupported: 'This app asked for an authorization type we do not support.',
    unexpected: 'Unexpected answer from the server.',
    unavailable: 'The app could not be loaded. Please try again later.',
    toSignIn: 'Go to sign in',
    logo: { main: 'CrewRoster', logbook: 'CrewRoster Logbook' },
  },
  fields: { email: 'Email', password: 'Password' },
  scopes: {
    profile: 'Your name and profile picture',
    email: 'Your e-mail address',
    crew: 'Your position, airline and homebase',
    events: 'Your roster events (duties and flights)',
  },
};
const es: typeof en = {
  consent: {
    title: '{{consumer}} quiere acceder a tu cuenta de CrewRoster',
    subtitle: 'Inicia sesión para permitir que {{consumer}} reciba los datos indicados abajo.',
    scopesTitle: 'Datos compartidos',
    formLabel: 'Inicia sesión para autorizar',
    authorize: 'Autorizar',
    deny: 'Denegar',
    noAccount: '¿Aún no tienes cuenta?',
    signUp: 'Regístrate',
    loading: 'Cargando…',
    errorTitle: 'Esta solicitud de autorización no se puede mostrar',
    incomplete: 'El enlace está incompleto: falta la aplicación.',
    unsupported: 'Esta aplicación pidió un tipo de autorización que no admitimos.',
    unexpected: 'Respuesta inesperada del servidor.',
    unavailable: 'No se pudo cargar la aplicación. Inténtalo más tarde.',
    toSignIn: 'Ir a iniciar sesión',
    logo: { main: 'CrewRoster', logbook: 'CrewRoster Logbook' },
  },
  fields: { email: 'Correo electrónico', password: 'Contraseña' },
  scopes: {
    profile: 'Tu nombre y foto de perfil',
    email: 'Tu dirección de correo electrónico',
    crew: 'Tu puesto, aerolínea y base',
    events: 'Los eventos de tu planificación (servicios y vuelos)',
  },
};

registerTranslations('thirdparty', { en, es });
