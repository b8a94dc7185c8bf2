import { i18n, loadMessages } from '@crewroster/shared/i18n';
import { HTTPError, NetworkError, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('say an action needs a connection when the browser is offline and no server answered', async () => {
    const noAnswer = new NetworkError(new Request('http://api.test/main/v2/event'), {
      cause: new TypeError('Failed to fetch'),
    });
    // No answer while the browser believes it is online (a server down, a blocked call): the spec's
    // "Something went wrong." (§8), as for any other failure.
    expect(errorMessage(noAnswer)).toBeUndefined();
    expect(errorMessage(new Error('bug'))).toBeUndefined(); // "Something went wrong."
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(errorMessage(noAnswer)).toBe(
        "You're offline. This needs a connection: try again when you're back online.",
      );
      // An answer from the server keeps its own message.
      expect(errorMessage(refusal)).toBe('The startdate is required (YYYY-MM-DD).');
      await i18n.changeLanguage('es');
      expect(errorMessage(noAnswer)).toMatch(/^Estás sin conexión\./);
    } finally {
      onLine.mockRestore();
    }
  });
});
