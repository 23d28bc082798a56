import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** A listening HTTP server. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * How long an idle keep-alive connection is kept open. Node's default, 5 s, is shorter than a client's or a load
 * balancer's own idle time (60 s on the common ones), so a client reusing a connection at the moment the server
 * closes it gets a reset instead of an answer (an e2e run saw ECONNRESET on a plain GET). It is kept longer than
 * theirs, so they are the ones to close it; the headers' timeout must exceed it.
 */
const KEEP_ALIVE_MS = 65_000;

/** Serves `app` on `host:port` (port 0 picks a free one) and resolves once it listens. */
export function listen(app: Hono, port: number, host: string): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 });
      resolve({
        url: `http://${host}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
