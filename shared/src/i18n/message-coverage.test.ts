/**
 * Every message the API or a schema can show a person has a catalogue code and a Spanish translation (issue #14
 * item 11). The sources are read, not run: each sentence in a string (one that ends with . ! or ?) and each
 * message given to an error (`new DomainError(kind, …)`, `new …Error(…)`, `validationError({ field: … })`, also
 * through a constant or a message function of the same file) must be found by `describeMessage`. A message that
 * fails here needs its English in the catalogue (shared/src/schemas/message-catalogue.ts, or the schema's message
 * object) and its Spanish in ./messages.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as schemas from '@crewroster/shared/schemas';
import { describeMessage, messageCatalogue } from '@crewroster/shared/schemas';
import { UNABLE_TO_AUTHENTICATE } from '@crewroster/shared/session';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';
import { messagesEs } from './messages';

const repo = path.resolve(import.meta.dirname, '../../..');

/** Files whose sentences never reach the app's screens (start-up and configuration errors, e-mails, PDF text). */
const NOT_SHOWN_FILES = new Set([
  'api/src/config.ts',
  'api/src/server.ts',
  'api/src/db/lock.ts',
  'api/src/domain/account/mails.ts',
  'api/src/domain/roster/subscription/mails.ts',
  'api/src/domain/export/pdf.ts',
  'api/src/domain/reference/upload-types.ts',
  'api/src/domain/thirdparty/registry.ts',
]);

/** Sentences that are not app messages; `7` stands for an interpolated value. */
const NOT_SHOWN = new Set([
  // The 499 answer to an upload whose client went away: there is nobody left to read it.
  'The roster import was cancelled by the client.',
  // A programming error of the rate-limit set-up.
  'Rate limit 7: at least 1 point per window is required, got 7.',
  // Only ever after a refusal: the catalogue's rateLimit.tryAgain (one and other).
  'Please try again in 7 minute7.',
  // The OAuth token endpoint's error_description, read by partner servers (RFC 6749 §5.2), not by people.
  'The body must be application/x-www-form-urlencoded.',
  'Repeated parameter 7.',
  'Only authorization_code is supported.',
  '7 is required.',
  'grant_type is required.',
  'Unknown client.',
  'The code is not valid.',
  'The code was already used.',
  'The code has expired.',
  'The code was issued to another client.',
  'code_verifier must be 43-128 unreserved characters.',
  'redirect_uri does not match the authorization request.',
  'code_verifier does not match the code challenge.',
]);

/** Errors whose message is not shown: the OAuth token endpoint's, and plain errors (a 500 "Something went wrong."). */
const SILENT_ERRORS = new Set(['Error', 'OAuthError', 'TypeError', 'RangeError']);

const SENTENCE = /^\S[^\n]*[.!?]$/;

// biome-ignore lint/suspicious/noExplicitAny: swc's AST, walked generically
type Node = any;

/** The text of a string or template literal, `7` for each interpolated value. */
function literalText(node: Node): string | undefined {
  if (node?.type === 'StringLiteral') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q: Node) => q.cooked ?? q.raw).join('7');
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .filter((f) => !NOT_SHOWN_FILES.has(f));
}

