import { messageCatalogue, messages } from '@crewroster/shared/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadMessages, translateMessage } from './index';
import { messagesEs } from './messages';

describe('translateMessage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
    await loadMessages();
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('translates a schema message, found by its text', () => {
    expect(translateMessage(messages.passwordRequired)).toBe('La contraseña es obligatoria.');
    expect(translateMessage('Unable to authenticate.')).toBe('No se ha podido autenticar.');
  });

  it('translates by the code the API sent, whatever the text says', () => {
    expect(translateMessage('Some wording the catalogue never had.', { code: 'auth.badCredentials' })).toBe(
      'Estas credenciales no coinciden con nuestros registros.',
    );
    // An unknown code (e.g. `roster_needs_mapping`) falls back to the text.
    expect(
      translateMessage(messageCatalogue.rosterImport.needsMapping, { code: 'roster_needs_mapping' }),
    ).toBe(messagesEs.rosterImport.needsMapping);
  });

  it('puts the values in, formats numbers for the language and picks the plural form', () => {
    expect(translateMessage('The startdate is required (YYYY-MM-DD).')).toBe(
      'startdate es obligatorio (AAAA-MM-DD).',
    );
    expect(
      translateMessage(
        'Your account can hold at most 20,000 duties. Delete old ones or turn on roster auto-delete in the settings.',
      ),
    ).toMatch(/^Tu cuenta puede guardar como máximo 20\.000 servicios\./);
    expect(translateMessage('Too many sign-in attempts. Please try again in 1 minute.')).toBe(
      'Demasiados intentos de inicio de sesión. Inténtalo de nuevo dentro de 1 minuto.',
    );
    expect(
      translateMessage('Too many password reset requests. Please try again in 12 minutes.', {
        code: 'rateLimit.tryAgain',
        params: { reason: 'Too many password reset requests.', count: 12 },
      }),
    ).toBe('Demasiadas solicitudes para restablecer la contraseña. Inténtalo de nuevo dentro de 12 minutos.');
  });

  it('translates values that are messages themselves', () => {
    const formats = messageCatalogue.rosterImport.supportedFormats;
    expect(
      translateMessage(
        `We could not read this roster. Supported formats: ${formats}. It has dates but no flight numbers or duty codes we could place on them.`,
      ),
    ).toBe(
      `No hemos podido leer esta planificación. Formatos admitidos: ${messagesEs.rosterImport.supportedFormats}. ${messagesEs.rosterImport.noDuties}`,
    );
  });

  it('leaves a message outside the catalogue as it is', () => {
    expect(translateMessage('Invalid type: Expected string but received undefined')).toBe(
      'Invalid type: Expected string but received undefined',
    );
  });

  it('leaves English messages exactly as they came', async () => {
    await i18n.changeLanguage('en');
    expect(translateMessage(messages.passwordRequired)).toBe(messages.passwordRequired);
    expect(translateMessage('Other words.', { code: 'auth.badCredentials' })).toBe('Other words.');
  });
});
