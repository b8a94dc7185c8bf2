import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('logger', () => {
  it('logs a failed query without its parameters', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const err = new DrizzleQueryError(
      'insert into users (email, password_hash) values ($1, $2)',
      ['a@b.co', hash],
      cause,
    );
    createLogger({ logLevel: 'info' }, sink).error(
      { err: new Error('wrapped', { cause: err }) },
      'request failed',
    );
    const logged = lines.join('');
    expect(logged).toContain('insert into users');
    expect(logged).toContain('duplicate key value');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('a@b.co');
  });
});
