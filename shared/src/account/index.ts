export { ChangePasswordForm } from './ChangePasswordForm';
export { RequestResetForm } from './RequestResetForm';
export { checkResetLink } from './reset-link';
export { SignInForm } from './SignInForm';
