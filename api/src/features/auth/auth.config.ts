import type { CoreConfig } from '../../core-config.js';
import { EMAIL, isLoopbackUrl, type EnvReader } from '../../env.js';

/** The test admin of the built-in OpenID provider (dev-provider.ts). */
export const DEV_ADMIN_EMAIL = 'admin@example.com';

export interface AuthSettings {
  /** Unset: the built-in OpenID provider at /dev-oidc (only outside production, on a loopback PUBLIC_URL). */
  oidc?: { issuerUrl: string; clientId: string; clientSecret?: string };
  oidcProviderName: string;
  /** Lower-cased; with the built-in provider and no ADMIN_EMAILS, its test admin admin@example.com. */
  adminEmails: string[];
}

/** OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_NAME, ADMIN_EMAILS. */
export function readAuthSettings(env: EnvReader, core: CoreConfig): AuthSettings {
  const oidcIssuer = env.value('OIDC_ISSUER_URL');
  const oidcClientId = env.value('OIDC_CLIENT_ID');
  let oidc: AuthSettings['oidc'];
  if (oidcIssuer || oidcClientId) {
    const issuerUrl = env.httpUrl('OIDC_ISSUER_URL', oidcIssuer);
    if (!oidcClientId) env.problem('OIDC_CLIENT_ID is required when OIDC_ISSUER_URL is set');
    if (issuerUrl && env.production && !issuerUrl.startsWith('https://'))
      env.problem('OIDC_ISSUER_URL must be an https:// URL in production');
    if (issuerUrl && oidcClientId)
      oidc = { issuerUrl, clientId: oidcClientId, clientSecret: env.value('OIDC_CLIENT_SECRET') };
  } else if (env.production) {
    env.problem(
      'OIDC_ISSUER_URL and OIDC_CLIENT_ID are required in production (the built-in sign-in is for local use only)',
    );
  } else if (core.publicUrl && !isLoopbackUrl(core.publicUrl)) {
    // The built-in provider signs anyone in as admin with one click: never on an address others can reach.
    env.problem(
      `OIDC_ISSUER_URL and OIDC_CLIENT_ID are required: PUBLIC_URL ${core.publicUrl} is not a loopback address, and the ` +
        'built-in sign-in (/dev-oidc), which lets anyone in as admin, is only served on localhost, 127.0.0.1 or [::1]',
    );
  } else {
    env.usingDefault('built-in OpenID provider at /dev-oidc for staff sign-in');
  }

  let adminEmails = env.list('ADMIN_EMAILS').map((email) => email.toLowerCase());
  if (adminEmails.length === 0 && !oidcIssuer && !oidcClientId && !env.production) {
    adminEmails = [DEV_ADMIN_EMAIL];
    env.usingDefault(`ADMIN_EMAILS=${DEV_ADMIN_EMAIL} (the built-in provider's test admin)`);
  }
  for (const email of adminEmails)
    if (!EMAIL.test(email)) env.problem(`ADMIN_EMAILS entry "${email}" is not an e-mail address`);
  return { oidc, oidcProviderName: env.value('OIDC_PROVIDER_NAME') ?? 'Replit', adminEmails };
}
