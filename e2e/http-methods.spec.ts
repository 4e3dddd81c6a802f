import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

// Issue 21.10: TRACE answered 500 with no security headers and a stack trace in
// the log on every call. Against the real production server (server/platform/runtime/serve.ts),
// over a raw socket: Node's parser does not know TRACK and routes CONNECT away
// from the request handler, so no HTTP client library reaches all three.

function rawRequest(baseURL: string, head: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\nHost: ${hostname}:${port}\r\n\r\n`));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => { data += d; });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => { socket.destroy(); resolve(data); });
  });
}

test.describe('methods the app never serves', () => {
  for (const [method, target] of [['TRACE', '/api/health'], ['TRACK', '/api/health'], ['TRACE', '/'], ['CONNECT', '127.0.0.1:443']]) {
    test(`${method} ${target} answers 405 with the security headers`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL!, `${method} ${target} HTTP/1.1`);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed/);
      expect(head).toContain("Content-Security-Policy: default-src 'none'; frame-ancestors 'none'");
      expect(head).toContain('X-Content-Type-Options: nosniff');
      expect(head).toContain('Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(body)).toEqual({ status: 'fail', message: `Method ${method} is not allowed` });
    });
  }

  test('the server still answers ordinary requests afterwards', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
  });
});
