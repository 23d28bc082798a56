import type { MiddlewareHandler } from 'hono';

/** The answer to requests that arrive while the server shuts down. */
export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';
/** The stable `code` of that answer. */
export const SHUTTING_DOWN_CODE = 'shutting_down';

/**
 * Counts the requests being answered, so a shutdown can stop taking new ones and wait for those in flight before the
 * database closes (a SIGTERM then never cuts an order in half). A shutdown has two steps: `beginShutdown` turns
 * readiness off while requests are still served (a load balancer's pre-stop delay), `drain` then refuses new ones.
 * The health probes are mounted ahead of this count, so a busy or draining instance still answers them.
 */
export class InFlightRequests {
  #count = 0;
  #shuttingDown = false;
  #draining = false;
  #idle: (() => void)[] = [];

  /** True from `beginShutdown` (or `drain`) on: readiness answers 503. */
  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  /** Requests being answered now. */
  get count(): number {
    return this.#count;
  }

  /** Turns readiness off; requests are still served until `drain`. */
  beginShutdown(): void {
    this.#shuttingDown = true;
  }

  /** Counts each request; once draining, new ones get 503 `{ message, code }` with `Connection: close`. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (this.#draining) {
        c.header('Connection', 'close');
        c.header('Retry-After', '5');
        return c.json({ message: SHUTTING_DOWN_MESSAGE, code: SHUTTING_DOWN_CODE }, 503);
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
    this.#shuttingDown = true;
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
