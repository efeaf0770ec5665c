import { isIP } from 'node:net';

/**
 * Reading environment variables for the configuration: the core's (config/core) and each feature's
 * own section (`settings` of its definition). Every reader adds what is wrong to one list of problems,
 * so start-up stops once with all of them, and notes which local defaults it used for the start-up log.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export class EnvReader {
  readonly problems: string[] = [];
  readonly defaults: string[] = [];

  constructor(
    private readonly env: Env,
    /** NODE_ENV=production: no local defaults, stricter rules. */
    readonly production: boolean,
  ) {}

  /** The variable, trimmed; undefined when unset or blank. */
  value(name: string): string | undefined {
    const raw = this.env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  }

  problem(text: string): void {
    this.problems.push(text);
  }

  /** A local default in use, for the start-up log. */
  usingDefault(text: string): void {
    this.defaults.push(text);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.value(name) ?? fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problem(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  /** A whole number from min to max; the fallback (also the value used when it is wrong). */
  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.value(name) ?? String(fallback);
    const parsed = Number(raw);
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    this.problem(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }

  /** Any number from min to max (seconds, minutes with fractions). */
  number(name: string, fallback: number, min: number, max: number): number {
    const raw = this.value(name) ?? String(fallback);
    const parsed = Number(raw);
    if (parsed >= min && parsed <= max) return parsed;
    this.problem(`${name} must be from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }

  /** An http(s) URL without a trailing slash; `raw` defaults to the variable's value. */
  httpUrl(name: string, raw: string | undefined = this.value(name)): string | undefined {
    const url = httpUrlOf(raw);
    if (url === undefined) this.problem(`${name} must be an http(s) URL (got "${raw ?? ''}")`);
    return url;
  }

  /** A comma-separated list, blanks dropped. */
  list(name: string): string[] {
    return (this.value(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
}

function httpUrlOf(raw: string | undefined): string | undefined {
  try {
    const url = new URL(raw ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // not a URL
  }
  return undefined;
}

/** localhost, 127.0.0.0/8 or [::1]: an address only this machine can open. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}
