/**
 * Runs Debian's nginx with the deployment configuration of deploy/nginx/ (the very files, copied into a throw-away
 * prefix) over dist/, for the deployment browser tests and to try the deployment locally:
 *   npx tsx scripts/nginx.ts [--port 8081] [--api 8000] [--dist <a copy of dist/>]
 * The API (/api/) goes to the local server of the build (scripts/serve.ts, with the mocks) on --api.
 */
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const port = arg('--port', '8081');
const apiPort = arg('--api', '8000');
const dist = arg('--dist', join(root, 'dist'));
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginx) {
  console.error('nginx is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-filter)');
  process.exit(1);
}

const prefix = mkdtempSync(join(tmpdir(), 'zq-nginx-'));
// nginx's workers run as an unprivileged user: they must be able to walk into the prefix.
chmodSync(prefix, 0o755);
const conf = join(prefix, 'conf');
mkdirSync(join(conf, 'zhiqiao'), { recursive: true });
mkdirSync(join(prefix, 'logs'));
for (const file of readdirSync(join(root, 'deploy', 'nginx')))
  copyFileSync(join(root, 'deploy', 'nginx', file), join(conf, 'zhiqiao', file));
// The site lives under /html/: the web root holds html/ = dist/.
mkdirSync(join(prefix, 'www'));
symlinkSync(dist, join(prefix, 'www', 'html'));

// Debian's dynamic modules (brotli): their loaders name modules/… relative to the prefix.
const modules = existsSync('/etc/nginx/modules-enabled') ? 'include /etc/nginx/modules-enabled/*.conf;' : '';
if (existsSync('/usr/lib/nginx/modules')) symlinkSync('/usr/lib/nginx/modules', join(prefix, 'modules'));
writeFileSync(
  join(conf, 'nginx.conf'),
  `${modules}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/logs/access.log;
  client_body_temp_path ${prefix}/tmp-body;
  proxy_temp_path ${prefix}/tmp-proxy;
  include zhiqiao/zhiqiao-http.conf;
  upstream zhiqiao_api { server 127.0.0.1:${apiPort}; }
  server {
    listen ${port};
    server_name localhost;
    root ${prefix}/www;
    include zhiqiao/zhiqiao-site.conf;
  }
}
`,
);

const child = spawn(nginx, ['-p', prefix, '-c', join(conf, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(`nginx with deploy/nginx/ on http://localhost:${port}/html/ (API → :${apiPort}; prefix ${prefix})`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
