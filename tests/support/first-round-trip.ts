import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrotliDecompress, constants } from 'node:zlib';
import { makeCertificate } from '../../scripts/nginx.mjs';

/**
 * What a server may send on a new connection before it hears back from the phone: TCP's initial window of ten
 * segments (RFC 6928) of 1,460 bytes. A response larger than this takes another round trip.
 */
export const FIRST_ROUND_TRIP = 14_600;

/** How many bytes of decoded text the first `length` bytes of a brotli stream give, as a browser decodes it. */
function decodedFrom(compressed: Buffer, length: number): Promise<number> {
  return new Promise((resolve) => {
    const decoder = createBrotliDecompress();
    let decoded = 0;
    decoder.on('data', (chunk: Buffer) => (decoded += chunk.length));
    decoder.on('error', () => resolve(decoded));
    decoder.write(compressed.subarray(0, length));
    decoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve(decoded));
  });
}

/** The fewest bytes of a brotli stream that decode to at least its first `wanted` bytes of text. */
export async function compressedBytesFor(compressed: Buffer, wanted: number): Promise<number> {
  let [low, high] = [0, compressed.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((await decodedFrom(compressed, middle)) >= wanted) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The bytes of a response's status line and headers as nginx writes them over HTTP/1.1 (HTTP/2 needs fewer). */
export const headerBytes = (status: number, rawHeaders: string[]) =>
  Buffer.byteLength(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      rawHeaders.map((v, i) => (i % 2 ? `${v}\r\n` : `${v}: `)).join('') +
      '\r\n',
  );

/** One response whose body is held back after its first round trip. */
interface Hold {
  path: string;
  /** Resolves once the first round trip's bytes are written. */
  sent: Promise<void>;
  markSent: () => void;
  released: Promise<void>;
  release: () => void;
}

/**
 * An HTTPS server in front of `origin` (nginx serving the build) that passes on every answer as it comes, except the
 * page it is told to hold: of that response only the bytes of a first round trip, its headers counted, go out until it
 * is released. The page arrives as it does on a phone's new connection, its second round trip delayed at will.
 */
export async function firstRoundTripProxy(origin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-round-trip-'));
  const { certificate, key } = makeCertificate(dir);
  let held: Hold | undefined;
  const server = createServer({ cert: readFileSync(certificate), key: readFileSync(key) }, (req, res) => {
    const upstream = request(
      new URL(req.url ?? '/', origin),
      { method: req.method, headers: { ...req.headers, host: new URL(origin).host }, rejectUnauthorized: false },
      (answer) => {
        // Node writes its own connection headers; the rest go out as nginx wrote them.
        const kept = answer.rawHeaders.flatMap((value, i, all) =>
          i % 2 === 1 && !/^(connection|keep-alive)$/i.test(all[i - 1]!) ? [all[i - 1]!, value] : [],
        );
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, kept);
        const hold = held && req.url === held.path ? held : undefined;
        if (!hold) {
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          const body = Buffer.concat(chunks);
          const first = Math.max(0, FIRST_ROUND_TRIP - headerBytes(answer.statusCode ?? 0, answer.rawHeaders));
          res.write(body.subarray(0, first));
          hold.markSent();
          await hold.released;
          res.end(body.subarray(first));
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    /** Holds the next response for `path` after its first round trip. */
    hold(path: string) {
      let markSent!: () => void;
      let release!: () => void;
      const sent = new Promise<void>((done) => (markSent = done));
      const released = new Promise<void>((done) => (release = done));
      held = { path, sent, markSent, released, release };
      return held;
    },
    async stop() {
      held?.release();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
