import { i18n, loadMessages } from '@crewroster/shared/i18n';
import { HTTPError, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { errorFields, errorMessage } from './errors';

/** An HTTPError as ky hands it over: the JSON body already parsed into `data`. */
function httpError(status: number, data: unknown): HTTPError {
  const error = new HTTPError(
    new Response(null, { status }),
    new Request('http://api.test/auth/v1/auth', { method: 'POST' }),
    {} as NormalizedOptions,
  );
  error.data = data;
  return error;
}

const refusal = httpError(422, {
  message: 'The startdate is required (YYYY-MM-DD).',
  errors: { startdate: 'The startdate is required (YYYY-MM-DD).', note: 'Something the catalogue lacks.' },
  code: 'dates.required',
  params: { field: 'startdate' },
  error_codes: { startdate: 'dates.required' },
  error_params: { startdate: { field: 'startdate' } },
});

describe('errorMessage and errorFields', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('give the English the API sent to an English user', () => {
    expect(errorMessage(refusal)).toBe('The startdate is required (YYYY-MM-DD).');
    expect(errorFields(refusal)).toEqual({
      startdate: 'The startdate is required (YYYY-MM-DD).',
      note: 'Something the catalogue lacks.',
    });
  });

  it('translate by the codes the API sent, keeping a message without translation', async () => {
    await i18n.changeLanguage('es');
    await loadMessages();
    expect(errorMessage(refusal)).toBe('startdate es obligatorio (AAAA-MM-DD).');
    expect(errorFields(refusal)).toEqual({
      startdate: 'startdate es obligatorio (AAAA-MM-DD).',
      note: 'Something the catalogue lacks.',
    });
  });

  it('translate a body without codes by its message (an older API)', async () => {
    await i18n.changeLanguage('es');
    await loadMessages();
    const error = httpError(401, { message: 'These credentials do not match our records.' });
    expect(errorMessage(error)).toBe('Estas credenciales no coinciden con nuestros registros.');
    expect(errorFields(error)).toBeUndefined();
  });
});
