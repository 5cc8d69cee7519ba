// Nix's own parser as the judge of an edited file: `nix-instantiate --parse -`
// reads the text on its standard input, so nothing is written to disk, and
// `--store dummy://` lets a user who is not root run it without a Nix store.
// It parses and never evaluates. A machine without Nix says so per file.
import { spawn } from 'node:child_process';

export type ParseResult =
  | { path: string; status: 'parsed' }
  | { path: string; status: 'error'; line?: number; message: string }
  | { path: string; status: 'not-parsed'; reason: string };

export interface ParserOptions {
  /** The program to run; `nix-instantiate` from the PATH by default. */
  command?: string;
  /** A file whose parse takes longer is an error (a hung process); 30 s by default. */
  timeoutMs?: number;
}

export const NOT_FOUND = 'nix-instantiate not found';
const TIMEOUT_MS = 30_000;
/** Files parsed at once: each is a short process, and the machine may be busy. */
const AT_ONCE = 2;

/** Each `.nix` file of `files` parsed; other files are not Nix's to judge and are left out. */
export async function parseNixFiles(
  files: readonly { path: string; text: string }[],
  options: ParserOptions = {},
): Promise<ParseResult[]> {
  const nixFiles = files.filter((f) => f.path.endsWith('.nix'));
  const results: ParseResult[] = new Array<ParseResult>(nixFiles.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < nixFiles.length) {
      const k = next++;
      results[k] = await parseNix(nixFiles[k].path, nixFiles[k].text, options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, nixFiles.length) }, worker));
  return results;
}

/** One file's text through `nix-instantiate --parse`. */
export function parseNix(path: string, text: string, options: ParserOptions = {}): Promise<ParseResult> {
  const command = options.command ?? 'nix-instantiate';
  return new Promise((resolve) => {
    const child = spawn(command, ['--parse', '--store', 'dummy://', '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    let settled = false;
    const finish = (result: ParseResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish({ path, status: 'error', message: `${command} took over ${options.timeoutMs ?? TIMEOUT_MS} ms; stopped` });
    }, options.timeoutMs ?? TIMEOUT_MS);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        error.code === 'ENOENT'
          ? { path, status: 'not-parsed', reason: NOT_FOUND }
          : { path, status: 'error', message: `${command} could not run: ${error.message}` },
      ),
    );
    child.on('close', (code) => finish(code === 0 ? { path, status: 'parsed' } : parseError(path, stderr)));
    // A parser that exits early closes its input: the write error is the exit's to report.
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
  });
}

/**
 * Nix's message, its location on the standard input mapped to the file:
 * "error: attribute 'k3s_1_33' already defined at (string):12:3 ... at «stdin»:40:3".
 */
export function parseError(path: string, stderr: string): ParseResult {
  const message = /^error: (.*)$/m.exec(stderr)?.[1] ?? (stderr.trim().split('\n').pop() || 'failed');
  const at = /\bat (?:«stdin»|\(string\)):(\d+):\d+/.exec(stderr.slice(stderr.indexOf(message) + message.length));
  const located = /\bat (?:«stdin»|\(string\)):(\d+):\d+/.exec(stderr);
  const line = Number((at ?? located)?.[1]) || undefined;
  return {
    path,
    status: 'error',
    ...(line === undefined ? {} : { line }),
    message: message.replace(/«stdin»|\(string\)/g, path),
  };
}
