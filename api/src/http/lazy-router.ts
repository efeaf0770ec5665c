import type { RequestHandler } from 'express';

/**
 * A router built on its first request instead of at start-up, for what most processes never serve
 * (the built-in sign-in provider): its modules load only when someone uses it. A build that fails is
 * tried again on the next request.
 */
export function lazyRouter(build: () => Promise<RequestHandler>): RequestHandler {
  let router: Promise<RequestHandler> | undefined;
  return (req, res, next) => {
    router ??= build();
    router.then(
      (handler) => handler(req, res, next),
      (error: unknown) => {
        router = undefined;
        next(error);
      },
    );
  };
}
