// Runs the contract suite (vitest project 'contract') of the mock backend.
//
//   npm run test:contract                          in-process: msw node server, no network
//   npm run test:contract -- --base-url URL        against a running backend (CONTRACT_BASE_URL);
//                                                  it must offer POST /__mock/reset (the mock server does)
//   npm run test:contract -- --start-server        starts `npm run mock:server -- --port 4011 --fresh`
//                                                  (data in a temporary file), waits for it, runs the
//                                                  suite against it, stops it
//   [--port 4011] picks the port for --start-server; other arguments go to vitest (e.g. a file filter).
//
// Exits with vitest's status.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const TAG = '[contract]';

function parseArgs(argv) {
  const options = { baseUrl: null, startServer: false, port: 4011, passthrough: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--base-url') options.baseUrl = value();
    else if (flag === '--start-server') options.startServer = true;
    else if (flag === '--port') options.port = Number(value());
    else options.passthrough.push(argv[i]);
  }
  if (options.baseUrl && options.startServer) throw new Error('use either --base-url or --start-server');
  if (!Number.isInteger(options.port) || options.port <= 0) throw new Error('--port must be a port number');
  return options;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilAnswering(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the mock server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startServer(port, dataFile) {
  const server = spawn(
    'npm',
    ['run', '-s', 'mock:server', '--', '--port', String(port), '--fresh', '--quiet', '--data', dataFile],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true, // own process group: npm, sh and tsx are stopped together
    },
  );
  return server;
}

function stopServer(server) {
  if (server.exitCode !== null || server.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      resolve();
    }, 5_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

function runVitest(baseUrl, passthrough) {
  const args = [VITEST, 'run', '--project', 'contract'];
  // One backend is shared by every test file: run the files one after another.
  if (baseUrl) args.push('--no-file-parallelism');
  args.push(...passthrough);
  const env = { ...process.env };
  if (baseUrl) env.CONTRACT_BASE_URL = baseUrl;
  else delete env.CONTRACT_BASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options.startServer) {
    if (options.baseUrl) console.log(`${TAG} against ${options.baseUrl}`);
    return runVitest(options.baseUrl, options.passthrough);
  }

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'fleur-contract-'));
  const server = startServer(options.port, path.join(dataDirectory, 'db.json'));
  const stop = async () => {
    await stopServer(server);
    rmSync(dataDirectory, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void stop().then(() => process.exit(130)));
  }
  try {
    console.log(`${TAG} starting the mock server on ${baseUrl}`);
    await waitUntilAnswering(`${baseUrl}/api/general`, server);
    return await runVitest(baseUrl, options.passthrough);
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`${TAG} ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
