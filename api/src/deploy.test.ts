import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse as parseYaml } from 'yaml';
import { ConfigError, loadConfig } from './config.js';

// The README's production recipe, followed literally: `cp .env.example .env`, fill in the [prod]
// variables, `docker compose up`. Compose reads .env twice: for its own ${...} values and as the
// apps' env_file, with the file's `environment:` winning. This works out the apps' environment the
// way compose does and hands it to the real loadConfig.

const root = path.resolve(import.meta.dirname, '..', '..');

/** KEY=VALUE lines of a .env file; comments and blank lines skipped. */
function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && !line.trimStart().startsWith('#')) env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** Compose's ${VAR}, ${VAR:-default} and ${VAR-default}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g, (_match, name: string, op, fallback) => {
    const set = env[name];
    if (op === ':-') return set ? set : (fallback ?? '');
    if (op === '-') return set ?? fallback ?? '';
    return set ?? '';
  });
}

/** What one app instance of docker-compose.yml gets as its environment, given the project's .env. */
function composeAppEnvironment(dotEnv: Record<string, string>): Record<string, string> {
  const compose = parseYaml(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string | number> }>;
  };
  const environment = compose.services.app1.environment ?? {};
  const fixed = Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, interpolate(String(value), dotEnv)]),
  );
  return { ...dotEnv, ...fixed };
}

const example = () => parseEnvFile(readFileSync(path.join(root, '.env.example'), 'utf8'));

/** The [prod] values an operator fills in, as the README's production section lists them. */
const filledIn = {
  PUBLIC_URL: 'https://angkordigital.example',
  SESSION_SECRET: 'production-test-secret-0123456789-abcdefghijklmnop',
  OIDC_ISSUER_URL: 'https://id.example',
  OIDC_CLIENT_ID: 'site',
  OIDC_CLIENT_SECRET: 'secret',
  ADMIN_EMAILS: 'owner@angkordigital.example',
  SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('the production recipe of the README', () => {
  it('.env.example as it is changes nothing: every setting in it is commented out', () => {
    expect(example()).toEqual({});
    const dataDir = mkdtempSync(path.join(tmpdir(), 'deploy-test-'));
    expect(loadConfig({ ...example(), DATA_DIR: dataDir }).nodeEnv).toBe('development');
  });

  it('docker compose runs in production whatever .env says, with the proxy as the only trusted hop', () => {
    const hostile = { NODE_ENV: 'development', TRUST_PROXY: 'loopback', DATA_DIR: '.data', PORT: '8080' };
    const env = composeAppEnvironment({ ...example(), ...filledIn, ...hostile });
    expect(env).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: 'uniquelocal', DATA_DIR: '/data', PORT: '3000' });
    const config = loadConfig(env);
    expect(config).toMatchObject({
      nodeEnv: 'production',
      trustProxy: ['uniquelocal'],
      databaseUrl: 'postgres://site:site@postgres:5432/site',
      smtpUrl: filledIn.SMTP_URL,
      oidc: { issuerUrl: 'https://id.example', clientId: 'site' },
    });
  });

  it('refuses to start from the copied example until the real issuer, mail server and secrets are filled in', () => {
    const problems = problemsOf(composeAppEnvironment(example()));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PUBLIC_URL is required in production/),
        expect.stringMatching(/^SESSION_SECRET is required in production/),
        expect.stringMatching(/^OIDC_ISSUER_URL and OIDC_CLIENT_ID are required in production/),
        expect.stringMatching(/^SMTP_URL is required in production/),
      ]),
    );
  });
});
