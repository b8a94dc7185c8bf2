/**
 * The message catalogue (issue #14 item 11): every message a person can see from a form check or from the API,
 * under a stable code `group.key`. The English text is the code's template: `{{name}}` stands for a value the
 * message carries (a number, a field name); `_one`/`_other` keys are the English plural forms of one code. The
 * web app translates by code (Spanish in shared/src/i18n/messages.ts, the `messages` namespace); the API sends
 * the code beside its English message (api/src/http/errors.ts).
 *
 * The schemas' own message objects join the catalogue in ./index.ts (their texts stay where the schemas use
 * them). This file holds the other texts: copies of the API's messages and of the few a schema or the web app
 * writes inline, verbatim — shared/src/i18n/message-coverage.test.ts fails when a message has no entry here.
 */

/** Values a message carries; numbers are numbers so a translation can format them. */
export type MessageParams = Record<string, string | number>;

/** A message by code: what the API sends beside `message`, and what the web app translates. */
export interface MessageRef {
  code: string;
  params?: MessageParams;
}

export type MessageGroups = Record<string, Record<string, string>>;

/** Messages of the web app itself. */
export const clientMessages = {
  unableToAuthenticate: 'Unable to authenticate.',
} as const;

/** The API's messages (copies of api/src texts), by area. */
export const serverMessages = {
  request: {
    bodyNotObject: 'The request body must be a JSON object.',
    bodyNotJson: 'The request body must be JSON (Content-Type: application/json).',
    malformedJson: 'Malformed JSON in request body.',
    invalidText: 'The request contains characters that are not allowed (such as NUL).',
    invalidData: 'The given data was invalid.',
    tooLarge: 'The request body is too large.',
    notMultipart: 'The upload must be multipart/form-data.',
    avatarMultipart: 'The request body must be multipart/form-data with a field avatar.',
    malformedMultipart: 'Malformed multipart body.',
    nothingToUpdate: 'Nothing to update.',
    notFound: 'Not found.',
    forbidden: 'Forbidden.',
    unauthenticated: 'Unauthenticated.',
    failed: 'Request failed.',
    somethingWentWrong: 'Something went wrong.',
    databaseUnavailable: 'Database unavailable.',
  },
  rateLimit: {
    // takeAll (api/src/domain/rate-limit.ts): the refusal, then when to try again.
    tryAgain_one: '{{reason}} Please try again in {{count}} minute.',
    tryAgain_other: '{{reason}} Please try again in {{count}} minutes.',
    signIn: 'Too many sign-in attempts.',
    signUp: 'Too many sign-ups from this address.',
    passwordReset: 'Too many password reset requests.',
    dataExport: 'Too many data export requests.',
    rosterAddress: 'Too many roster address checks.',
  },
  auth: {
    badCredentials: 'These credentials do not match our records.',
    unknownConsumerKey: 'Unknown consumer key.',
    emailTaken: 'An account with this email already exists.',
    channel: 'The channel must be WEB.',
    refreshTokenRequired: 'The refresh token is required.',
    sessionExpired: 'Session expired. Please sign in again.',
    enterprise:
      'We have an enterprise agreement with your airline. Please sign in with the ENTERPRISE option of the CrewRoster mobile app.',
    signedOutEverywhere: 'You have been signed out on all devices.',
  },
  account: {
    linkExpired: 'This link has expired or has already been used.',
    linkOtherEmail: 'This link was sent to another e-mail address.',
    resetSent: 'If an account exists for this e-mail address, we have sent it a link to reset the password.',
    passwordChanged: 'Password has been changed successfully!',
    enterpriseReset:
      'It is not possible to reset the password for {{email}}, since we have an enterprise agreement with your airline',
    dataExportRequested: 'Your data export has been requested. You will receive an e-mail within 24 hours.',
    avatarRequired: 'Please choose an image.',
    cancelOther: 'You can only delete your own account.',
    cancelled: 'Your account has been deleted. Sign in within 30 days to reactivate it.',
    emailText: 'email must be text.',
    ambassadorFlag: 'ambassador must be true or false.',
  },
  user: {
    notFound: 'User not found.',
    phonePrefix: 'Please provide a valid phone number prefix.',
    phone: 'Please provide a valid phone number.',
    profilePublicFlag: 'profile_public must be true or false.',
    emailMeFlag: 'emailme must be true or false.',
    emailMeFlightRoutesFlag: 'emailme_flightroutes must be true or false.',
    status: 'The status must be 0 or 1.',
    accountTypeRequired: 'account_type is required.',
    statusExpiry: 'status_expiry must be null, SUB_PREMIUM or LIFETIME.',
    logbookEmailMe: 'email_me must be 0 or 1.',
    logbookLinkScope: 'This link can only change your e-mail preference.',
  },
  preferences: {
    preferenceHeaderRequired: 'The preference header is required.',
    valueHeaderRequired: 'The value header is required.',
    valueEncoding: 'The value header is not valid URI encoding.',
    unknownOutputFormat: 'Unknown calendar output format.',
    ftlRules: 'The rules must be one of: {{values}}.',
  },
  reference: {
    page: 'The page must be a whole number of at least 1.',
    searchTooLong: 'The search text may not exceed {{max}} characters.',
  },
  dates: {
    required: 'The {{field}} is required (YYYY-MM-DD).',
    invalid: 'The {{field}} must be a date (YYYY-MM-DD).',
    eventsOrder: 'The enddate may not be before the startdate.',
    statisticsOrder: 'The end_date may not be before the start_date.',
    partnerOrder: 'The to date may not be before the from date.',
    partnerMaxDays: 'At most {{days}} days at a time.',
    since: 'since must be a date and time (ISO 8601).',
  },
  export: {
    dateRequired: 'The {{name}} date is required.',
    dateFormat: 'The {{name}} date must be YYYY-MM-DD.',
    dateNotReal: 'The {{name}} date is not a real date.',
    periodOrder: 'The start date must not be after the end date.',
    notAvailable: 'Export to "{{provider}}" is not available.',
    unknown: 'Unknown export.',
    logbookOff: 'Turn on "Export flights to the logbook" in Settings → Logbook to export to the logbook.',
    noFeed: 'This calendar subscription does not exist.',
  },
  rosterImport: {
    uploadType: 'The upload type must be file or text.',
    tooManyDuties: 'This roster has more than {{max}} duties. Please upload a shorter period.',
    accountFull:
      'Your account can hold at most {{max}} duties. Delete old ones or turn on roster auto-delete in the settings.',
    timeout:
      'Reading this roster took too long, so it was stopped. Please upload a shorter period or another format of it.',
    memory: 'This roster is too large to read. Please upload a shorter period.',
    busy: 'Many rosters are being read right now. Please try again in a minute.',
    oneAtATime: 'Your previous roster is still being read. Please wait until it has finished.',
    unreadable: 'We could not read this roster. Supported formats: {{formats}}.',
    unreadableMissing: 'We could not read this roster. Supported formats: {{formats}}. {{missing}}',
    unreadablePdf: 'This PDF could not be read. Supported formats: {{formats}}.',
    unreadableImage: 'This image could not be read. Supported formats: {{formats}}.',
    supportedFormats:
      'iCalendar (.ics), CSV, HTML and XML roster tables, JSON from crew web services, PDF, PNG/JPEG images and text rosters (a duty or flight leg per line: dates, flight numbers, airports and times in any common layout)',
    noDates: 'No dates were found in it.',
    noDuties: 'It has dates but no flight numbers or duty codes we could place on them.',
    noUsableDates: 'The roster has no duties with usable dates.',
    needsMapping:
      'We are not sure what the columns of this roster hold. Please check them and confirm; nothing was imported yet.',
  },
  portal: {
    notOffered:
      'Your airline does not offer fetching the roster from its crew portal. Please upload it instead.',
    unreadable: 'The crew portal could not be read. Please try again later.',
    signInRefused: 'The crew portal did not accept the sign-in.',
    signInRefusedWhy: 'The crew portal did not accept the sign-in: {{reason}}',
    sessionEnded: 'The crew portal ended the session; please try again.',
    missing: 'The crew portal asks for {{what}}; please fill it in.',
    missingUsername2: 'a second username',
    missingPassword2: 'a second password',
    missingExtra: 'the extra field (e.g. staff number)',
    missingMemorable: 'your memorable word',
    otherSite: 'The crew portal sent us to another site, which we do not follow.',
    tooLarge: 'The crew portal answered with a page too large to be a roster.',
    redirects: 'The crew portal redirected too often.',
    unreachable: 'The crew portal cannot be reached. Please try again later.',
    serverError: 'The crew portal answered with an error ({{status}}). Please try again later.',
  },
  rosterAddress: {
    // Written in the schema (rosterSubscriptionSchema): the form never sends anything else.
    emailOnChange: 'email_on_change must be true or false.',
    none: 'You have no roster address to refresh.',
    refreshFailed: 'The roster could not be refreshed. We will try again later.',
    unreachable: 'The roster address cannot be reached. Please check it and try again.',
    httpError: 'The roster address answered with an error (HTTP {{status}}).',
    empty: 'The roster address gave an empty answer.',
    notPublic: 'This roster address is not allowed: only addresses on the public internet can be used.',
    tooLarge: 'The roster at this address is larger than {{mb}} MB.',
    timeout: 'The roster address did not answer within {{seconds}} seconds.',
    redirects: 'The roster address sends us on too many redirects.',
    scheme: 'The roster address redirects to an address that is not http or https.',
  },
  fetch: {
    notPublic: 'This address is not allowed: only public internet addresses can be fetched.',
    unreachable: 'The address cannot be reached.',
    redirects: 'The address redirected too often.',
    scheme: 'Only http and https addresses can be fetched.',
    otherSite: 'The request left the expected site ({{origin}}).',
    timeout: 'The address took too long to answer.',
    tooLarge: 'The answer is larger than {{mb}} MB.',
  },
  partner: {
    unknownApp: 'Unknown third-party app.',
    unregisteredRedirect: 'The redirect URI is not registered for this app.',
    invalidScope: 'The app asked for data it may not receive.',
    noGrant: 'This app has no access to your data.',
    consumerIdRequired: 'The consumer id is required.',
    accessRemoved: 'Access removed.',
  },
} as const;

