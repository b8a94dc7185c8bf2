/**
 * The spec's entities and validation rules (spec §3 and §5), shared by the web app and the reference API.
 * Messages are verbatim from the spec.
 */
import * as v from 'valibot';
import { clientMessages, messageLookup, serverMessages } from './message-catalogue';
import { rosterMessages, rosterSubscriptionMessages } from './roster';
import { rosterMappingMessages } from './roster-import';
import { settingsMessages } from './settings';
import { thirdPartyMessages } from './thirdparty';

export * from './api-replies';
export * from './entities';
export * from './limits';
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
  avatarTooLarge: 'Avatar may not exceed 1MB.',
  avatarType: 'Only .jpg, .jpeg or .png image allowed.',
  // Not in the spec (hardening issue, item 7): changes made while signed in ask for the current password.
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'The current password is incorrect.',
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
export * from './settings';
export * from './thirdparty';
export * from './time-display';

// ---- Account forms (spec §5): password reset request, change password, avatar, complete profile ----

/** Reset request: e-mail and a captcha token (sent as `g-recaptcha-response`). */
export const forgotPasswordFormSchema = v.object({
  email: emailSchema,
  captcha: v.pipe(v.string(messages.captchaRequired), v.nonEmpty(messages.captchaRequired)),
});
export type ForgotPasswordForm = v.InferOutput<typeof forgotPasswordFormSchema>;

const newPasswordConfirmation = v.pipe(
  v.string(messages.confirmationRequired),
  v.nonEmpty(messages.confirmationRequired),
);

/** Change password (reset link and settings): new password + confirmation. */
export const changePasswordFormSchema = v.pipe(
  v.object({ new_password: newPasswordSchema, new_password_confirmation: newPasswordConfirmation }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['new_password_confirmation']],
      (input) => input.new_password === input.new_password_confirmation,
      messages.confirmationMismatch,
    ),
    ['new_password_confirmation'],
  ),
);
export type ChangePasswordForm = v.InferOutput<typeof changePasswordFormSchema>;

/**
 * The account's current password: asked for when a signed-in user changes the password or the e-mail address
 * (not when the change comes from a reset link).
 */
export const currentPasswordSchema = v.pipe(
  v.string(messages.currentPasswordRequired),
  v.nonEmpty(messages.currentPasswordRequired),
);

/** Change password in the settings (signed in): the current password, the new one and its confirmation. */
export const settingsChangePasswordFormSchema = v.pipe(
  v.object({
    current_password: currentPasswordSchema,
    new_password: newPasswordSchema,
    new_password_confirmation: newPasswordConfirmation,
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['new_password_confirmation']],
      (input) => input.new_password === input.new_password_confirmation,
      messages.confirmationMismatch,
    ),
    ['new_password_confirmation'],
  ),
);
export type SettingsChangePasswordForm = v.InferOutput<typeof settingsChangePasswordFormSchema>;

/**
 * POST /v1/password/reset payload. `current_password` is required (by the API) when the call is authorised by a
 * session rather than by the reset link's temp token.
 */
export const passwordResetSchema = v.pipe(
  v.object({
    email: emailSchema,
    new_password: newPasswordSchema,
    new_password_confirmation: newPasswordConfirmation,
    current_password: v.optional(v.string(messages.currentPasswordRequired)),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['new_password_confirmation']],
      (input) => input.new_password === input.new_password_confirmation,
      messages.confirmationMismatch,
    ),
    ['new_password_confirmation'],
  ),
);
export type PasswordResetPayload = v.InferOutput<typeof passwordResetSchema>;

export const AVATAR_MAX_BYTES = 1_000_000;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

/** Avatar file: jpeg or png, at most 1,000,000 bytes (spec §5, §9). */
export const avatarFileSchema = v.pipe(
  v.file(messages.avatarType),
  v.mimeType(AVATAR_TYPES, messages.avatarType),
  v.maxSize(AVATAR_MAX_BYTES, messages.avatarTooLarge),
);

/** Complete-profile form: position, airline and homebase required, avatar optional. */
// Nothing picked yet = an absent key: the defaults turn it into the spec's "... is required." message.
export const completeProfileFormSchema = v.object({
  jobtype: v.pipe(v.optional(v.string(messages.positionRequired), ''), v.nonEmpty(messages.positionRequired)),
  homeairline: v.pipe(
    v.optional(v.number(messages.airlineRequired), 0),
    v.integer(messages.airlineRequired),
    v.minValue(1, messages.airlineRequired),
  ),
  base: v.pipe(v.optional(v.string(messages.homebaseRequired), ''), v.nonEmpty(messages.homebaseRequired)),
  avatar: v.optional(v.nullable(avatarFileSchema)),
});
export type CompleteProfileFormValues = v.InferOutput<typeof completeProfileFormSchema>;
export type { MessageParams, MessageRef } from './message-catalogue';
export * from './roster';
export * from './roster-import';

// ---- The message catalogue (issue #14 item 11): the schemas' messages and the API's, by code ----

/** Every message a person can see, by code `group.key` (see ./message-catalogue.ts). */
export const messageCatalogue = {
  form: messages,
  settings: settingsMessages,
  roster: rosterMessages,
  rosterSubscription: rosterSubscriptionMessages,
  rosterMapping: rosterMappingMessages,
  thirdParty: thirdPartyMessages,
  client: clientMessages,
  ...serverMessages,
} as const;
export type MessageCatalogue = typeof messageCatalogue;

/** A message → its code and the values it carries; undefined for a message outside the catalogue. */
export const describeMessage = messageLookup(messageCatalogue);
