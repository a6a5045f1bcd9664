import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a client sends it, no redirect followed and no body decoded: what nginx really answered. */
export function get(base: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers `public/_headers` gives a path on Netlify and Cloudflare Pages: every matching block applies. */
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
