import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/**
 * JSON logs (one line per event) with the request id on every request line; no message bodies or
 * cookies. A developer at a terminal gets them pretty-printed when pino-pretty (a dev dependency) is there.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'site' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  if (config.nodeEnv === 'development' && process.stdout.isTTY && hasPrettyPrinter()) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' } },
    });
  }
  return pino(options);
}

function hasPrettyPrinter(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
