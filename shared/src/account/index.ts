export { SignInForm } from './SignInForm';
