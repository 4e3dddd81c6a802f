// nginx from Debian's package as the fleet's load balancer: its own prefix and
// configuration in a temp folder, run as a non-daemon child of the launcher.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

/**
 * The configuration. Round robin over the app servers; a server that refuses or
 * times out 3 times within 5 s is out for 5 s (max_fails/fail_timeout): one slow
 * answer on a busy server must not take it out, or the others get its load too. Only idempotent requests go
 * to the next server after a failure (nginx's default: never a POST that may have
 * been sent; a refused connect is retried for any method, as nothing was sent).
 * No upstream keep-alive: a draining server closes its listening socket, and a
 * fresh connection per request means nginx never writes a request on a socket
 * the server is closing.
 */
export function nginxConf({ prefix, port, upstreams, down = [] }) {
  // `down`: taken out of rotation by the operator (a rolling restart drains a server this way first).
  const servers = upstreams.map((u) => `    server ${u}${down.includes(u) ? ' down' : ' max_fails=3 fail_timeout=5s'};`).join('\n');
  return `worker_processes 1;
# A reload's old workers finish their requests within this, so a server taken out is out in 10 s at most.
worker_shutdown_timeout 10s;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 1024; }
http {
  # Which upstreams each request tried and what they answered, by request id: a 502 is traced
  # to the server and the moment (msec) that caused it.
  log_format fleet '$remote_addr [$msec] "$request" $status $body_bytes_sent rid=$request_id '
    'upstream=[$upstream_addr] ustatus=[$upstream_status] rt=$request_time urt=[$upstream_response_time]';
  access_log ${prefix}/access.log fleet;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Uploads: up to 20 photos of 10 MB go through one by one; the app enforces its own caps.
  client_max_body_size 12m;
  # nginx compresses for the fleet (the app servers run with COMPRESS=off): gzip level 5, as the
  # app's own gzip; text/html is always on the list. Streaming stays: with proxy_buffering off each
  # upstream burst is flushed through gzip. Server-sent events are not on the list.
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/plain text/css text/xml application/json application/javascript application/xml
    application/manifest+json application/rss+xml application/atom+xml image/svg+xml;
  upstream gharbazaar {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    # No http_503: an app server answers 503 when something every server shares is away (the
    # database changing primaries); another server would answer the same, and counting those
    # answers as failures (max_fails) would take every server out of rotation: 502s for all.
    # The search calls are POSTs that only read: safe to send to the next server after any failure.
    location /api/search/ {
      proxy_pass http://gharbazaar;
      include ${prefix}/proxy.conf;
      proxy_next_upstream error timeout http_502 non_idempotent;
    }
    location / {
      proxy_pass http://gharbazaar;
      include ${prefix}/proxy.conf;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`;
}

/** The proxy settings both locations share. */
export function proxyConf() {
  return `proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $http_host;
# The app trusts one hop (TRUST_PROXY_HOPS=1): this one, which appends the peer.
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Request-Id $request_id;
# The app echoes the id it was given; nginx answers with it itself too (a 502 has no app answer).
proxy_hide_header X-Request-Id;
add_header X-Request-Id $request_id always;
proxy_next_upstream_tries 3;
proxy_connect_timeout 2s;
proxy_read_timeout 120s;
proxy_buffering off;
`;
}

/** Writes the configuration and starts nginx; resolves once it listens. */
export async function startNginx({ dir, port, upstreams, log }) {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: install Debian's package (apt-get install -y nginx-light or nginx), or set NGINX_BIN`);
  }
  const prefix = path.join(dir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  fs.chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(path.join(prefix, 'proxy.conf'), proxyConf());
  fs.writeFileSync(conf, nginxConf({ prefix, port, upstreams }));
  const out = fs.openSync(log, 'a');
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  try {
    await waitForPort(port, child, 30_000, `nginx (see ${path.join(prefix, 'error.log')})`);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  return { pid: child.pid, child, conf, prefix, port, upstreams, log: path.join(prefix, 'error.log'), accessLog: path.join(prefix, 'access.log') };
}

/** nginx's worker processes (the master's children). */
function workersOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Rewrites the configuration with `down` out of rotation and reloads nginx; resolves once the
 * old workers have exited. nginx's reload is graceful: the master starts new workers, then tells
 * the old ones to stop accepting and finish the requests they hold. An old worker that stopped
 * accepting may still pass on a request it had begun to read, to any server of the old
 * configuration, so a server is out of rotation only when no old worker is left
 * (worker_shutdown_timeout bounds the wait).
 */
export async function setUpstreamsDown(nginx, down) {
  fs.writeFileSync(nginx.conf, nginxConf({ prefix: nginx.prefix, port: nginx.port, upstreams: nginx.upstreams, down }));
  const before = new Set(workersOf(nginx.pid));
  const r = spawnSync(NGINX, ['-p', nginx.prefix, '-c', nginx.conf, '-e', nginx.log, '-s', 'reload'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`nginx reload failed: ${r.stderr || r.stdout}`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const now = workersOf(nginx.pid);
    if (now.some((w) => !before.has(w)) && !now.some((w) => before.has(w))) return;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`nginx's old workers did not exit within 15 s of a reload (see ${nginx.log})`);
}

/** Resolves when something accepts connections on 127.0.0.1:port; rejects if the child exits first. */
export async function waitForPort(port, child, ms, what) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + ms;
  let exited = null;
  child?.once('exit', (code) => { exited = code; });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${what} exited with code ${exited} before listening on ${port}`);
    const ok = await new Promise((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => { s.destroy(); resolve(true); });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not listen on ${port} within ${ms} ms`);
}
