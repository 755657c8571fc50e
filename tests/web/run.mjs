// run.mjs: ./build.sh test-web. Serves build/web on localhost, drives every page of the app in
// Debian's chromium through playwright-core, and checks it against the native command:
//   - every built-in example and three seeded `gen` inputs, solved in the page (Solve button,
//     which runs in the Web Worker), give the CLI's stdout byte for byte;
//   - the picture holds an SVG; the page logs no console error;
//   - every playable game is played by clicks to its end (the person takes a winning move when
//     one is coloured so), and the result matches the prediction shown at the start;
//   - Go explore: a clicked stone's count equals the `go each` line of that stone;
//   - the page also works opened from file://;
//   - a screenshot per page in build/web-shots/.
// Prints one line per check and a summary; exits 1 on any failure.
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {root, web, native, serve, solveInPage, launch} from './common.mjs';

const shots = join(root, 'build/web-shots');
const GAMES = ['mimo', 'go', 'tokens', 'lamequeen', 'knightmare'];
const SEEDS = [1, 2, 3];
let passed = 0, failed = 0;

function check(ok, what, detail) {
  if (ok) passed++;
  else failed++;
  console.log((ok ? 'ok   ' : 'FAIL ') + what + (ok || !detail ? '' : '\n     ' + detail));
}

async function openGame(page, base, game) {
  await page.goto(base + '#/' + game);
  await page.waitForSelector('body[data-ready="1"]');
  await page.waitForFunction(g => document.getElementById('title').textContent !== '' &&
                                  location.hash === '#/' + g, game);
  await page.waitForSelector('[data-testid=picture] svg', {timeout: 60000});
}

async function solveChecks(page, game, info) {
  for (const [i, ex] of info.examples.entries()) {
    const out = await solveInPage(page, ex.input);
    check(out === native(game, 'solve', ex.input), `${game}: example ${i + 1} solved in the page = CLI`,
          JSON.stringify(out).slice(0, 200));
  }
  /* an interactive solve (knightmare) waits for the judge's moves: gen inputs go to oracle */
  const action = info.interactive ? 'oracle' : 'solve';
  for (const seed of SEEDS) {
    const input = native(game, 'gen', '', ['--seed', String(seed)]);
    const out = await solveInPage(page, input, action);
    const want = native(game, action, input);
    check(out === want && want !== '', `${game}: gen --seed ${seed}, ${action} in the page = CLI`,
          JSON.stringify(out).slice(0, 200) + ' vs ' + JSON.stringify(want).slice(0, 200));
  }
  /* the gen form gives the CLI's gen */
  await page.fill('#gen-fields [name=seed]', '7');
  const before = await page.inputValue('[data-testid=input]');
  await page.click('#gen-run');
  await page.waitForFunction(b => document.querySelector('[data-testid=input]').value !== b, before);
  check(await page.inputValue('[data-testid=input]') === native(game, 'gen', '', ['--seed', '7']),
        `${game}: the gen form (seed 7) = gridgames ${game} gen --seed 7`);
}

/* The picture's download link holds the command's `draw` output; zoom scales the SVG. */
async function pictureChecks(page, game, input) {
  const svg = await page.evaluate(async () => (await fetch(document.getElementById('download').href)).text());
  check(svg === native(game, 'draw', input) && svg.includes('<svg'),
        `${game}: the downloadable picture = gridgames ${game} draw`);
  await page.click('#zoom-in');
  const t = await page.$eval('[data-testid=picture] svg', el => el.style.transform);
  check(t === 'scale(1.25)', `${game}: zoom scales the picture (${t})`);
}

/* One move, then Undo: the position and the status come back. */
async function undoCheck(page, game) {
  await page.selectOption('#side', '0');
  await page.click('#new-random');
  const before = await page.$eval('#board', el => el.innerHTML);
  const status = await page.$eval('[data-testid=play-status]', el => el.textContent);
  const cell = await page.$('#board [data-cell].lose') || await page.$('#board [data-cell].win') ||
               await page.$('#board [data-move]');
  check(cell !== null, `${game}: the board offers a move to click`);
  if (!cell) return;
  await cell.click();
  const moved = await page.$eval('#board', el => el.innerHTML) !== before;
  await page.click('#undo');
  check(moved && await page.$eval('#board', el => el.innerHTML) === before &&
        await page.$eval('[data-testid=play-status]', el => el.textContent) === status,
        `${game}: a move and Undo give back the position and the prediction`);
}

