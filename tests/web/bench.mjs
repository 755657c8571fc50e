// bench.mjs: browser against native speed on each game's contest maximum (docs/benchmarks.md).
// Not a test: run it by hand after ./build.sh test-web (which builds build/web and the CLI):
//   NODE_PATH= node tests/web/bench.mjs [REPS]
// For each input: the native command's wall time (process start to exit, stdin from a file,
// median of REPS), and the page's Solve time (the C call inside the Web Worker, median of
// REPS, as the page shows it); the outputs must agree byte for byte. Inputs come from the
// CLI's seeded gen (Knightmare: a recorded game).
import {execFileSync, spawnSync} from 'node:child_process';
import {closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {cli, native, serve, solveInPage, launch} from './common.mjs';

const REPS = Number(process.argv[2] || 3);
const INPUTS = [
  ['mimo', 'solve', 't = 1e4, k = 20 each, n = m = 2e5',
   ['--seed', '1', '--t', '10000', '--n', '200000', '--m', '200000', '--k', '20']],
  ['go', 'solve', '5 boards 1000 x 1000, random 33% / 33%',
   ['--seed', '1', '--t', '5', '--n', '1000', '--shape', 'random', '--white', '33', '--black', '33']],
  ['tokens', 'solve', 'n = 1e5, coordinates within ±1e5, uniform',
   ['--seed', '1', '--n', '100000', '--coord', '100000', '--shape', 'uniform']],
  ['lamequeen', 'solve', 'd = 2, T = 1e5, coordinates <= 2e5',
   ['--seed', '2', '--d', '2', '--t', '100000', '--max', '200000']],
  ['knightmare', 'solve', '1000 x 1000, (1,1) vs (1000,1000): a recorded game, 333 moves',
   null, '1000 1000 1 1 1000 1000'],
];

/* Knightmare's solve is interactive: its input is the judge's side of one game against the
 * greedy opponent, recorded as bench/knightmare.py does (tee between judge and player). */
function recordGame(board) {
  const dir = mkdtempSync(join(tmpdir(), 'gg-bench-')), path = join(dir, 'game');
  spawnSync(cli, ['knightmare', 'judge', '--opponent', 'greedy', '--timeout', '1000', '--board',
                  ...board.split(' '), '--', 'sh', '-c', `tee '${path}' | '${cli}' knightmare`]);
  const input = readFileSync(path, 'utf8');
  rmSync(dir, {recursive: true, force: true});
  return input;
}

const median = a => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

/* The command's wall time, stdin a file (as `gridgames GAME < FILE`), stdout discarded. */
function nativeMs(game, action, input, args = []) {
  const dir = mkdtempSync(join(tmpdir(), 'gg-bench-')), path = join(dir, 'in');
  writeFileSync(path, input);
  const times = [];
  for (let i = 0; i < REPS; i++) {
    const fd = openSync(path, 'r');
    const t0 = process.hrtime.bigint();
    spawnSync(cli, [game, action, ...args], {stdio: [fd, 'ignore', 'ignore']});
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    closeSync(fd);
  }
  rmSync(dir, {recursive: true, force: true});
  return median(times);
}

async function main() {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/index.html`;
  const {page, close} = await launch();
  page.setDefaultTimeout(300000); /* a shared machine: multi-MB inputs can wait their turn */
  console.log('| game | input | bytes | native (ms) | browser (ms) | browser / native |');
  console.log('|---|---|---|---|---|---|');
  for (const [game, action, what, args, board] of INPUTS) {
    const input = board ? recordGame(board)
                        : execFileSync(cli, [game, 'gen', ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
    await page.goto(base + '#/' + game);
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForSelector('[data-testid=picture] svg', {timeout: 120000});
    const want = native(game, action, input);
    const times = [];
    for (let i = 0; i < REPS; i++) {
      const out = await solveInPage(page, input, action);
      if (out !== want) throw new Error(`${game}: the page's output differs from the CLI's`);
      times.push(Number(await page.$eval('#elapsed', el => el.dataset.ms)));
    }
    const n = nativeMs(game, action, input), b = median(times);
    console.log(`| ${game} | ${what} | ${input.length} | ${n.toFixed(1)} | ${b.toFixed(1)} | ` +
                `${(b / n).toFixed(2)} |`);
    if (game === 'go') { /* the page solves on one thread; the command uses every core */
      const n1 = nativeMs(game, action, input, ['--threads', '1']);
      console.log(`| go, native --threads 1 | the same | ${input.length} | ${n1.toFixed(1)} | ` +
                  `${b.toFixed(1)} | ${(b / n1).toFixed(2)} |`);
    }
  }
  await close();
  server.close();
}

main();
