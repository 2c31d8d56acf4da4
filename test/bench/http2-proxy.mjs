// An HTTP/2 TLS proxy on loopback in front of the server under test, for bench rows that measure a
// page as production serves it: the Node server speaks HTTP/1.1, and the load balancer in front of it
// terminates TLS and speaks HTTP/2 to browsers. Over HTTP/1.1 a browser fetches at most six files of
// one host at a time; over HTTP/2 every request goes at once, on one connection.
//
// The certificate is self-signed (made with the openssl command, on every Debian), so the browser
// must be started with --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers that belong to one HTTP/1.1 connection and have no place on an HTTP/2 stream. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'framestock-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the proxy in front of `target` (an http:// URL).
 * @returns {Promise<{ url: string, close(): Promise<void> } | { skip: string }>}
 */
export async function startHttp2Proxy(target) {
  let tls;
  try {
    tls = selfSignedCertificate();
  } catch (err) {
    return { skip: `no certificate for the HTTP/2 proxy (openssl: ${err.message})` };
  }
  const upstream = new URL(target);
  const server = http2.createSecureServer(tls);
  server.on('stream', (stream, headers) => {
    const forwarded = { host: headers[':authority'], 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) forwarded[name] = value;
    }
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        const answer = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name)) answer[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  // A browser keeps its connection open; closing waits for none of them.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
