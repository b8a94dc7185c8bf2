import { describeMessage } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { enterpriseResetMessage } from '../domain/account/account-service.ts';
import { tryAgainIn } from '../domain/rate-limit.ts';
import { rosterLimitMessages } from '../domain/roster/limits.ts';
import { SUPPORTED_FORMATS, UNREADABLE_MESSAGE } from '../domain/roster/registry.ts';
import { withMessageCodes } from './errors.ts';

describe('withMessageCodes', () => {
  it('adds the codes beside message and errors, which stay as they are', () => {
    const body = {
      message: 'Password is required.',
      errors: { password: 'Password is required.', other: 'Not a catalogue message.' },
    };
    expect(withMessageCodes(body)).toEqual({
      ...body,
      code: 'form.passwordRequired',
      error_codes: { password: 'form.passwordRequired' },
    });
  });

  it('takes the code the thrower named and keeps a code already there', () => {
    expect(withMessageCodes({ message: 'Anything.' }, { code: 'auth.badCredentials' })).toEqual({
      message: 'Anything.',
      code: 'auth.badCredentials',
    });
    const mapping = {
      message: 'We are not sure what the columns of this roster hold.',
      code: 'roster_needs_mapping',
    };
    expect(withMessageCodes(mapping)).toEqual(mapping);
  });

  it('leaves a message outside the catalogue without a code', () => {
    expect(withMessageCodes({ message: 'Not a catalogue message.' })).toEqual({
      message: 'Not a catalogue message.',
    });
  });
});

// Messages built from values at run time, which the catalogue's source scan cannot read.
describe('messages put together at run time have their codes', () => {
  it('a refusal with the time to wait', () => {
    expect(describeMessage(`Too many data export requests. ${tryAgainIn(30)}`)).toEqual({
      code: 'rateLimit.tryAgain',
      params: { reason: 'Too many data export requests.', count: 1 },
    });
    expect(describeMessage(`Too many password reset requests. ${tryAgainIn(3600)}`)).toEqual({
      code: 'rateLimit.tryAgain',
      params: { reason: 'Too many password reset requests.', count: 60 },
    });
  });

  it('an unreadable roster, with the supported formats and what was missing', () => {
    expect(describeMessage(SUPPORTED_FORMATS)).toEqual({ code: 'rosterImport.supportedFormats' });
    expect(describeMessage(UNREADABLE_MESSAGE)).toEqual({
      code: 'rosterImport.unreadable',
      params: { formats: SUPPORTED_FORMATS },
    });
    expect(describeMessage(`${UNREADABLE_MESSAGE} No dates were found in it.`)).toMatchObject({
      code: 'rosterImport.unreadableMissing',
      params: { missing: 'No dates were found in it.' },
    });
  });

  it('the duty limits and the enterprise refusal', () => {
    expect(describeMessage(rosterLimitMessages.perImport(10_000))).toEqual({
      code: 'rosterImport.tooManyDuties',
      params: { max: 10000 },
    });
    expect(describeMessage(rosterLimitMessages.perUser(25_000))).toEqual({
      code: 'rosterImport.accountFull',
      params: { max: 25000 },
    });
    expect(describeMessage(enterpriseResetMessage('ana@klm.com'))).toEqual({
      code: 'account.enterpriseReset',
      params: { email: 'ana@klm.com' },
    });
  });
});
