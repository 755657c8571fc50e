// run.mjs: ./build.sh test-web. Serves build/web on localhost, drives every page of the app in
// Debian's chromium through playwright-core, and checks it against the native command:
//   - each page opens with its first example solved and its picture fitted to the panel, at
//     1280 px and at 390 px (a phone), no page wider than the window;
//   - every built-in example and three seeded `gen` inputs, solved in the page (Solve button,
//     which runs in the Web Worker), give the CLI's stdout byte for byte; gen's flags are
//     checkboxes;
//   - the picture holds an SVG, zoom and fit scale it; the page has an icon and logs no
//     console error;
//   - every playable game is played by clicks to its end (the person takes a winning move when
//     one is coloured so), and the result matches the prediction shown at the start; the
//     value strip shows each ply, and marks a losing click from a won start;
//   - the address holds the game: Copy link copies it, and it reopens the game in a new page;
//   - Go explore: a clicked stone's count equals the `go each` line of that stone;
//   - the page also works opened from file://;
//   - Knightmare's, Tokens', Lame queen's and Mimo's boards: pieces, targets, axes, move
//     values, the windows of large boards and the moves outside them, the cells Tokens' black
//     moves mark on hover;
//   - the download (build/web) stays under 1.5 MB;
//   - screenshots of every page at both widths in build/web-shots/ (and of the boards above).
// Prints one line per check and a summary; exits 1 on any failure.
import {spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {root, web, cli, native, serve, solveInPage, launch} from './common.mjs';

const shots = join(root, 'build/web-shots');
/* the games the command lists (`gridgames --help`, "games:"), as the app lists them */
const GAMES = spawnSync(cli, ['--help'], {encoding: 'utf8'}).stdout.split('\ngames:\n')[1]
  .split('\n\n')[0].split('\n').map(line => line.trim().split(/\s+/)[0]);
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
                                  location.hash.split('?')[0] === '#/' + g, game);
  /* the page solves the example, then draws it (one queue): the picture comes last */
  await page.waitForSelector('[data-testid=picture] svg', {timeout: 60000});
}

/* On load the page has solved its first example (no click) and fitted the picture to its
 * panel: not wider than the panel, and as wide as the panel unless the SVG is narrower. */
async function loadChecks(page, game, info, width) {
  if (info.examples.length) {
    const out = await page.$eval('[data-testid=output]', el => el.textContent);
    check(out === native(game, 'solve', info.examples[0].input) && out !== '',
          `${game} (${width} px): the example is solved on load = CLI`, JSON.stringify(out).slice(0, 200));
  }
  const fit = await page.evaluate(() => {
    const box = document.getElementById('picture'), svg = box.querySelector('svg');
    const w = svg.getBoundingClientRect().width, own = Number(svg.getAttribute('width'));
    return {w, own, panel: box.clientWidth, wide: box.scrollWidth};
  });
  check(fit.w <= fit.panel + 0.5 && fit.wide <= fit.panel && (fit.w >= fit.panel - 1 || fit.w === fit.own),
        `${game} (${width} px): the picture is fitted to its panel (${fit.w.toFixed(0)} of ${fit.panel} px)`,
        JSON.stringify(fit));
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(over <= 0, `${game} (${width} px): the page is no wider than the window`, `${over} px too wide`);
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
  /* a flag of the gen synopsis ([--contest]) is a checkbox */
  const gen = info.actions.find(a => a.name === 'gen');
  for (const [, flag] of gen.synopsis.matchAll(/\[--([a-z-]+)\]/g)) {
    const box = `#gen-fields input[type=checkbox][name=${flag}]`;
    const ok = await page.$(box) !== null;
    if (ok) {
      await page.check(box);
      await page.evaluate(() => setInput('')); /* --contest may give the same input */
      await page.click('#gen-run');
      await page.waitForFunction(() => getInput() !== '');
      await page.uncheck(box);
    }
    const got = ok ? await page.evaluate(() => getInput()) : '';
    check(ok && got === native(game, 'gen', '', ['--seed', '7', '--' + flag]),
          `${game}: gen's --${flag} is a checkbox; checked (seed 7) = gridgames ${game} gen --seed 7 --${flag}`);
  }
}