async function playToEnd(page, game, side, seed) {
  await page.selectOption('#side', String(side));
  await page.fill('#play-seed', String(seed));
  await page.click('#new-random');
  const status = '[data-testid=play-status]';
  const prediction = await page.$eval(status, el => el.dataset.prediction);
  let clicks = 0;
  for (; clicks < 400; clicks++) {
    if (await page.$eval(status, el => el.dataset.winner !== undefined)) break;
    // a winning move with the least remoteness (the hover title says "in N plies"): any winning
    // move keeps the win but need not make progress, so a game could circle to the move limit
    const wins = await page.$$('#board [data-cell].win');
    let cell = null, best = Infinity;
    for (const w of wins) {
      const m = /in (\d+) plies/.exec(await w.getAttribute('title') || '');
      const r = m ? Number(m[1]) : 1e9;
      if (cell === null || r < best) cell = w, best = r;
    }
    cell = cell || await page.$('#board [data-cell].draw') ||
           await page.$('#board [data-cell].lose') || await page.$('#board [data-move]');
    if (!cell) break;
    await cell.click();
  }
  const winner = await page.$eval(status, el => el.dataset.winner);
  const want = prediction === 'win' ? 'you' : prediction === 'lose' ? 'engine' : 'draw';
  check(winner === want && clicks > 0,
        `${game}: a game (side ${side}, seed ${seed}) played by ${clicks} clicks ends as predicted (you ${prediction}: ${winner})`,
        await page.$eval(status, el => el.textContent));
  const hist = await page.$eval('#history', el => el.textContent);
  check(hist.startsWith('value history:'), `${game}: the value history is shown at the end`);
}

async function goExplore(page) {
  const input = '1\n4\nxoo.\noxxo\nooxo\n.oox\n';
  await page.fill('[data-testid=input]', input);
  const each = native('go', 'each', input).trim().split('\n').map(l => l.split(' '));
  let ok = true;
  for (const [r, c, , count] of each) {
    await page.click(`#go-board [data-cell="${r},${c}"]`);
    const got = await page.$eval('[data-testid=go-status]', el => el.dataset.count);
    const dead = await page.$$eval('#go-board .dead', els => els.length);
    if (got !== count || dead !== Number(count)) {
      ok = false;
      console.log(`     stone ${r} ${c}: go each ${count}, page ${got}, ${dead} marked: ` +
                  await page.$eval("[data-testid=go-status]", el => el.textContent));
    }
  }
  check(ok && each.length > 0, `go: explore counts and marked stones = gridgames go each (${each.length} stones)`);
}

/* A long solve (a 4000 x 4000 Go board, 16 MB, opened with the file picker: kept aside, not
 * shown in the editor) runs in the worker: the page still answers, Cancel ends it, and the
 * next solve works. */
async function cancelCheck(page) {
  const big = native('go', 'gen', '', ['--seed', '1', '--t', '1', '--n', '4000']);
  await page.setInputFiles('#file', {name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big)});
  await page.waitForFunction(() => document.querySelector('[data-testid=input]').placeholder.includes('MB'));
  await page.selectOption('#action', 'solve');
  await page.click('[data-testid=solve]');
  await page.waitForTimeout(150);
  let answered = Infinity; /* the page's quickest answer while the worker solves */
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    await page.evaluate(() => 1);
    answered = Math.min(answered, Date.now() - t0);
  }
  const running = await page.$eval('#cancel', el => !el.disabled);
  await page.click('#cancel');
  const text = await page.$eval('#elapsed', el => el.textContent);
  check(running && answered < 500 && text === 'cancelled',
        'go: a 4000 x 4000 solve runs in the worker (the page answers) and Cancel ends it',
        `running ${running}, answered in ${answered} ms, elapsed "${text}"`);
  const ex = '1\n3\nxo.\noxo\nxoo\n';
  check(await solveInPage(page, ex) === native('go', 'solve', ex), 'go: after Cancel a new solve works');
}

async function main() {
  mkdirSync(shots, {recursive: true});
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/index.html`;
  const {page, close} = await launch();
  const errors = [];
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', e => errors.push(String(e)));
  try {
    await page.goto(base);
    await page.waitForSelector('body[data-ready="1"]');
    const info = await page.evaluate(() => state.games);
    for (const game of GAMES) {
      const g = info.find(x => x.name === game);
      await openGame(page, base, game);
      check(true, `${game}: the page loads and draws its picture`);
      if (g.examples.length) await solveInPage(page, g.examples[0].input);
      if (g.examples.length) await pictureChecks(page, game, g.examples[0].input);
      await page.screenshot({path: join(shots, game + '.png'), fullPage: true});
      await solveChecks(page, game, g);
      if (g.play) {
        await undoCheck(page, game);
        await playToEnd(page, game, 0, 1);
        await playToEnd(page, game, 1, 2);
      }
      if (game === 'go') {
        await goExplore(page);
        await cancelCheck(page);
      }
    }
    await page.goto('file://' + join(web, 'index.html') + '#/mimo');
    await page.waitForSelector('body[data-ready="1"]');
    const ex = info.find(x => x.name === 'mimo').examples[0].input;
    check(await solveInPage(page, ex) === native('mimo', 'solve', ex), 'file://: mimo example solved = CLI');
  } catch (e) {
    check(false, 'the run finished', e.stack);
  }
  check(errors.length === 0, 'no console errors', errors.join('\n     '));
  await close();
  server.close();
  console.log(`test-web: ${passed} passed, ${failed} failed (screenshots in build/web-shots/)`);
  process.exit(failed ? 1 : 0);
}

main();
