import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { connect as tlsConnect } from 'node:tls';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Each header as sent, name in lower case, in order: a header sent twice is there twice. */
  raw: [string, string][];
  body: Buffer;
}

/**
 * One request as a client sends it, no redirect followed and no body decoded: what the server really answered. An
 * https base is asked over HTTP/2 with the local test certificate accepted; a `host` header becomes :authority.
 */
export function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  const url = new URL(base);
  if (url.protocol === 'https:') return getHttp2(url, path, headers, method);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname: url.hostname, port: url.port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw: pairs(res.rawHeaders),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function getHttp2(url: URL, path: string, headers: Record<string, string>, method: string): Promise<RawResponse> {
  const { host, ...rest } = headers;
  return new Promise((resolve, reject) => {
    const session = http2Connect(url.origin, { rejectUnauthorized: false });
    const fail = (error: Error) => {
      session.destroy();
      reject(error);
    };
    session.on('error', fail);
    const stream = session.request({
      ':method': method,
      ':path': path,
      ...(host ? { ':authority': host } : {}),
      ...rest,
    });
    stream.end();
    let head: { headers: IncomingHttpHeaders; raw: [string, string][]; status: number } | undefined;
    stream.on('response', (received, _flags, rawHeaders?: string[]) => {
      const raw = pairs(rawHeaders ?? []).filter(([name]) => !name.startsWith(':'));
      const { ':status': status, ...rest } = received;
      head = { status: Number(status), headers: rest as IncomingHttpHeaders, raw };
    });
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      session.close();
      if (head) resolve({ ...head, body: Buffer.concat(chunks) });
      else reject(new Error(`no response for ${path}`));
    });
    stream.on('error', fail);
  });
}

const pairs = (flat: string[]) =>
  Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i]!.toLowerCase(), flat[2 * i + 1]!] as [string, string]);

/**
 * Bytes written as they are over TLS with HTTP/1.1 (for requests no HTTP client would send) to an https `base`, with
 * `servername` as the TLS name; resolves with the raw answer, empty when the server closed without one.
 */
export function rawTls(base: string, request: string, servername = new URL(base).hostname): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = tlsConnect(
      { host: hostname, port: Number(port), servername, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] },
      () => socket.write(request),
    );
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

/** The status and headers of a raw HTTP/1.1 answer. */
export function parseHead(answer: string): { status: number; raw: [string, string][] } {
  const [statusLine = '', ...lines] = answer.split('\r\n\r\n')[0]!.split('\r\n');
  return {
    status: Number(statusLine.split(' ')[1]),
    raw: lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
    }),
  };
}

/** The headers the build's `_headers` gives a path on Netlify and Cloudflare Pages: every matching block applies. */
export function cdnHeaders(file: string, path: string): { headers: Record<string, string>; repeated: string[] } {
  const blocks: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      blocks.at(-1)!.headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
  const headers: Record<string, string> = {};
  const repeated: string[] = [];
  for (const block of blocks.filter((b) => matches(b.pattern)))
    for (const [name, value] of block.headers) {
      // Both hosts join a header set by two matching blocks with a comma: a policy must be set once.
      if (name in headers) repeated.push(name);
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  return { headers, repeated };
}
