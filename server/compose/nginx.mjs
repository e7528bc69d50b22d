// @ts-check
/**
 * The composition engine run locally as the deployment runs it: Debian's (or any) nginx with
 * server/compose/nginx/site.conf.template, its placeholders filled with the local addresses. Its /health
 * is nginx's own answer, so a hung shell does not get nginx restarted.
 */
import fs from 'node:fs';
import path from 'node:path';

const deployNginx = path.join(import.meta.dirname, 'nginx');

const tether = path.join(import.meta.dirname, '../run/tether.mjs');

const NGINX = [
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
  '/opt/homebrew/bin/nginx',
];

/** @param {string} template @param {Record<string, string>} values */
export const fillTemplate = (template, values) =>
  template.replace(/\$\{(\w+)\}/g, (placeholder, name) => values[name] ?? placeholder);

/**
 * @param {object} options
 * @param {string} options.dir a private folder for its configuration, logs and temporary files
 * @param {string} options.listen such as 127.0.0.1:3000
 * @param {string} options.shell the shell's server, host:port
 * @param {Record<string, string>} options.remotes each remote's server, host:port
 * @param {string} options.fragmentSecret sent with every fragment request
 * @returns {import('../run/supervise.mjs').Server} nginx, tethered to the supervisor
 */
export function composerServer({ dir, listen, shell, remotes, fragmentSecret }) {
  const nginx = NGINX.find((candidate) => fs.existsSync(candidate));
  if (!nginx) {
    throw new Error(
      'npm start composes pages with nginx, as the deployment does. Install it ' +
        '(Debian or Ubuntu: apt-get install nginx; macOS: brew install nginx) and try again.',
    );
  }
  const values = {
    SITE_LISTEN: listen,
    NGINX_SNIPPETS: dir,
    SHELL_SERVER: shell,
    BLOG_SERVER: remotes.blog ?? '',
    TEAM_SERVER: remotes.team ?? '',
    CAREERS_SERVER: remotes.careers ?? '',
    REVIEWS_SERVER: remotes.reviews ?? '',
    FRAGMENT_SECRET: fragmentSecret,
  };
  const fill = (/** @type {string} */ file) =>
    fillTemplate(fs.readFileSync(path.join(deployNginx, file), 'utf8'), values);
  fs.writeFileSync(path.join(dir, 'fragment-proxy.inc'), fill('fragment-proxy.inc.template'));
  fs.copyFileSync(
    path.join(deployNginx, 'security-headers.inc'),
    path.join(dir, 'security-headers.inc'),
  );
  const site = fill('site.conf.template');
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log error; worker_processes 1;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  return {
    name: 'nginx',
    command: process.execPath,
    args: [tether, nginx, '-p', dir, '-c', conf],
    health: { port: Number(listen.split(':').pop()), path: '/health' },
  };
}
