/**
 * Command line of the HTTP server: `--port 4010 [--host 127.0.0.1] [--data .mock-data/db.json] [--fresh] [--quiet]
 * [--tls]`.
 */
export interface ServerArgs {
  port: number;
  host: string;
  dataFile: string;
  fresh: boolean;
  quiet: boolean;
  /** HTTPS with a throwaway certificate (bench/lighthouse: a backend as production serves it) */
  tls: boolean;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_DATA_FILE = '.mock-data/db.json';

export function parseServerArgs(argv: readonly string[]): ServerArgs {
  const args: ServerArgs = {
    port: DEFAULT_PORT,
    host: '127.0.0.1',
    dataFile: DEFAULT_DATA_FILE,
    fresh: false,
    quiet: false,
    tls: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--port':
      case '-p': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number`);
        args.port = port;
        break;
      }
      case '--host':
        args.host = value() ?? args.host;
        break;
      case '--data':
        args.dataFile = value() ?? args.dataFile;
        break;
      case '--fresh':
        args.fresh = true;
        break;
      case '--quiet':
        args.quiet = true;
        break;
      case '--tls':
        args.tls = true;
        break;
      default:
        throw new Error(
          `Unknown argument ${argv[i]}. Usage: tsx mocks/http/server.ts --port 4010 [--host 127.0.0.1] [--data .mock-data/db.json] [--fresh] [--quiet] [--tls]`,
        );
    }
  }
  return args;
}
