import type { MiddlewareHandler } from 'hono';

/** The answer to requests that arrive while the server shuts down. */
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * Counts the requests being answered, so a shutdown can stop taking new ones and wait for those in flight before the
 * database closes (a SIGTERM then never cuts an order in half).
 */
export class InFlightRequests {
  #count = 0;
  #draining = false;
  #idle: (() => void)[] = [];

  /** Counts each request; once draining, new ones get 503 `{ message }` with `Connection: close`. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (this.#draining) {
        c.header('Connection', 'close');
        c.header('Retry-After', '5');
        return c.json({ message: SHUTTING_DOWN_MESSAGE }, 503);
      }
      this.#count++;
      try {
        await next();
      } finally {
        this.#count--;
        if (this.#count === 0) for (const resolve of this.#idle.splice(0)) resolve();
      }
    };
  }

  /** Stops taking requests and resolves once none is in flight, or after `timeoutMs` at the latest. */
  drain(timeoutMs: number): Promise<void> {
    this.#draining = true;
    if (this.#count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.#idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
