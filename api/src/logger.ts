import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/** JSON logs (one line per event) with the request id on every request line. No message bodies. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'site' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
}
