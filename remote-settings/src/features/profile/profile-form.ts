/** The settings profile form (spec §3 user fields, §5 rules): names, e-mail, phone, position, airline, homebase. */
import { emailSchema, firstNameSchema, lastNameSchema, messages } from '@crewroster/shared/schemas';
import * as v from 'valibot';

const optional = (pattern: RegExp, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || pattern.test(s), message),
  );

const required = (message: string) => v.pipe(v.string(message), v.nonEmpty(message));

export const profileFormSchema = v.object({
  firstname: firstNameSchema,
  lastname: lastNameSchema,
  email: emailSchema,
  phonenumber_prefix: optional(/^\+?\d{1,4}$/, 'Please provide a valid phone number prefix.'),
  phonenumber: optional(/^[\d ()-]{4,20}$/, 'Please provide a valid phone number.'),
  jobtype: required(messages.positionRequired),
  /** The airline pk, as the select holds it. */
  homeairline: required(messages.airlineRequired),
  base: required(messages.homebaseRequired),
  /** Shown and required only when the e-mail address changes (hardening item 7). */
  current_password: v.string(),
});
export type ProfileForm = v.InferOutput<typeof profileFormSchema>;

/** Whether the form's address differs from the saved one (the API compares the trimmed address exactly). */
export const emailChanged = (formEmail: string, savedEmail: string) => formEmail.trim() !== savedEmail;

/** The form's rules for an account whose saved address is `savedEmail`: a new address needs the current password. */
export const profileFormRules = (savedEmail: string) =>
  v.pipe(
    profileFormSchema,
    v.forward(
      v.partialCheck(
        [['email'], ['current_password']],
        (input) => !emailChanged(input.email, savedEmail) || input.current_password !== '',
        messages.currentPasswordRequired,
      ),
      ['current_password'],
    ),
  );
