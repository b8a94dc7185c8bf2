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
});
export type ProfileForm = v.InferOutput<typeof profileFormSchema>;
