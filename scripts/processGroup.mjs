// Starts helper servers for benchmarks and test runs in their own process group and stops
// the whole group afterwards. `npx tsx …` is three processes deep (npm exec →
// tsx → node); killing only the first one leaves the server running and the
// benchmark never exits, so each server is spawned detached (it leads a new
// group) and the group is signalled with a negative pid.
import { spawn } from 'node:child_process';

const running = new Set();

/** Kills every process of the group `child` leads (SIGTERM, then SIGKILL after `graceMs`). */
export function stopGroup(child, graceMs = 3000) {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      /* the group is already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  return exited.finally(() => clearTimeout(timer));
}

/** Stops every group started here (also on Ctrl+C and uncaught errors). */
export function stopAll() {
  return Promise.all([...running].map((child) => stopGroup(child)));
}

for (const event of ['SIGINT', 'SIGTERM']) {
  process.once(event, () => {
    void stopAll().finally(() => process.exit(130));
  });
}
process.once('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

/**
 * Spawns `command args` as the leader of a new process group and resolves
 * once its standard output contains `readyText`.
 */
export function startGroup(command, args, readyText, { env, timeoutMs = 60_000 } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], detached: true, env: env ?? process.env });
  running.add(child);
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      void stopGroup(child);
      reject(new Error(`${command} ${args.join(' ')}: not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on('data', (chunk) => {
      seen = (seen + String(chunk)).slice(-4096);
      if (seen.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      running.delete(child);
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited ${code}`));
    });
  });
}