const PARAM = /\{\{(\w+)\}\}/g;
const PLURAL_SUFFIX = /_(one|other)$/;
/** "3", "10,000" (the API formats large numbers en-US), "2.5". */
const NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

interface Template {
  code: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside the parameters: the longer, the more specific (tried first). */
  literal: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The code of a catalogue key: plural forms share the code of their stem. */
const codeOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * The lookup over a catalogue: a message → its code and the values it carries (`undefined` when the catalogue
 * does not know it). Exact texts first, then templates, the most specific first.
 */
export function messageLookup(groups: MessageGroups): (message: string) => MessageRef | undefined {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [group, entries] of Object.entries(groups)) {
    for (const [key, text] of Object.entries(entries)) {
      const code = codeOf(`${group}.${key}`);
      const names = [...text.matchAll(PARAM)].map((m) => m[1] as string);
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, code);
        continue;
      }
      const source = text
        .split(PARAM)
        .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      templates.push({
        code,
        pattern: new RegExp(`^${source}$`, 's'),
        names,
        literal: text.replace(PARAM, '').length,
      });
    }
  }
  templates.sort((a, b) => b.literal - a.literal);

  return (message) => {
    const code = exact.get(message);
    if (code) return { code };
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const params: MessageParams = {};
      template.names.forEach((name, i) => {
        const value = match[i + 1] ?? '';
        params[name] = NUMBER.test(value) ? Number(value.replaceAll(',', '')) : value;
      });
      return { code: template.code, params };
    }
    return undefined;
  };
}
