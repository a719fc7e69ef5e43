import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import { createHash, X509Certificate } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttp2Front } from './http2-front.mjs';

type Front = Awaited<ReturnType<typeof startHttp2Front>>;
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

/**
 * An HTTP/1.1 server like the Hosting emulator: it answers a brotli body (with the status a
 * `status=203` query asks for) and records each request.
 */
async function upstream() {
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(req.url?.includes('status=203') ? 203 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.end(Buffer.from([0x8b, 0x02, 0x80, 0x68, 0x69, 0x03]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.close());
  return { port: (server.address() as AddressInfo).port, seen, close: () => server.close() };
}

async function started(port: number): Promise<Front> {
  const front = await startHttp2Front(port);
  cleanups.push(() => front.close());
  return front;
}

/** One request over HTTP/2 to the front, as Chromium makes it, and what came back. */
function request(front: Front, path: string, method = 'GET', body?: string) {
  return new Promise<{
    protocol: string | false;
    pin: string;
    headers: http2.IncomingHttpHeaders;
    body: Buffer;
  }>((resolve, reject) => {
    // The certificate is self-signed: this client, like the benchmark's Chromium, checks its key.
    const session = http2.connect(front.origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, 'accept-encoding': 'br' });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const socket = session.socket as TLSSocket;
      const served = new X509Certificate(socket.getPeerCertificate().raw);
      const spki = served.publicKey.export({ type: 'spki', format: 'der' });
      const pin = createHash('sha256').update(spki).digest('base64');
      resolve({ protocol: session.alpnProtocol ?? false, pin, headers, body: Buffer.concat(chunks) });
      session.close();
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the benchmark’s HTTP/2 front', () => {
  it('serves the emulator’s answer over HTTP/2, bytes and headers unchanged', async () => {
    const server = await upstream();
    const front = await started(server.port);

    const answer = await request(front, '/projects?status=203');

    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(203);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.connection).toBeUndefined();
    expect([...answer.body]).toEqual([0x8b, 0x02, 0x80, 0x68, 0x69, 0x03]);
    const [reached] = server.seen;
    expect(reached).toMatchObject({ method: 'GET', url: '/projects?status=203' });
    expect(reached?.headers['accept-encoding']).toBe('br');
    // Absolute addresses the server writes lead back to the front, not around it.
    expect(reached?.headers.host).toBe(new URL(front.origin).host);
  });

  it('passes a request body through', async () => {
    const server = await upstream();
    const front = await started(server.port);

    await request(front, '/form', 'POST', 'name=Ada');

    expect(server.seen[0]).toMatchObject({ method: 'POST', body: 'name=Ada' });
  });

  it('tells Chromium to trust exactly the certificate it serves', async () => {
    const server = await upstream();
    const front = await started(server.port);

    const answer = await request(front, '/');

    expect(front.chromeFlags).toEqual([`--ignore-certificate-errors-spki-list=${answer.pin}`]);
  });

  it('keeps a page as a CDN does: the second visit never reaches the emulator, until a purge', async () => {
    const server = await upstream();
    const front = await started(server.port);

    const first = await request(front, '/about');
    const second = await request(front, '/about');
    await request(front, '/about?fresh');
    await request(front, '/form', 'POST', 'a');
    await request(front, '/form', 'POST', 'b');
    await request(front, '/odd?status=203');
    await request(front, '/odd?status=203');

    const reached = ['/about', '/about?fresh', '/form', '/form', '/odd?status=203', '/odd?status=203'];
    expect(server.seen.map((r) => r.url)).toEqual(reached);
    expect(second.headers['content-encoding']).toBe('br');
    expect([...second.body]).toEqual([...first.body]);

    await front.purge();
    await request(front, '/about');
    expect(server.seen.map((r) => r.url)).toEqual([...reached, '/about']);
  });

  it('answers 502 with the reason when the emulator is not there', async () => {
    const server = await upstream();
    const front = await started(server.port);
    server.close();

    const answer = await request(front, '/');

    expect(answer.headers[':status']).toBe(502);
    expect(answer.body.toString()).toMatch(/did not answer: .*ECONNREFUSED/);
  });
});
