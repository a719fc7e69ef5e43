// The server behind http2-front.mjs, in a process of its own so that it never waits on the
// benchmark's event loop while Lighthouse works through a trace.
import http from 'node:http';
import http2 from 'node:http2';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Headers that describe one HTTP/1.1 connection; HTTP/2 forbids them. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function forwardable(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)),
  );
}

/**
 * A TLS HTTP/2 server that passes every request to the HTTP/1.1 server on `upstreamPort` and its
 * answer back unchanged (status, headers, the compressed bytes as they are).
 *
 * Like Firebase Hosting's CDN, which keeps every static answer at the edge until the next deploy,
 * it keeps each successful GET answer (per path and accepted encodings) and serves it again from
 * memory; `purge` is the deploy. Without it the emulator's time to answer reached the benchmark
 * as the site's: Lighthouse charges every simulated request an origin's median observed server
 * time, and while Chromium ran a page's scripts the emulator answered its module requests in up
 * to 300 ms, where it answered the bare copy's in 10 to 20 (docs/performance.md).
 */
export function createHttp2Front({ key, cert, upstreamPort }) {
  const cache = new Map();
  const server = http2.createSecureServer({ key, cert });
  server.on('stream', (stream, headers) => {
    const method = headers[':method'];
    const cacheKey = `${headers[':path']}\n${headers['accept-encoding'] ?? ''}`;
    const kept = method === 'GET' ? cache.get(cacheKey) : undefined;
    if (kept) {
      stream.respond({ ':status': 200, ...kept.headers });
      stream.end(kept.body);
      return;
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method,
        path: headers[':path'],
        // The page's own origin, so that any absolute address the server writes leads back here.
        headers: { ...forwardable(headers), host: headers[':authority'] },
      },
      (answer) => {
        const answerHeaders = forwardable(answer.headers);
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          if (method === 'GET' && answer.statusCode === 200) {
            cache.set(cacheKey, { headers: answerHeaders, body: Buffer.concat(chunks) });
          }
        });
        if (stream.destroyed) {
          answer.resume();
          return;
        }
        stream.respond({ ':status': answer.statusCode, ...answerHeaders });
        answer.pipe(stream);
      },
    );
    upstream.on('error', (error) => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ':status': 502 });
      stream.end(`The server behind this HTTP/2 front did not answer: ${error.message}`);
    });
    stream.pipe(upstream);
  });
  return Object.assign(server, { purge: () => cache.clear() });
}

// Run as a program: node http2-front-server.mjs <upstream port> <key file> <cert file>; prints the
// port it listens on, and empties its cache when its parent sends 'purge' (answering 'purged').
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [upstreamPort, keyFile, certFile] = process.argv.slice(2);
  const server = createHttp2Front({
    key: readFileSync(keyFile),
    cert: readFileSync(certFile),
    upstreamPort: Number(upstreamPort),
  });
  process.on('message', (message) => {
    if (message !== 'purge') return;
    server.purge();
    process.send?.('purged');
  });
  process.on('disconnect', () => process.exit(0));
  server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
}
