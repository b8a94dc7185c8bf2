import { registerTranslations } from '@crewroster/shared/i18n';

const en = {
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  forgotPassword: 'Forgot password?',
};
const es: typeof en = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  forgotPassword: '¿Olvidaste tu contraseña?',
};

registerTranslations('account', { en, es });
