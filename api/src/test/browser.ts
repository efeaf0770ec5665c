/**
 * A minimal cookie-keeping HTTP client for sign-in tests: follows redirects one by one (so tests can
 * look at each hop) and keeps cookies by name. Every server in these tests is on 127.0.0.1, where a
 * browser shares cookies across ports too; the names never clash (sid, dev_oidc_*, _session, ...).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One request, no redirect following. */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; location?: string; url: string; text: string; headers: Headers }> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.store(line);
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location ? new URL(location, url).href : undefined,
      url,
      text: await response.text(),
      headers: response.headers,
    };
  }

  /** Follows redirects from `url` until a non-redirect answer or `stop` says so; returns every hop. */
  async follow(url: string, stop: (next: string) => boolean = () => false, max = 12) {
    const hops: Awaited<ReturnType<TestBrowser['request']>>[] = [];
    let next: string | undefined = url;
    while (next && hops.length < max) {
      const hop = await this.request(next);
      hops.push(hop);
      next = hop.status >= 300 && hop.status < 400 ? hop.location : undefined;
      if (next && stop(next)) break;
    }
    return hops;
  }

  private store(line: string) {
    const [pair, ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, raw] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return new Date(raw).getTime() < Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/**
 * Signs in through /api/login and whatever issuer it redirects to: the issuer's interaction page is
 * answered by POSTing `email` to `<interaction url>/login` (the built-in provider's and the test
 * issuer's form). Returns the hops, the last being the site's redirect after /api/callback.
 */
export async function signIn(browser: TestBrowser, siteUrl: string, email: string, loginPath = '/api/login') {
  const toInteraction = await browser.follow(`${siteUrl}${loginPath}`, (next) => /\/interaction\/[^/]+$/.test(next));
  const interaction = toInteraction.at(-1)!.location!;
  if (!/\/interaction\/[^/]+$/.test(interaction)) throw new Error(`no interaction page, ended at ${interaction}`);
  const page = await browser.request(interaction);
  const posted = await browser.request(`${interaction}/login`, { form: { email } });
  const back = await browser.follow(posted.location!, (next) => next.startsWith(`${siteUrl}/api/callback`));
  const callbackUrl = back.at(-1)!.location!;
  return { toInteraction, page, callbackUrl };
}

/** Finishes a sign-in started by `signIn` (split so tests can tamper with the callback in between). */
export async function finishSignIn(browser: TestBrowser, callbackUrl: string) {
  return browser.request(callbackUrl);
}
