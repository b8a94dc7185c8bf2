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
  common: { loading: 'Loading…' },
  verifyEmail: {
    title: 'Thank you!',
    text: 'Thank you for completing the activation of your account.',
    home: 'Back to home',
  },
  unsubscribe: {
    title: 'You have been unsubscribed.',
    text: 'You will no longer receive e-mails from us.',
    failedTitle: 'We could not unsubscribe you.',
    failedText: 'The link may have expired. Sign in and change your e-mail settings in your profile instead.',
  },
  ambassador: {
    title: 'You have opted-out of the Brand Ambassador Campaign.',
    text: 'Sorry to see you go!',
  },
  picker: {
    selected: 'Selected: {{label}}',
    none: 'Nothing selected yet.',
    noMatches: 'No matches.',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}} of {{pages}}',
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
    position: 'Position',
    searchPosition: 'Search positions',
    airline: 'Airline',
    searchAirline: 'Search airlines by name or code',
    homebase: 'Homebase',
    searchHomebase: 'Search airports by name or code',
    avatar: 'Avatar (optional)',
    avatarHelp: 'A .jpg, .jpeg or .png image of at most 1MB.',
    avatarPreview: 'Preview of your avatar',
    submit: 'Save and continue',
    signOut: 'Sign out',
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
  common: { loading: 'Cargando…' },
  verifyEmail: {
    title: '¡Gracias!',
    text: 'Gracias por completar la activación de tu cuenta.',
    home: 'Volver al inicio',
  },
  unsubscribe: {
    title: 'Te has dado de baja.',
    text: 'Ya no recibirás correos electrónicos nuestros.',
    failedTitle: 'No hemos podido darte de baja.',
    failedText:
      'Puede que el enlace haya caducado. Inicia sesión y cambia tus ajustes de correo en tu perfil.',
  },
  ambassador: {
    title: 'Has dejado la campaña de Embajadores de Marca.',
    text: '¡Sentimos que te vayas!',
  },
  picker: {
    selected: 'Seleccionado: {{label}}',
    none: 'Nada seleccionado todavía.',
    noMatches: 'Sin resultados.',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}} de {{pages}}',
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
    position: 'Puesto',
    searchPosition: 'Buscar puestos',
    airline: 'Aerolínea',
    searchAirline: 'Buscar aerolíneas por nombre o código',
    homebase: 'Base',
    searchHomebase: 'Buscar aeropuertos por nombre o código',
    avatar: 'Avatar (opcional)',
    avatarHelp: 'Una imagen .jpg, .jpeg o .png de 1MB como máximo.',
    avatarPreview: 'Vista previa de tu avatar',
    submit: 'Guardar y continuar',
    signOut: 'Cerrar sesión',
  },
};

registerTranslations('auth', { en, es });