/** The messages of one file, each with where it is. */
function messagesOf(file: string): { text: string; at: string }[] {
  const ast = parseSync(readFileSync(path.join(repo, file), 'utf8'), { syntax: 'typescript' });
  // Top-level constants: a text, or a function that returns one (`const message = (x) => \`…${x}…\``).
  const constants = new Map<string, string>();
  for (const item of ast.body as Node[]) {
    const declaration = item.type === 'ExportDeclaration' ? item.declaration : item;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations) {
      const init = d.init?.type === 'ArrowFunctionExpression' ? d.init.body : d.init;
      const text = literalText(init);
      if (d.id?.type === 'Identifier' && text !== undefined) constants.set(d.id.value, text);
    }
  }
  const given = (arg: Node): string | undefined => {
    const node = arg?.expression ?? arg;
    if (node?.type === 'Identifier') return constants.get(node.value);
    if (node?.type === 'CallExpression' && node.callee?.type === 'Identifier')
      return constants.get(node.callee.value);
    return literalText(node);
  };

  const found: { text: string; at: string }[] = [];
  const add = (text: string | undefined) => {
    // Words, not only values: `${refusal} ${tryAgainIn(…)}` is two catalogue messages (rateLimit.tryAgain).
    if (text !== undefined && /[A-Za-z]{2}/.test(text) && !NOT_SHOWN.has(text))
      found.push({ text, at: file });
  };
  const silent = new Set<Node>();
  const walk = (node: Node): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if (
      node.type === 'NewExpression' &&
      node.callee?.type === 'Identifier' &&
      /Error$/.test(node.callee.value)
    ) {
      if (SILENT_ERRORS.has(node.callee.value))
        for (const arg of node.arguments ?? []) silent.add(arg.expression);
      else if (node.callee.value === 'DomainError') add(given(node.arguments?.[1]));
      else add(given(node.arguments?.[0]));
    }
    if (
      node.type === 'CallExpression' &&
      node.callee?.type === 'Identifier' &&
      node.callee.value === 'validationError'
    ) {
      const fields = node.arguments?.[0]?.expression;
      for (const prop of fields?.type === 'ObjectExpression' ? fields.properties : []) add(given(prop.value));
      add(given(node.arguments?.[1]));
    }
    if (silent.has(node)) return;
    const text = literalText(node);
    if (text !== undefined && SENTENCE.test(text)) add(text);
    for (const [key, child] of Object.entries(node)) if (key !== 'span') walk(child);
  };
  walk(ast.body);
  return found;
}

/** The `{{name}}` values of a template (a format such as `{{max, number}}` counts as `max`). */
const paramsOf = (template: string) =>
  [...template.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the message catalogue covers every message', () => {
  it('of the API', () => {
    const files = sourceFiles('api/src');
    expect(files.length).toBeGreaterThan(50);
    const missing = files.flatMap(messagesOf).filter(({ text }) => !describeMessage(text));
    expect(missing.map(({ text, at }) => `${at}: ${text}`)).toEqual([]);
  });

  it('of the schemas, in their message objects and written inline', () => {
    const inline = sourceFiles('shared/src/schemas')
      .filter((f) => !f.endsWith('message-catalogue.ts'))
      .flatMap(messagesOf);
    const objects = Object.entries(schemas)
      .filter(([name, value]) => /messages$/i.test(name) && typeof value === 'object' && value !== null)
      .flatMap(([name, value]) =>
        Object.values(value as object)
          .filter((text): text is string => typeof text === 'string')
          .map((text) => ({ text, at: name })),
      );
    expect(objects.length).toBeGreaterThan(30);
    const missing = [...inline, ...objects].filter(({ text }) => !describeMessage(text));
    expect(missing.map(({ text, at }) => `${at}: ${text}`)).toEqual([]);
  });

  it('of the web app ("Unable to authenticate.")', () => {
    expect(describeMessage(UNABLE_TO_AUTHENTICATE)).toEqual({ code: 'client.unableToAuthenticate' });
  });
});

describe('every catalogue message has a Spanish translation', () => {
  const es = messagesEs as Record<string, Record<string, string | undefined> | undefined>;
  const entries = Object.entries(messageCatalogue).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, english]) => ({
      code: `${group}.${key}`,
      english,
      spanish: es[group]?.[key],
    })),
  );

  it.each(entries)('$code', ({ english, spanish }) => {
    expect(spanish?.trim()).toBeTruthy();
    expect(spanish).not.toBe(english);
    expect(paramsOf(spanish ?? '')).toEqual(paramsOf(english));
  });

  it('and no translation without an English message', () => {
    const codes = new Set(entries.map((e) => e.code));
    const extra = Object.entries(es).flatMap(([group, texts]) =>
      Object.keys(texts ?? {})
        .map((key) => `${group}.${key}`)
        .filter((code) => !codes.has(code)),
    );
    expect(extra).toEqual([]);
  });
});
