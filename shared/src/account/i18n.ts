import { registerTranslations } from '@crewroster/shared/i18n';

const en = {
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  forgotPasswordLink: 'Forgot password?',
  newPassword: 'New password',
  newPasswordConfirmation: 'Confirm new password',
  captcha: {
    label: "I'm not a robot",
    verified: 'Verified',
    verifying: 'Verifying…',
    error: 'Verification failed. Try again later.',
    expired: 'Verification expired. Try again.',
  },
  forgotPassword: {
    title: 'Forgot password',
    subtitle: 'Enter your e-mail address and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sentTitle: 'Check your e-mail',
    sent: 'If an account exists for {{email}}, we have sent it a link to reset the password.',
    backToSignIn: 'Back to sign in',
  },
  resetPassword: {
    title: 'Change password',
    subtitle: 'Choose a new password for {{email}}.',
    submit: 'Change password',
    changed: 'Password has been changed successfully!',
    signInAgain: 'Sign in with your new password.',
  },
};
const es: typeof en = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  forgotPasswordLink: '¿Olvidaste tu contraseña?',
  newPassword: 'Nueva contraseña',
  newPasswordConfirmation: 'Confirmar nueva contraseña',
  captcha: {
    label: 'No soy un robot',
    verified: 'Verificado',
    verifying: 'Verificando…',
    error: 'La verificación falló. Inténtalo más tarde.',
    expired: 'La verificación caducó. Inténtalo de nuevo.',
  },
  forgotPassword: {
    title: 'Contraseña olvidada',
    subtitle: 'Introduce tu correo electrónico y te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviar enlace',
    sentTitle: 'Revisa tu correo',
    sent: 'Si existe una cuenta para {{email}}, le hemos enviado un enlace para restablecer la contraseña.',
    backToSignIn: 'Volver a iniciar sesión',
  },
  resetPassword: {
    title: 'Cambiar contraseña',
    subtitle: 'Elige una nueva contraseña para {{email}}.',
    submit: 'Cambiar contraseña',
    changed: '¡La contraseña se ha cambiado correctamente!',
    signInAgain: 'Inicia sesión con tu nueva contraseña.',
  },
};

registerTranslations('account', { en, es });
