import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * CORS for the partner GraphQL API: only the origins in PARTNER_ORIGINS get Access-Control-Allow-Origin;
 * every other origin gets no CORS headers (its browser then refuses to read the answer). No
 * credentials: the catalog is public, and a partner page can never act with a visitor's staff cookie.
 */
export function partnerCors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept-Language', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name'],
    credentials: false,
    maxAge: 600,
  });
}
