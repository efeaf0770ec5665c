/**
 * A cookie the server sets beside the (HttpOnly) session cookie while a staff member is signed in,
 * readable by the page: without it the visitor cannot have a session, so the web app knows it is
 * anonymous without asking GET /api/auth/user (whose 401 the browser would log as an error). It only
 * says "ask the server": the session cookie alone decides who is signed in.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
