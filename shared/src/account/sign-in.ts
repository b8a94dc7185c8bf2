/**
 * The sign-in form alone, for the sign-in pages: the rest of `@crewroster/shared/account` (the reset forms) brings
 * react-hook-form, which /sign-in does not need (issue 18: /sign-in bytes).
 */
export { SignInForm } from './SignInForm';