/* The picture's download link holds the command's `draw` output; zoom scales the SVG. */
async function pictureChecks(page, game, input) {
  const svg = await page.evaluate(async () => (await fetch(document.getElementById('download').href)).text());
  check(svg === native(game, 'draw', input) && svg.includes('<svg'),
        `${game}: the downloadable picture = gridgames ${game} draw`);
  const width = () => page.$eval('[data-testid=picture] svg', el => el.getBoundingClientRect().width);
  const before = await width();
  await page.click('#zoom-in');
  const after = await width();
  await page.click('#zoom-fit');
  const fitted = await width();
  check(Math.abs(after / before - 1.25) < 0.01 && Math.abs(fitted - before) < 0.5,
        `${game}: zoom scales the picture (${before.toFixed(0)} to ${after.toFixed(0)} px), fit gives it back`);
}

/* One move, then Undo: the position and the status come back. */
async function undoCheck(page, game) {
  await page.selectOption('#side', '0');
  await page.click('#new-random');
  const before = await page.$eval('#board', el => el.innerHTML);
  const status = await page.$eval('[data-testid=play-status]', el => el.textContent);
  const side = await page.evaluate(() => state.game.play.sides[0]);
  check(status.startsWith('You play ' + (side.endsWith(' player') ? 'the ' + side : side) + '. Prediction: you '),
        `${game}: the status says whom you play ("${status.slice(0, 40)}...")`);
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

/* Plays the game on the page to its end by clicks: a winning move with the least remoteness
 * when one is coloured so (the hover title says "in N plies": any winning move keeps the win
 * but need not make progress, so a game could circle to the move limit), else a draw, else a
 * loss. Returns {prediction, winner, clicks, kinds}: kinds holds 'cell' (a cell of the drawn
 * board) and 'button' (a move button) as clicked. */
async function clickToEnd(page) {
  const status = '[data-testid=play-status]';
  const prediction = await page.$eval(status, el => el.dataset.prediction);
  let clicks = 0;
  const kinds = new Set();
  for (; clicks < 400; clicks++) {
    if (await page.$eval(status, el => el.dataset.winner !== undefined)) break;
    const wins = await page.$$('#board [data-cell].win, #board [data-move].win');
    let cell = null, best = Infinity;
    for (const w of wins) {
      const m = /in (\d+) plies/.exec(await w.getAttribute('title') || '');
      const r = m ? Number(m[1]) : 1e9;
      if (cell === null || r < best) cell = w, best = r;
    }
    cell = cell || await page.$('#board [data-cell].draw, #board [data-move].draw') ||
           await page.$('#board [data-cell].lose, #board [data-move].lose') || await page.$('#board [data-move]');
    if (!cell) break;
    kinds.add(await cell.evaluate(el => el.closest('.grid') ? 'cell' : 'button'));
    await cell.click();
  }
  return {prediction, winner: await page.$eval(status, el => el.dataset.winner), clicks, kinds};
}

/* The value strip after a game: one square per ply, then the result; the first square holds
 * the prediction, your squares are your clicks, and `thrown` lists the plies marked. */
const strip = page => page.$$eval('#history ol.strip li', els => els.map(e => ({
  ply: e.dataset.ply, who: e.dataset.who, value: e.dataset.value, thrown: e.classList.contains('thrown'),
  end: e.classList.contains('end')})));

async function playToEnd(page, game, side, seed) {
  await page.selectOption('#side', String(side));
  await page.fill('#play-seed', String(seed));
  await page.click('#new-random');
  const {prediction, winner, clicks, kinds} = await clickToEnd(page);
  const want = prediction === 'win' ? 'you' : prediction === 'lose' ? 'engine' : 'draw';
  check(winner === want && clicks > 0,
        `${game}: a game (side ${side}, seed ${seed}) played by ${clicks} clicks ends as predicted (you ${prediction}: ${winner})`,
        await page.$eval('[data-testid=play-status]', el => el.textContent));
  const sq = await strip(page), plies = sq.filter(q => !q.end);
  check(sq.length === plies.length + 1 && sq[sq.length - 1].end && plies.length >= clicks &&
        plies.filter(q => q.who === 'you').length === clicks && plies[0].value === prediction &&
        plies.every((q, i) => q.ply === String(i + 1)) && !plies.some(q => q.thrown),
        `${game}: the value strip shows the ${plies.length} plies (${clicks} yours), starting at the prediction, none thrown away`,
        JSON.stringify(sq).slice(0, 300));
  /* every game draws a board; Tokens' black moves (a letter per token) are buttons under it */
  const want_kind = game === 'tokens' && side === 1 ? 'button' : 'cell';
  check(clicks === 0 || (kinds.size === 1 && kinds.has(want_kind)),
        `${game}: the moves (side ${side}) were clicked as ${want_kind}s`, [...kinds].join(', '));
}

/* A won start where the first click is a losing move: the strip marks that ply, and only it. */
async function thrownCheck(page, game) {
  await page.selectOption('#side', '0');
  let seed = 1;
  for (; seed < 40; seed++) {
    await page.fill('#play-seed', String(seed));
    await page.click('#new-random');
    if (await page.$eval('[data-testid=play-status]', el => el.dataset.prediction) === 'win' &&
        await page.$('#board [data-cell].lose')) break;
  }
  const bad = await page.$('#board [data-cell].lose');
  if (bad) await bad.click();
  const {winner} = await clickToEnd(page);
  const sq = await strip(page), thrown = sq.filter(q => q.thrown);
  const first = sq.find(q => q.who === 'you');
  check(bad !== null && winner === 'engine' && thrown.length === 1 && thrown[0] === first && first.value === 'win',
        `${game}: a won start (seed ${seed}) thrown away by a losing click: the strip marks that ply (${first && first.ply}) and no other`,
        JSON.stringify(sq).slice(0, 300));
}/* The position now: its text (the analyze format), side to move and moves with values. */
const posState = page => page.evaluate(() => callJson('gg_web_pos_state', state.play.h));

/* The drawn board as {cell: {text, cls, title}}. */
const boardCells = page => page.$$eval('#board .grid [data-cell]', els => Object.fromEntries(
  els.map(e => [e.dataset.cell, {text: e.textContent, cls: e.className, title: e.title}])));

/* The screen offset [right, down] from cell a to cell b of the board, in cells. */
const offset = (page, a, b) => page.evaluate(([a, b]) => {
  const r = k => document.querySelector(`#board .grid [data-cell="${k}"]`).getBoundingClientRect();
  return [Math.round((r(b).left - r(a).left) / 27), Math.round((r(b).top - r(a).top) / 27)];
}, [a, b]);

/* The cells holding a legal move carry exactly that move's value; no other cell is coloured. */
function movesOnCells(cells, moves, keyOf) {
  const want = new Map(moves.map(m => [keyOf(m.move), m.eval.value]));
  return Object.entries(cells).every(([k, c]) => {
    const v = ['win', 'lose', 'draw', 'unknown'].find(x => c.cls.split(' ').includes(x));
    return v === want.get(k) && (!v || c.title.startsWith(moves.find(m => keyOf(m.move) === k).move + ':'));
  }) && [...want.keys()].every(k => k in cells);
}

/* Knightmare's board: the knights and targets where the text puts them, the moves on their
 * cells; a 300 x 300 board is drawn as a 60 x 60 window around the knight to move. */
async function knightmareBoard(page) {
  await page.selectOption('#side', '0');
  await page.fill('#play-seed', '3');
  await page.click('#new-random');
  let st = await posState(page), cells = await boardCells(page);
  const [n, m, x1, y1, x2, y2] = st.text.trim().split(/\s+/).map(Number);
  const key = mv => mv.replace(' ', ',');
  const targets = Object.entries(cells).filter(([, c]) => c.cls.includes('target')).map(([k]) => k).sort();
  check(Object.keys(cells).length === n * m && cells[x1 + ',' + y1].text === 'W' &&
        cells[x2 + ',' + y2].text === 'B' && Object.values(cells).filter(c => c.text).length === 4 &&
        targets.join(' ') === [n / 2 + ',' + m / 2, (n / 2 + 1) + ',' + m / 2].sort().join(' ') &&
        movesOnCells(cells, st.moves, key) && String(await offset(page, '1,1', '2,3')) === '2,1',
        `knightmare: the ${n} x ${m} board (rows x top down, columns y) shows the knights, both targets and each move by its value`,
        st.text + JSON.stringify(cells).slice(0, 300));
  await page.fill('[data-testid=input]', '300 300\n1 1 300 300\nwhite\n');
  await page.click('#new-input');
  st = await posState(page);
  cells = await boardCells(page);
  const labels = await page.$$eval('#board .grid .label', els => els.map(e => e.textContent));
  check(Object.keys(cells).length === 3600 && cells['1,1'].text === 'W' && !('300,300' in cells) &&
        labels.includes('60') && movesOnCells(cells, st.moves, key) && st.moves.length > 0,
        'knightmare: a 300 x 300 board is drawn as a 60 x 60 window around white, its moves coloured',
        st.text + ' ' + Object.keys(cells).length);
  await page.screenshot({path: join(shots, 'knightmare-window.png'), fullPage: true});
  const before = await page.$eval('#board', el => el.innerHTML);
  await page.click('#board [data-cell="2,3"]');
  st = await posState(page);
  cells = await boardCells(page);
  check(await page.$eval('#board', el => el.innerHTML) !== before && Object.keys(cells).length === 3600 &&
        cells['2,3'] && cells['2,3'].text === 'W' && !st.error,
        'knightmare: a click on the window moves the knight there; the engine replies',
        st.text);
}

const STEP = {U: [0, 1], D: [0, -1], L: [-1, 0], R: [1, 0]};

/* Tokens' board: white and the tokens where the text puts them, white's moves on the neighbour
 * cells; as black, hovering a move button marks the cells the tokens go to. */
async function tokensBoard(page) {
  await page.selectOption('#side', '0');
  await page.fill('#play-seed', '3');
  await page.click('#new-random');
  let st = await posState(page), cells = await boardCells(page);
  const parse = text => {
    const v = text.trim().split(/\s+/).map(Number), n = v[0];
    return {tok: Array.from({length: n}, (_, i) => [v[1 + 2 * i], v[2 + 2 * i]]), w: [v[1 + 2 * n], v[2 + 2 * n]]};
  };
  let {tok, w} = parse(st.text);
  const wkey = mv => (w[0] + STEP[mv][0]) + ',' + (w[1] + STEP[mv][1]);
  check(cells[w.join(',')].text === 'W' && tok.every(([x, y]) => /^[a-z*]$/.test(cells[x + ',' + y].text)) &&
        movesOnCells(cells, st.moves, wkey) && st.moves.length > 0 &&
        String(await offset(page, w.join(','), (w[0] + 1) + ',' + (w[1] + 1))) === '1,-1',
        `tokens: the board (x rightward, y upward) shows white, the ${tok.length} tokens and white's moves by value on its neighbours`,
        st.text);
  await page.selectOption('#side', '1');
  await page.fill('#play-seed', '2');
  await page.click('#new-random');
  st = await posState(page);
  ({tok, w} = parse(st.text));
  const buttons = await page.$$('#board .moves [data-move]');
  let ok = buttons.length === st.moves.length && buttons.length > 0;
  for (const b of buttons.slice(0, 4)) {
    const mv = await b.getAttribute('data-move');
    await b.hover();
    /* each marked cell is labelled by the tokens (a, b, c, ... in input order) that go there */
    const marked = await page.$$eval('#board .grid .dest', els => els.map(e => e.dataset.cell + ':' + e.dataset.to).sort());
    cells = await boardCells(page);
    const to = new Map();
    tok.forEach(([x, y], i) => {
      const k = (x + STEP[mv[i]][0]) + ',' + (y + STEP[mv[i]][1]);
      if (k in cells) to.set(k, (to.get(k) || '') + String.fromCharCode(97 + i));
    });
    const want = [...to].map(([k, l]) => k + ':' + l).sort();
    if (marked.join(' ') !== want.join(' ')) ok = false, console.log('     ' + mv + ': ' + marked + ' vs ' + want);
  }
  await page.screenshot({path: join(shots, 'tokens-black.png'), fullPage: true});
  await page.hover('#play-status');
  check(ok && await page.$$eval('#board .dest', els => els.length) === 0,
        `tokens: as black, ${buttons.length} move buttons; hovering one marks the cells its tokens go to`);
}

/* The game is in the address (#/GAME?pos=START&moves=M1,M2...&side=N); Copy link puts the
 * address on the clipboard, and the link opened in a new page shows the same position, side to
 * move, board and status. */
async function linkCheck(ctx, page, game) {
  await page.selectOption('#side', '1');
  let move = null, st = null;
  for (let seed = 2; seed < 12 && (!st || st.over); seed++) { /* a game not over after a click */
    await page.fill('#play-seed', String(seed));
    await page.click('#new-random');
    /* a losing move off row and column 1: in Lame queen a winning one, or one to the edge,
     * may end the game at once */
    const lose = [];
    for (const c of await page.$$('#board .grid [data-cell].lose'))
      if (!(await c.getAttribute('data-cell')).split(',').includes('1')) lose.push(c);
    move = lose[0] ||
           await page.$('#board .grid [data-cell].win, #board .grid [data-cell].draw, #board [data-move]');
    if (move) await move.click();
    st = await posState(page);
  }
  await page.hover('#play-status'); /* no move button hovered */
  const html = p => p.$eval('#board', el => el.innerHTML.replace(/ class=""/g, ''));
  const board = await html(page);
  const status = await page.$eval('[data-testid=play-status]', el => el.textContent);
  const params = new URLSearchParams(new URL(page.url()).hash.split('?')[1] || '');
  const game0 = await page.evaluate(() => [state.play.start, state.play.plies.map(q => q.move).join(',')]);
  check(move !== null && !st.over && params.get('pos') === game0[0] && params.get('moves') === game0[1] &&
        params.get('side') === '1' && game0[1].split(',').length >= 2,
        `${game}: the address holds the start and the plies (${JSON.stringify(page.url().split('#')[1]).slice(0, 70)}...)`);
  await page.$eval('#link-status', el => { delete el.dataset.link; });
  await page.click('#copy-link');
  await page.waitForSelector('#link-status[data-link]');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  check(link === page.url(), `${game}: Copy link puts the address on the clipboard`, link);
  const other = await ctx.newPage();
  const errors = [];
  other.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  await other.goto(link);
  await other.waitForSelector('body[data-ready="1"]');
  await other.waitForSelector('[data-testid=picture] svg', {timeout: 60000});
  const st2 = await posState(other);
  check(st2.text === st.text && st2.to_move === st.to_move && await html(other) === board &&
        await other.$eval('[data-testid=play-status]', el => el.textContent) === status && errors.length === 0,
        `${game}: the link opened in a new page reopens the game: "${status.slice(0, 60)}..."`,
        JSON.stringify(st2.text) + ' vs ' + JSON.stringify(st.text) + ' ' + errors.join(' '));
  await other.close();
}

/* Lame queen at every size: a 1000 x 700 start is a 60 x 60 window whose top right corner is
 * the queen, each move in it on its cell by value, the others best first as buttons (at most
 * 12, the rest counted); a 100 x 80 game (8000 cells) is played by clicks to the predicted end. */
async function lamequeenWindow(page) {
  await page.selectOption('#side', '0');
  await page.fill('[data-testid=input]', '3 1000 700\n');
  await page.click('#new-input');
  const st = await posState(page), cells = await boardCells(page);
  const inside = st.moves.filter(m => m.move.replace(' ', ',') in cells);
  const buttons = await page.$$eval('#board .moves.off [data-move]', els => els.map(e => [e.dataset.move, e.className]));
  const rank = {win: 0, draw: 1, unknown: 2, lose: 3};
  const off = st.moves.length - inside.length;
  const caption = await page.$eval('#board', el => el.textContent);
  check(Object.keys(cells).length === 3600 && cells['1000,700'].text === '♛' && '941,641' in cells &&
        !('940,700' in cells) && movesOnCells(cells, inside, m => m.replace(' ', ',')) && inside.length > 0 &&
        buttons.length === Math.min(12, off) && caption.includes(off + ' moves outside the window') &&
        buttons.every((b, i) => i === 0 || rank[buttons[i - 1][1]] <= rank[b[1]]) &&
        buttons.every(([mv, cls]) => st.moves.find(m => m.move === mv && m.eval.value === cls)),
        `lamequeen: a 1000 x 700 board is a 60 x 60 window at the queen (${inside.length} moves on cells, ` +
        `${off} outside, the best ${buttons.length} as buttons)`, JSON.stringify(buttons).slice(0, 200));
  await page.screenshot({path: join(shots, 'lamequeen-window.png'), fullPage: true});
  await page.click('#all-moves');
  const all = await page.$$eval('#board .moves.off [data-move]', els => els.map(e => e.dataset.move));
  check(all.length === off && new Set([...all, ...inside.map(m => m.move)]).size === st.moves.length,
        `lamequeen: "show all" lists the ${off} moves outside the window`, `${all.length} buttons`);
  await page.fill('[data-testid=input]', '2 100 80\n');
  await page.click('#new-input');
  const n = Object.keys(await boardCells(page)).length;
  const {prediction, winner, clicks, kinds} = await clickToEnd(page);
  const want = prediction === 'win' ? 'you' : prediction === 'lose' ? 'engine' : 'draw';
  check(n === 3600 && winner === want && clicks > 0 && kinds.has('cell'),
        `lamequeen: a 100 x 80 game in a window, played by ${clicks} clicks (${[...kinds]}), ends as predicted (you ${prediction}: ${winner})`);
}

/* Mimo's window (display: the library plays grids up to its own limit): a 100 x 100 grid drawn
 * as 60 x 60 around its tokens, and a 10^18 x 10^18 grid around the best move, exactly. */
async function mimoWindow(page) {
  const draw = (text, moves) => page.evaluate(([text, moves]) => {
    drawBoard({text, moves, over: false, to_move: 0, eval: {value: 'win', remoteness: -1}});
    const cells = [...document.querySelectorAll('#board .grid [data-cell]')];
    return {n: cells.length, at: Object.fromEntries(cells.filter(e => e.textContent || e.className)
              .map(e => [e.dataset.cell, e.textContent + ' ' + e.className])),
            off: [...document.querySelectorAll('#board .moves.off [data-move]')].map(e => e.dataset.move)};
  }, [text, moves]);
  const win = m => ({move: m, eval: {value: 'win', remoteness: -1}}), lose = m => ({move: m, eval: {value: 'lose', remoteness: -1}});
  const a = await draw('100 100 4\n50 60\n50 60\n3 99\n90 20\n', [win('3 99 L'), lose('50 60 L'), lose('90 20 L')]);
  const big = '999999999999999999';
  const b = await draw(`1000000000000000000 1000000000000000000 2\n${big} ${big}\n1 2\n`, [win(`${big} ${big} L`), lose('1 2 L')]);
  check(a.n === 3600 && a.at['50,60'] === '2 piece lose' && a.at['3,99'] === '1 piece win' && !('90,20' in a.at) &&
        String(a.off) === '90 20 L' && b.n === 3600 && b.at[big + ',' + big] === '1 piece win' && String(b.off) === '1 2 L',
        'mimo: a 100 x 100 grid is a 60 x 60 window on its tokens, a 10^18 grid one on the winning move (exact), other moves as buttons',
        JSON.stringify([a, b]).slice(0, 400));
  await page.click('#new-random');
}

/* The page names an icon that loads (a missing one is a 404 in the console). */
async function iconCheck(page) {
  const w = await page.evaluate(() => new Promise(ok => {
    const l = document.querySelector('link[rel~=icon]');
    if (!l) return ok(0);
    const img = new Image();
    img.onload = () => ok(img.naturalWidth);
    img.onerror = () => ok(0);
    img.src = l.href;
  }));
  check(w > 0, 'the page has an icon (an SVG) that loads');
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
  /* events, not a clock: the worker has the job once Cancel is enabled; a page whose own
   * thread were solving could not answer the evaluate below before the solve ended, and
   * Cancel would be disabled again by then */
  await page.waitForFunction(() => !document.getElementById('cancel').disabled);
  const answered = await page.evaluate(() => document.getElementById('cancel').disabled === false);
  await page.click('#cancel');
  const text = await page.$eval('#elapsed', el => el.textContent);
  check(answered && text === 'cancelled',
        'go: a 4000 x 4000 solve runs in the worker (the page answers) and Cancel ends it',
        `answered while running ${answered}, elapsed "${text}"`);
  const ex = '1\n3\nxo.\noxo\nxoo\n';
  check(await solveInPage(page, ex) === native('go', 'solve', ex), 'go: after Cancel a new solve works');
}

async function main() {
  mkdirSync(shots, {recursive: true});
  const size = readdirSync(web).reduce((t, f) => t + statSync(join(web, f)).size, 0);
  check(size < 1.5e6, `the download (build/web, ${readdirSync(web).length} files) is ${(size / 1e3).toFixed(0)} KB, under 1.5 MB`);
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/index.html`;
  const {ctx, page, close} = await launch();
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = [];
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', e => errors.push(String(e)));
  try {
    await page.goto(base);
    await page.waitForSelector('body[data-ready="1"]');
    await page.screenshot({path: join(shots, 'home.png'), fullPage: true});
    await iconCheck(page);
    const info = await page.evaluate(() => state.games);
    for (const game of GAMES) {
      const g = info.find(x => x.name === game);
      await openGame(page, base, game);
      check(await page.$$eval('[data-testid=picture] svg', els => els.length) === 1 &&
            await page.$eval('#title', el => el.textContent.length > 0),
            `${game}: the page loads, with its title and one picture`);
      await loadChecks(page, game, g, 1280);
      await page.screenshot({path: join(shots, game + '.png'), fullPage: true});
      if (g.examples.length) await pictureChecks(page, game, g.examples[0].input);
      await solveChecks(page, game, g);
      if (g.play) {
        await undoCheck(page, game);
        await playToEnd(page, game, 0, 1);
        await playToEnd(page, game, 1, 2);
        await page.screenshot({path: join(shots, game + '-over.png'), fullPage: true});
        await linkCheck(ctx, page, game);
      }
      if (game === 'lamequeen') {
        await thrownCheck(page, game);
        await page.screenshot({path: join(shots, 'lamequeen-thrown.png'), fullPage: true});
        await lamequeenWindow(page);
      }
      if (game === 'mimo') await mimoWindow(page);
      if (game === 'knightmare') await knightmareBoard(page);
      if (game === 'tokens') await tokensBoard(page);
      if (game === 'go') {
        await goExplore(page);
        await cancelCheck(page);
      }
    }
    /* a phone: every page at 390 px, the example solved and the picture fitted */
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(base + '#/');
    await page.waitForSelector('body[data-ready="1"]');
    await page.screenshot({path: join(shots, 'home-390.png'), fullPage: true});
    for (const game of GAMES) {
      await openGame(page, base, game);
      await loadChecks(page, game, info.find(x => x.name === game), 390);
      await page.screenshot({path: join(shots, game + '-390.png'), fullPage: true});
    }
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('file://' + join(web, 'index.html') + '#/mimo');
    await page.waitForSelector('body[data-ready="1"]');
    /* the page solves its example on load: let that finish first, or its solve() (which
     * clears the output) can land after the one below and empty the output it reads */
    await page.waitForFunction(() => document.getElementById('elapsed').dataset.ms !== undefined &&
                                      document.getElementById('cancel').disabled);
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
