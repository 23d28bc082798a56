// Runs a command with inherited output and resolves to its exit code (shared by the test scripts).
import { spawn } from 'node:child_process';

export function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Colour and cursor codes, which a kept line should not carry into a plain-text summary. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');

/**
 * `run`, passing the output through as it comes, and also resolving to the last `lines` non-blank lines of it (stdout
 * and stderr together, without colour codes): the summary of a failed stage, which test runners print last.
 */
export function runKeepingTail(command, args, env = {}, lines = 12) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      const text = partial + chunk.toString('utf8');
      const complete = text.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) {
        const plain = line.replace(ANSI, '').trimEnd();
        if (plain.trim() === '') continue;
        tail.push(plain);
        if (tail.length > lines) tail.shift();
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('close', (code, signal) => {
      keep('\n');
      done({ code: code ?? (signal ? 1 : 0), tail });
    });
  });
}
