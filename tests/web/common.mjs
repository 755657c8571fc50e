// common.mjs: what run.mjs (the browser tests) and bench.mjs (browser vs native speed) share:
// the paths, the native command, a static server for build/web, Debian's chromium under
// playwright-core, and solving an input through the page's Solve button.
import {chromium} from 'playwright-core';
import {execFileSync} from 'node:child_process';
import {createServer} from 'node:http';
import {mkdtempSync, readFileSync, rmSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve, extname} from 'node:path';

export const root = resolve(new URL('.', import.meta.url).pathname, '../..');
export const web = join(root, 'build/web'), cli = join(root, 'build/gridgames');

export function native(game, action, input, args = []) {
  try {
    return execFileSync(cli, [game, action, ...args], {input, encoding: 'utf8', maxBuffer: 1 << 28,
                                                          stdio: ['pipe', 'pipe', 'pipe']});
  } catch (e) {
    return e.stdout;
  }
}

export function serve() {
  const types = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css'};
  const server = createServer((req, res) => {
    const path = join(web, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (path === web + '/') {
      res.writeHead(200, {'content-type': 'text/html'});
      return res.end(readFileSync(join(web, 'index.html')));
    }
    if (!path.startsWith(web + '/') || !existsSync(path)) { /* logged by the page as an error */
      res.writeHead(404, {'content-type': 'text/plain'});
      return res.end('not found');
    }
    res.writeHead(200, {'content-type': types[extname(path)] || 'application/octet-stream'});
    res.end(readFileSync(path));
  });
  return new Promise(ok => server.listen(0, '127.0.0.1', () => ok(server)));
}

export async function solveInPage(page, input, action = 'solve') {
  await page.$eval('[data-testid=input]', (el, v) => { /* fill() types multi-MB inputs slowly */
    el.value = v;
    el.dispatchEvent(new Event('input'));
  }, input);
  await page.selectOption('#action', action);
  await page.fill('#options', '');
  await page.evaluate(() => { delete document.getElementById('elapsed').dataset.ms; });
  await page.click('[data-testid=solve]');
  await page.waitForFunction(() => document.getElementById('elapsed').dataset.ms !== undefined,
                             null, {timeout: 60000});
  return page.$eval('[data-testid=output]', el => el.textContent);
}

/* Debian's chromium with a fresh profile; returns {ctx, page, close}. */
export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'gg-web-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: {width: 1280, height: 900},
  });
  const page = ctx.pages()[0] || await ctx.newPage();
  const close = async () => {
    await ctx.close();
    rmSync(profile, {recursive: true, force: true});
  };
  return {ctx, page, close};
}
