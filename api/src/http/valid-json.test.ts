import { Hono } from 'hono';
import pino from 'pino';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorResponse } from './errors.ts';
import { validJson } from './valid-json.ts';

const schema = v.object({
  name: v.pipe(v.string('Name is required.'), v.nonEmpty('Name is required.')),
  count: v.optional(v.number('count must be a number.')),
});

const app = new Hono()
  .post('/', validJson(schema), (c) => c.json({ data: c.req.valid('json') }))
  .post('/lenient', validJson(schema, { nonObjectAsEmpty: true }), (c) =>
    c.json({ data: c.req.valid('json') }),
  )
  .onError((err, c) => errorResponse(err, c, pino({ level: 'silent' })));

async function post(body: string, contentType?: string, path = '/') {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  const res = await app.request(path, { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('validJson', () => {
  it('hands the handler the validated value', async () => {
    const res = await post('{"name":"Ann","count":2,"extra":true}', 'application/json; charset=utf-8');
    expect(res).toEqual({ status: 200, body: { data: { name: 'Ann', count: 2 } } });
  });

  it('reads an empty body as {} and names each missing field with its own message', async () => {
    for (const type of ['application/json', undefined]) {
      const res = await post('', type);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: 'Name is required.', errors: { name: 'Name is required.' } });
    }
  });

  it('answers a field error with 422, the first message and errors per field', async () => {
    const res = await post('{"name":"","count":"x"}', 'application/json');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'Name is required.',
      errors: { name: 'Name is required.', count: 'count must be a number.' },
    });
  });

  it('refuses what is not a JSON object with 400 and a clear message', async () => {
    const cases: [string, string | undefined, string][] = [
      ['{"name": ', 'application/json', 'Malformed JSON in request body.'],
      [
        'name=Ann',
        'application/x-www-form-urlencoded',
        'The request body must be JSON (Content-Type: application/json).',
      ],
      ['{"name":"Ann"}', undefined, 'The request body must be JSON (Content-Type: application/json).'],
      ['["Ann"]', 'application/json', 'The request body must be a JSON object.'],
      [
        '{"name":"A\\u0000nn"}',
        'application/json',
        'The request contains characters that are not allowed (such as NUL).',
      ],
    ];
    for (const [body, type, message] of cases) {
      const res = await post(body, type);
      expect(res.status, body).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('with nonObjectAsEmpty, reads a body that is not an object as {}', async () => {
    for (const body of ['"x"', '[]', 'null']) {
      const res = await post(body, 'application/json', '/lenient');
      expect(res.status, body).toBe(422);
      expect(res.body.message).toBe('Name is required.');
    }
  });
});
