import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** A listening HTTP server. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `app` on `host:port` (port 0 picks a free one) and resolves once it listens. */
export function listen(app: Hono, port: number, host: string): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
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
