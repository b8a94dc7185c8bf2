import { registerTranslations } from '@crewroster/shared/i18n';

const en = {
  fields: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    promocode: 'Promo code (optional)',
  },
  signIn: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to see your roster.',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },
  signUp: {
    title: 'Sign up',
    subtitle: 'Create your free account.',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  unauthorized: { title: 'Please Sign In to continue.', signIn: 'Sign in' },
  downloadApp: {
    title: 'Get the CrewRoster app',
    subtitle: 'Your account type uses the CrewRoster mobile app. Download it to see your roster.',
    appStore: 'Download on the App Store',
    playStore: 'Get it on Google Play',
  },
  completeProfile: {
    title: 'Complete your profile',
    subtitle: 'Tell us your position, airline and homebase to get started.',
  },
};

const es: typeof en = {
  fields: {
    firstname: 'Nombre',
    lastname: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordConfirmation: 'Confirmar contraseña',
    promocode: 'Código promocional (opcional)',
  },
  signIn: {
    title: 'Iniciar sesión',
    subtitle: 'Bienvenido de nuevo. Inicia sesión para ver tu planificación.',
    noAccount: '¿No tienes cuenta?',
    signUp: 'Registrarse',
  },
  signUp: {
    title: 'Registrarse',
    subtitle: 'Crea tu cuenta gratuita.',
    submit: 'Registrarse',
    haveAccount: '¿Ya tienes cuenta?',
    signIn: 'Iniciar sesión',
  },
  unauthorized: { title: 'Inicia sesión para continuar.', signIn: 'Iniciar sesión' },
  downloadApp: {
    title: 'Descarga la app de CrewRoster',
    subtitle: 'Tu tipo de cuenta usa la app móvil de CrewRoster. Descárgala para ver tu planificación.',
    appStore: 'Descargar en el App Store',
    playStore: 'Disponible en Google Play',
  },
  completeProfile: {
    title: 'Completa tu perfil',
    subtitle: 'Indica tu puesto, aerolínea y base para empezar.',
  },
};

registerTranslations('auth', { en, es });
