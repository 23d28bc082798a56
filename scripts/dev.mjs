// `npm run dev`: the storefront's Vite dev server (http://127.0.0.1:5173, hot reload), which renders each page on the
// server as production does (storefront/src/first-load/build/dev-render-plugin.ts), in front of the reference API. The API is the one at
// SAUDA_API_URL when set; else the reference server from its sources on :8080 with its demo data (as `npm start`,
// same data directory), started here and restarted when its sources change; one already answering there is used.
import { spawn } from 'node:child_process';
import { waitFor200 } from './perf-server.mjs';

const apiUrl = process.env.SAUDA_API_URL ?? 'http://127.0.0.1:8080';
const children = [];

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

function start(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

if (!process.env.SAUDA_API_URL && !(await answers(`${apiUrl}/api/v1/health`))) {
  const { port, hostname } = new URL(apiUrl);
  console.log(`Starting the reference API on ${apiUrl} (demo data in ./.data)...`);
  start('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    PORT: port,
    HOST: hostname,
  });
  await waitFor200(`${apiUrl}/api/v1/health`, performance.now());
}

start(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--config', 'storefront/vite.config.ts', ...process.argv.slice(2)],
  {
    SAUDA_API_URL: apiUrl,
  },
);
