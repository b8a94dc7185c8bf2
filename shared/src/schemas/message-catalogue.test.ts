import { describe, expect, it } from 'vitest';
import { describeMessage, messageCatalogue, messages, rosterMessages, settingsMessages } from './index';

describe('describeMessage', () => {
  it('gives the code of a schema message, from the object the schema uses', () => {
    expect(describeMessage(messages.nameChars)).toEqual({ code: 'form.nameChars' });
    expect(describeMessage(settingsMessages.unknownPreference)).toEqual({
      code: 'settings.unknownPreference',
    });
    expect(describeMessage(rosterMessages.fileTooLarge)).toEqual({ code: 'roster.fileTooLarge' });
    expect(describeMessage('Unable to authenticate.')).toEqual({ code: 'client.unableToAuthenticate' });
  });

  it('gives the code of an API message', () => {
    expect(describeMessage('These credentials do not match our records.')).toEqual({
      code: 'auth.badCredentials',
    });
  });

  it('reads the values of a message with values; numbers as numbers', () => {
    expect(describeMessage('The startdate is required (YYYY-MM-DD).')).toEqual({
      code: 'dates.required',
      params: { field: 'startdate' },
    });
    expect(
      describeMessage('This roster has more than 10,000 duties. Please upload a shorter period.'),
    ).toEqual({ code: 'rosterImport.tooManyDuties', params: { max: 10000 } });
    expect(
      describeMessage(
        'It is not possible to reset the password for ana@crew.test, since we have an enterprise agreement with your airline',
      ),
    ).toEqual({ code: 'account.enterpriseReset', params: { email: 'ana@crew.test' } });
  });

  it('gives the plural forms one code, with the count', () => {
    expect(describeMessage('Too many sign-in attempts. Please try again in 1 minute.')).toEqual({
      code: 'rateLimit.tryAgain',
      params: { reason: 'Too many sign-in attempts.', count: 1 },
    });
    expect(describeMessage('Too many sign-in attempts. Please try again in 15 minutes.')).toEqual({
      code: 'rateLimit.tryAgain',
      params: { reason: 'Too many sign-in attempts.', count: 15 },
    });
  });

  it('prefers an exact text, then the most specific template', () => {
    // "… Please try again in a minute." is a message of its own, not a refusal with a count of "a".
    expect(describeMessage('Many rosters are being read right now. Please try again in a minute.')).toEqual({
      code: 'rosterImport.busy',
    });
    const formats = messageCatalogue.rosterImport.supportedFormats;
    expect(describeMessage(`We could not read this roster. Supported formats: ${formats}.`)).toEqual({
      code: 'rosterImport.unreadable',
      params: { formats },
    });
    expect(
      describeMessage(
        `We could not read this roster. Supported formats: ${formats}. No dates were found in it.`,
      ),
    ).toEqual({
      code: 'rosterImport.unreadableMissing',
      params: { formats, missing: 'No dates were found in it.' },
    });
  });

  it('knows nothing of other texts', () => {
    expect(describeMessage('Invalid type: Expected string but received undefined')).toBeUndefined();
    expect(describeMessage('')).toBeUndefined();
  });

  it('has one code per English text', () => {
    const seen = new Map<string, string>();
    for (const [group, entries] of Object.entries(messageCatalogue)) {
      for (const [key, text] of Object.entries(entries)) {
        expect(seen.get(text), `${group}.${key} repeats ${seen.get(text)}`).toBeUndefined();
        seen.set(text, `${group}.${key}`);
      }
    }
  });
});
