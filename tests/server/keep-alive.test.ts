import { request as httpRequest, Agent } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

/** One GET over `agent`, with the local port of the connection that carried it. */
function get(agent: Agent, path: string): Promise<{ status: number; port: number }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${server.url}${path}`, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, port: sent.socket?.localPort ?? 0 }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

it('a client that keeps its connection idle longer than Node’s 5 s default is still answered on it', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, '/api/v1/health');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get(agent, '/api/v1/health');
    expect([first.status, second.status]).toEqual([200, 200]);
    // The same connection carried both: the server had not closed it.
    expect(second.port).toBe(first.port);
  } finally {
    agent.destroy();
  }
}, 15_000);
