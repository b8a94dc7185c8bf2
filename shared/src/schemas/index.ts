/**
 * The spec's entities and validation rules (spec §3 and §5), shared by the web app and the reference API.
 * Messages are verbatim from the spec.
 */
import * as v from 'valibot';

export * from './entities';
export * from './positions';

export const messages = {
  nameChars: 'Numbers and symbols are not allowed.',
  firstNameMin: 'First name must contain at least 2 characters.',
  lastNameMin: 'Last name must contain at least 2 characters.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please provide a valid emailaddress.',
  passwordRules: 'Use at least one uppercase and lowercase character, and one digit.',
  passwordMin: 'Password must be at least 8 characters long.',
  passwordRequired: 'Password is required.',
  confirmationRequired: 'Password confirmation is required.',
  confirmationMismatch: 'Password does not match.',
  captchaRequired: "Please verify you're not a robot.",
  positionRequired: 'Position is required.',
  airlineRequired: 'Airline is required.',
  homebaseRequired: 'Homebase is required.',
} as const;

/** Letters (accented too) and spaces only. */
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
export const NAME_MIN = 2;
export const PASSWORD_MIN = 8;
export const CHANNEL = 'WEB';

const name = (required: string, min: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.regex(NAME_PATTERN, messages.nameChars),
    v.minLength(NAME_MIN, min),
  );

export const firstNameSchema = name(messages.firstNameRequired, messages.firstNameMin);
export const lastNameSchema = name(messages.lastNameRequired, messages.lastNameMin);

export const emailSchema = v.pipe(
  v.string(messages.emailRequired),
  v.trim(),
  v.nonEmpty(messages.emailRequired),
  v.email(messages.emailInvalid),
);

export const newPasswordSchema = v.pipe(
  v.string(messages.passwordRequired),
  v.nonEmpty(messages.passwordRequired),
  v.regex(/[a-z]/, messages.passwordRules),
  v.regex(/[A-Z]/, messages.passwordRules),
  v.regex(/\d/, messages.passwordRules),
  v.minLength(PASSWORD_MIN, messages.passwordMin),
);

const confirmationSchema = v.pipe(
  v.string(messages.confirmationRequired),
  v.nonEmpty(messages.confirmationRequired),
);

/** Sign-up form fields (the page adds channel and consumer_key to build the payload). */
export const signUpFormSchema = v.pipe(
  v.object({
    firstname: firstNameSchema,
    lastname: lastNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    promocode: v.optional(v.pipe(v.string(), v.trim())),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      messages.confirmationMismatch,
    ),
    ['password_confirmation'],
  ),
);
export type SignUpForm = v.InferOutput<typeof signUpFormSchema>;

/** POST /v1/register payload. */
export const signUpSchema = v.pipe(
  v.object({
    firstname: firstNameSchema,
    lastname: lastNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    promocode: v.optional(v.nullable(v.pipe(v.string(), v.trim()))),
    channel: v.literal(CHANNEL),
    consumer_key: v.pipe(v.string(), v.nonEmpty()),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      messages.confirmationMismatch,
    ),
    ['password_confirmation'],
  ),
);
export type SignUpPayload = v.InferOutput<typeof signUpSchema>;

/** Sign-in form: the password is required only. */
export const signInFormSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(messages.passwordRequired), v.nonEmpty(messages.passwordRequired)),
});
export type SignInForm = v.InferOutput<typeof signInFormSchema>;

/** POST /v1/auth payload. */
export const signInSchema = v.object({
  ...signInFormSchema.entries,
  consumer_key: v.pipe(v.string(), v.nonEmpty()),
});
export type SignInPayload = v.InferOutput<typeof signInSchema>;

/** Complete-profile form: position, airline and homebase are required. */
export const completeProfileSchema = v.object({
  jobtype: v.pipe(v.string(messages.positionRequired), v.nonEmpty(messages.positionRequired)),
  homeairline: v.pipe(v.number(messages.airlineRequired), v.integer(messages.airlineRequired)),
  base: v.pipe(v.string(messages.homebaseRequired), v.nonEmpty(messages.homebaseRequired)),
});
export type CompleteProfileForm = v.InferOutput<typeof completeProfileSchema>;

/** First message of each field, for `{ message, errors }` bodies and forms. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(flat.nested ?? {})) {
    if (list?.[0]) out[field] = list[0];
  }
  return out;
}
