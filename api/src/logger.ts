import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

type SerializedError = ReturnType<typeof pino.stdSerializers.err> & Record<string, unknown>;

/** Drizzle's query errors repeat the bound parameters (a password hash, an e-mail) in `params` and the message. */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** Logs an error without the parameters of a failed query, however deep in its causes they sit. */
export function redactErr(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out = pino.stdSerializers.err(err) as SerializedError;
  const scrub = (e: Record<string, unknown> | undefined, depth: number) => {
    if (!e || depth > 5) return;
    if ('params' in e) e.params = '[redacted]';
    for (const key of ['message', 'stack'] as const)
      if (typeof e[key] === 'string')
        e[key] = (e[key] as string).replace(PARAMS_IN_TEXT, '\nparams: [redacted]');
    scrub(e.cause as Record<string, unknown> | undefined, depth + 1);
  };
  scrub(out, 0);
  return out;
}

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options = { name: 'crewroster-api', level: config.logLevel, serializers: { err: redactErr } };
  return destination ? pino(options, destination) : pino(options);
}
