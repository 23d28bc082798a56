// Runs a command with inherited output and resolves to its exit code (shared by the test scripts).
import { spawn } from 'node:child_process';

export function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
