import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { AppError } from '../errors.js';
import { addressKey } from '../rate-limits/client-address.js';
import { requestLanguage } from '../language.js';

/** Why an upgrade to a WebSocket was refused, in the visitor's language (the answer is plain HTTP). */
export const WS_REFUSED = {
  foreignOrigin: new AppError('FORBIDDEN', {
    en: 'Pages on other sites may not open a live connection to this site.',
    km: 'ទំព័រនៃគេហទំព័រផ្សេងមិនអាចបើកការតភ្ជាប់ផ្ទាល់មកកាន់គេហទំព័រនេះបានទេ។',
  }),
  tooManyFromClient: new AppError(
    'RATE_LIMITED',
    {
      en: 'Too many live connections are open from your network. Close a few tabs or wait a minute, then try again.',
      km: 'មានការតភ្ជាប់ផ្ទាល់បើកច្រើនពេកពីបណ្ដាញរបស់អ្នក។ សូមបិទផ្ទាំងខ្លះ ឬរង់ចាំមួយនាទី រួចព្យាយាមម្ដងទៀត។',
    },
    undefined,
    60,
  ),
  full: new AppError(
    'UNAVAILABLE',
    {
      en: 'The site is very busy right now. Please try again in a minute.',
      km: 'គេហទំព័រកំពុងរវល់ខ្លាំងនៅពេលនេះ។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេលមួយនាទី។',
    },
    undefined,
    60,
  ),
  shuttingDown: new AppError(
    'UNAVAILABLE',
    {
      en: 'The site is restarting. Please try again in a moment.',
      km: 'គេហទំព័រកំពុងចាប់ផ្ដើមឡើងវិញ។ សូមព្យាយាមម្ដងទៀតក្នុងពេលបន្តិចទៀត។',
    },
    undefined,
    5,
  ),
} as const;

/** An upgrade let through: who it is for rate limits, and whether its session may be used. */
export interface Admission {
  ip: string;
  /** A partner origin's socket: anonymous whatever cookie the browser sends. */
  anonymous: boolean;
}

export interface AdmissionRules {
  publicUrl: string;
  partnerOrigins: readonly string[];
  maxPerClient: number;
  maxTotal: number;
  /** Express's "trust proxy" function (TRUST_PROXY). */
  trust: (address: string, hop: number) => boolean;
}

/**
 * The decision taken at the HTTP upgrade, before any WebSocket exists: the page's origin (browsers
 * always send Origin on a WebSocket, and cookies go with it, so only the site's own pages may use the
 * visitor's session), then how many sockets the client address and the whole process hold.
 */
export class WsAdmission {
  private readonly publicOrigin: string;
  private readonly partners: Set<string>;
  private readonly perClient = new Map<string, number>();
  private total = 0;

  constructor(private readonly rules: AdmissionRules) {
    this.publicOrigin = new URL(rules.publicUrl).origin;
    this.partners = new Set(rules.partnerOrigins);
  }

  /** Open sockets: in all, and of one client address. */
  get open(): number {
    return this.total;
  }
  openFrom(ip: string): number {
    return this.perClient.get(ip) ?? 0;
  }

  admit(request: IncomingMessage): Admission | AppError {
    const origin = request.headers.origin;
    // No Origin: not a browser (curl, a partner's backend, the tests), so no visitor's cookie to misuse.
    const anonymous = origin !== undefined && origin !== this.publicOrigin;
    if (anonymous && !this.partners.has(origin)) return WS_REFUSED.foreignOrigin;
    // Counted like the per-address budgets: an IPv6 visitor by its /64, a mapped IPv4 as the IPv4.
    const ip = addressKey(upgradeClientIp(request, this.rules.trust));
    if (this.openFrom(ip) >= this.rules.maxPerClient) return WS_REFUSED.tooManyFromClient;
    if (this.total >= this.rules.maxTotal) return WS_REFUSED.full;
    return { ip, anonymous };
  }

  /** Counts an accepted socket against its client until it closes. */
  opened(ip: string, socket: WebSocket): void {
    this.total += 1;
    this.perClient.set(ip, this.openFrom(ip) + 1);
    socket.once('close', () => {
      this.total -= 1;
      const left = this.openFrom(ip) - 1;
      if (left > 0) this.perClient.set(ip, left);
      else this.perClient.delete(ip);
    });
  }
}

/**
 * The client's address of a WebSocket upgrade, by the same rule as Express's req.ip: walk
 * X-Forwarded-For from the nearest hop while the hop is a trusted proxy (TRUST_PROXY).
 */
function upgradeClientIp(request: IncomingMessage, trust: (address: string, hop: number) => boolean) {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
    .reverse();
  const chain = [request.socket.remoteAddress ?? '', ...forwarded];
  for (let hop = 0; hop < chain.length - 1; hop += 1) if (!trust(chain[hop], hop)) return chain[hop];
  return chain.at(-1)!;
}

/** Answers an upgrade with a plain HTTP error (JSON `{ message }` as the REST facade) and hangs up. */
export function refuseUpgrade(socket: Duplex, request: IncomingMessage, error: AppError): void {
  const body = JSON.stringify(error.toBody(requestLanguage(undefined, request.headers)));
  const head = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...[...error.httpHead.headers].map(([name, value]) => `${name}: ${value}`),
  ];
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
