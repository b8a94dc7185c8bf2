export { ChangePasswordForm } from './ChangePasswordForm';
export { RequestResetForm } from './RequestResetForm';
export { SignInForm } from './SignInForm';
