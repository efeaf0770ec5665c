/**
 * A navigation that loads a new document instead of changing the route in place. /checkout needs it:
 * its Content-Security-Policy (the only one that allows Stripe's hosts) comes with its own document,
 * so arriving there by a client-side route change would keep the previous page's stricter policy.
 */
let assign = (url: string): void => window.location.assign(url);

export function loadDocument(url: string): void {
  assign(url);
}

/** Tests (jsdom cannot navigate) record the address instead. */
export function setDocumentLoader(loader: (url: string) => void): void {
  assign = loader;
}
