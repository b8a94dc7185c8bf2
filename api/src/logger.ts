import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ name: 'crewroster-api', level: config.logLevel });
}
