/* app.js: the page logic of the gridgames app: routing, the input editor, gen, Solve in a
 * worker, the picture, Play and the Go explorer. No game rule is written here: every answer,
 * move list, value and picture comes from the C library (gg.js, entry web/gg_web.c). What is
 * game-specific here is display only: how a position's text maps onto a grid of cells (BOARDS)
 * and the rules in a few words (RULES). */
'use strict';

const RULES = {
  mimo: 'An n × m grid holds k alike tokens. Mimo and Yuyu alternate, Mimo first. A turn takes ' +
    'one token off and walks from its cell to column 1: the first step goes left, then steps go ' +
    'left, up or down, never right, and never revisit a cell; a new token lands on every cell ' +
    'the walk enters. Whoever cannot move loses. Who wins with perfect play?',
  go: 'A board of black (x), white (o) and empty (.) points. A stone lives if it touches an ' +
    'empty point or is connected through stones of its colour to one that does. For every ' +
    'stone, flip its colour alone and count the white stones that are then not alive; the ' +
    'answer is a hash of these counts.',
  tokens: 'On the infinite grid, one white token and n black tokens. Each turn the side to ' +
    'move shifts every one of its tokens one step (black chooses per token); white may never ' +
    'end its move on a black token and loses when it has no allowed step. From how many ' +
    'starting points of the white token can black force a win?',
  lamequeen: 'A queen stands at (x, y). A move goes any distance left or down, or diagonally ' +
    'down-left by a multiple of d; the player who cannot move (at (1, 1)) loses. A query asks ' +
    'the share of losing positions (for the player to move) in a rectangle.',
  knightmare: 'Two knights on an even n × m board. White aims at (n/2, m/2), black at ' +
    '(n/2+1, m/2); white moves first. A knight wins by capturing the other, or by standing on ' +
    'its target while the other knight does not attack it. Our program picks a side and wins.',
};

/* Display only: the cells of a position, from its text (the analyze format), and the cell of
 * a move (the first two numbers of its text). Games without an entry show the engine's own
 * text view and their moves as buttons. */
const BOARDS = {
  lamequeen(text, start) { /* "d x y": the queen at column x, row y; rows drawn top down */
    const [, x, y] = text.trim().split(/\s+/).map(Number);
    const [, x0, y0] = start.trim().split(/\s+/).map(Number);
    if (x0 * y0 > 3600) return null;
    return {cols: x0, rows: y0, cell: (c, r) => ({x: c + 1, y: y0 - r}),
            piece: (x1, y1) => x1 === x && y1 === y ? '♛' : ''};
  },
  mimo(text) { /* "n m k" then k lines "row col": token counts per cell */
    const v = text.trim().split(/\s+/).map(Number);
    const [n, m, k] = v;
    if (n * m > 3600) return null;
    const count = new Map();
    for (let i = 0; i < k; i++) {
      const key = v[3 + 2 * i] + ',' + v[4 + 2 * i];
      count.set(key, (count.get(key) || 0) + 1);
    }
    return {cols: m, rows: n, cell: (c, r) => ({x: r + 1, y: c + 1}),
            piece: (x1, y1) => { const c = count.get(x1 + ',' + y1); return c ? String(c) : ''; }};
  },
};

const $ = id => document.getElementById(id);
const state = {chain: Promise.resolve(), bigInput: null, games: null, game: null, mod: null,
               worker: null, busy: null, play: null, zoom: 1};

/* ---- the main-thread module: play and the Go explorer (quick calls) --------------------- */

function callJson(fn, ...args) { /* args: strings (copied to the heap) or numbers */
  const M = state.mod, ptrs = [];
  const cargs = args.map(a => {
    if (typeof a !== 'string') return a;
    const n = M.lengthBytesUTF8(a), p = M._malloc(n + 1);
    M.stringToUTF8(a, p, n + 1);
    ptrs.push(p);
    return p;
  });
  const r = M['_' + fn](...cargs);
  ptrs.forEach(p => M._free(p));
  if (!r) return null;
  const s = M.UTF8ToString(r);
  M._free(r);
  return JSON.parse(s);
}
const bytes = s => state.mod.lengthBytesUTF8(s);

/* ---- solving in the worker ---------------------------------------------------------------- */

function worker() {
  if (!state.worker) {
    state.worker = ggNewWorker();
    state.worker.onmessage = e => {
      if (e.data.ready || !state.busy) return;
      const done = state.busy;
      state.busy = null;
      done(e.data);
    };
  }
  return state.worker;
}

/* Runs an action in the worker after those already asked for; resolves with
 * {code, out, err, ms}, or null if cancelled. */
function runAction(action, input, args) {
  const job = state.chain.then(() => new Promise(resolve => {
    const t0 = performance.now();
    const tick = setInterval(() => {
      $('elapsed').textContent = action + ': ' + ((performance.now() - t0) / 1000).toFixed(1) + ' s…';
    }, 100);
    $('cancel').disabled = false;
    state.busy = res => {
      clearInterval(tick);
      $('cancel').disabled = true;
      resolve(res);
    };
    worker().postMessage({game: state.game.name, action, input, args});
  }));
  state.chain = job;
  return job;
}

function cancel() {
  if (!state.busy) return;
  state.worker.terminate(); /* the C call cannot be interrupted: end the worker */
  state.worker = null;
  const done = state.busy;
  state.busy = null;
  $('elapsed').textContent = 'cancelled';
  done(null);
}

/* The editor's text. An input over BIG_INPUT characters (from a file) is kept aside, not put
 * in the editor, which would take seconds to lay it out; typing in the editor drops it. */
const BIG_INPUT = 4000000;
function getInput() { return $('input').value || state.bigInput || ''; }
function setInput(text) {
  const ta = $('input');
  state.bigInput = text.length > BIG_INPUT ? text : null;
  ta.value = state.bigInput ? '' : text;
  ta.placeholder = state.bigInput
    ? 'a ' + (text.length / 1e6).toFixed(1) + ' MB input is loaded (not shown); type here to replace it'
    : 'judge input (drop a file here)';
  if (state.game && state.game.name === 'go') goBoard();
}

const argLines = s => s.trim() ? s.trim().split(/\s+/).join('\n') : '';

async function solve() {
  const action = $('action').value;
  $('output').textContent = '';
  $('stderr').textContent = '';
  $('code').textContent = '';
  const res = await runAction(action, getInput(), argLines($('options').value));
  if (!res) return;
  $('output').textContent = res.out;
  $('stderr').textContent = res.err;
  $('code').textContent = res.code ? '(exit code ' + res.code + ')' : '';
  $('elapsed').textContent = action + ': ' + res.ms.toFixed(1) + ' ms';
  $('elapsed').dataset.ms = res.ms;
}

async function draw() {
  const res = await runAction('draw', getInput(), '');
  if (!res) return;
  if (res.code) {
    $('picture').textContent = res.err;
    $('download').hidden = true;
    return;
  }
  $('picture').innerHTML = res.out;
  $('elapsed').textContent = 'draw: ' + res.ms.toFixed(1) + ' ms';
  const a = $('download');
  if (a.href.startsWith('blob:')) URL.revokeObjectURL(a.href);
  a.href = URL.createObjectURL(new Blob([res.out], {type: 'image/svg+xml'}));
  a.download = state.game.name + '.svg';
  a.hidden = false;
  state.zoom = 1; /* a new picture starts at its own size */
  zoom(1);
}

function zoom(f) {
  state.zoom = Math.min(8, Math.max(0.125, state.zoom * f));
  const svg = $('picture').querySelector('svg');
  if (svg) svg.style.transform = 'scale(' + state.zoom + ')';
}

/* ---- gen: a field per option of the gen synopsis ----------------------------------------- */

function genFields(g) {
  const gen = g.actions.find(a => a.name === 'gen');
  const box = $('gen-fields');
  box.textContent = '';
  $('gen').hidden = !gen;
  if (!gen) return;
  for (const m of gen.synopsis.matchAll(/\[--([a-z-]+)(?: ([^\]]+))?\]/g)) {
    const [, name, meta] = m;
    const label = document.createElement('label');
    label.textContent = name + ' ';
    let el;
    if (meta && /^[a-z-]+(\|[a-z-]+)+$/.test(meta)) {
      el = document.createElement('select');
      ['', ...meta.split('|')].forEach(v => el.add(new Option(v || '(default)', v)));
    } else {
      el = document.createElement('input');
      el.placeholder = meta || '';
      if (name === 'seed') el.value = '1';
    }
    el.name = name;
    label.append(el);
    box.append(label);
  }
}

async function gen(e) {
  e.preventDefault();
  const words = [];
  for (const el of $('gen-fields').querySelectorAll('input,select'))
    if (el.value.trim()) words.push('--' + el.name, ...el.value.trim().split(/\s+/));
  const res = await runAction('gen', '', words.join('\n'));
  if (!res) return;
  if (res.code) { $('stderr').textContent = res.err; return; }
  setInput(res.out);
  $('stderr').textContent = '';
}

/* ---- play ----------------------------------------------------------------------------------- */

function newGame(fromInput) {
  const g = state.game;
  if (state.play) state.mod._gg_web_pos_free(state.play.h);
  const text = fromInput ? getInput() : '';
  const [tp, tn] = (() => { /* the text on the heap, or no text: a seeded random start */
    const n = bytes(text), p = state.mod._malloc(n + 1);
    state.mod.stringToUTF8(text, p, n + 1);
    return [p, fromInput ? n : -1];
  })();
  const [gp] = [state.mod._malloc(64)];
  state.mod.stringToUTF8(g.name, gp, 64);
  const h = state.mod._gg_web_pos_new(gp, tp, tn, Number($('play-seed').value) || 0);
  state.mod._free(tp);
  state.mod._free(gp);
  const me = Number($('side').value);
  state.play = {h, me, history: [], start: null, prediction: null};
  const st = callJson('gg_web_pos_state', h);
  if (st.error) return showPlay(st);
  state.play.start = st.text;
  state.play.prediction = st.to_move === me ? st.eval.value : flip(st.eval.value);
  engineTurn();
}

const flip = v => v === 'win' ? 'lose' : v === 'lose' ? 'win' : v;

function engineTurn() {
  const p = state.play;
  for (let st = callJson('gg_web_pos_state', p.h); !st.error && !st.over && st.to_move !== p.me;
       st = callJson('gg_web_pos_state', p.h)) {
    const b = callJson('gg_web_pos_best', p.h);
    if (b.error) return showPlay(b);
    p.history.push('engine ' + b.move + ' (' + st.eval.value + ' for the engine)');
    const err = callJson('gg_web_pos_play', p.h, b.move);
    if (err) return showPlay(err);
  }
  showPlay(callJson('gg_web_pos_state', state.play.h));
}

function humanMove(m, st) {
  const p = state.play;
  const err = callJson('gg_web_pos_play', p.h, m.move);
  if (err) return showPlay(err);
  p.history.push('you ' + m.move + ' (' + st.eval.value + ' before, ' + m.eval.value + ' after)');
  engineTurn();
}

function moveTitle(m) {
  return m.move + ': ' + m.eval.value +
    (m.eval.remoteness >= 0 ? ' in ' + m.eval.remoteness + ' plies' : '');
}

function showPlay(st) {
  const p = state.play, g = state.game, status = $('play-status');
  const sides = g.play.sides;
  delete status.dataset.winner;
  if (st.error) {
    status.textContent = 'error: ' + st.error;
    $('board').textContent = '';
    return;
  }
  status.dataset.prediction = p.prediction;
  if (st.over) {
    const who = st.winner < 0 ? 'draw' : st.winner === p.me ? 'you' : 'engine';
    status.dataset.winner = who;
    status.textContent = 'Result: ' + (st.winner < 0 ? 'a draw' : sides[st.winner] + ' wins') +
      (st.why ? ' (' + st.why + ')' : '') + ': ' +
      (who === 'you' ? 'you win' : who === 'engine' ? 'the engine wins' : 'a draw') +
      '. Predicted at the start: you ' + p.prediction + '.';
    $('history').textContent = 'value history:\n' + p.history.join('\n');
  } else {
    status.textContent = 'You are the ' + sides[p.me] + '. Prediction: you ' + st.eval.value +
      (st.eval.remoteness >= 0 ? ' (' + st.eval.remoteness + ' plies left with perfect play)' : '') +
      '. At the start: you ' + p.prediction + '.';
    $('history').textContent = '';
  }
  drawBoard(st);
}

function drawBoard(st) {
  const box = $('board'), p = state.play;
  box.textContent = '';
  const byCell = new Map();
  const moves = st.over ? [] : st.moves;
  for (const m of moves) {
    const c = m.move.match(/^(\d+) (\d+)/);
    if (c) byCell.set(c[1] + ',' + c[2], m);
  }
  const view = BOARDS[state.game.name] && BOARDS[state.game.name](st.text, p.start);
  if (!view) return textBoard(box, st, moves);
  const grid = document.createElement('div');
  grid.className = 'grid';
  grid.style.gridTemplateColumns = 'repeat(' + view.cols + ', 26px)';
  for (let r = 0; r < view.rows; r++) {
    for (let c = 0; c < view.cols; c++) {
      const {x, y} = view.cell(c, r), el = document.createElement('div');
      el.dataset.cell = x + ',' + y;
      el.textContent = view.piece(x, y);
      if (el.textContent) el.classList.add('piece');
      const m = byCell.get(x + ',' + y);
      if (m) {
        el.classList.add(m.eval.value);
        el.title = moveTitle(m);
        el.onclick = () => humanMove(m, st);
      }
      grid.append(el);
    }
  }
  box.append(grid);
}

function textBoard(box, st, moves) { /* the engine's view, and the moves as buttons */
  const pre = document.createElement('pre');
  pre.textContent = st.view;
  const list = document.createElement('div');
  list.className = 'moves';
  for (const m of moves) {
    const b = document.createElement('button');
    b.textContent = m.move;
    b.className = m.eval.value;
    b.title = moveTitle(m);
    b.dataset.move = m.move;
    const c = m.move.match(/^(\d+) (\d+)/);
    if (c) b.dataset.cell = c[1] + ',' + c[2];
    b.onclick = () => humanMove(m, st);
    list.append(b);
  }
  box.append(pre, list);
}

function undo() {
  const p = state.play;
  if (!p) return;
  /* take back the engine's reply and the person's move: back to the person's turn */
  while (state.mod._gg_web_pos_undo(p.h)) {
    p.history.pop();
    const st = callJson('gg_web_pos_state', p.h);
    if (!st.error && st.to_move === p.me) break;
  }
  showPlay(callJson('gg_web_pos_state', p.h));
}

/* ---- Go explore ----------------------------------------------------------------------------- */

function goBoard() {
  const box = $('go-board');
  box.textContent = '';
  const lines = getInput().slice(0, 200000).trim().split(/\s+/);
  const n = Number(lines[1]);
  if (!(n > 0 && n <= 60) || lines.length < 2 + n) {
    $('go-status').textContent = 'Explore shows boards up to 60 × 60.';
    return;
  }
  const rows = lines.slice(2, 2 + n), one = '1\n' + n + '\n' + rows.join('\n') + '\n';
  const grid = document.createElement('div');
  grid.className = 'grid';
  grid.style.gridTemplateColumns = 'repeat(' + n + ', 26px)';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const el = document.createElement('div'), ch = rows[r][c];
      el.dataset.cell = (r + 1) + ',' + (c + 1);
      if (ch === 'x') el.className = 'black';
      if (ch === 'o') el.className = 'white';
      if (ch !== '.') el.onclick = () => goFlip(one, r, c, grid);
      grid.append(el);
    }
  }
  box.append(grid);
  $('go-status').textContent = '';
}

function goFlip(text, r, c, grid) {
  const res = callJson('gg_web_go_flip', text, bytes(text), r, c);
  if (res.error) { $('go-status').textContent = res.error; return; }
  const n = Math.round(Math.sqrt(grid.children.length));
  const dead = new Set(res.dead.map(([i, j]) => i * n + j));
  [...grid.children].forEach((el, k) => {
    el.classList.toggle('dead', dead.has(k));
    el.classList.toggle('flipped', k === r * n + c);
    const orig = text.split('\n')[2 + Math.floor(k / n)][k % n];
    const col = k === r * n + c ? (orig === 'x' ? 'o' : 'x') : orig;
    el.classList.toggle('black', col === 'x');
    el.classList.toggle('white', col === 'o');
  });
  const status = $('go-status');
  status.dataset.count = res.count;
  status.textContent = 'Flipping the stone at row ' + (r + 1) + ', column ' + (c + 1) + ': ' +
    res.count + ' white stone' + (res.count === 1 ? '' : 's') + ' not alive (marked red).';
}

/* ---- pages ------------------------------------------------------------------------------------ */

function showGame(g) {
  state.game = g;
  $('home').hidden = true;
  $('page').hidden = false;
  $('title').textContent = g.title;
  $('summary').textContent = g.summary;
  $('rules-text').textContent = RULES[g.name] || '';
  const ex = $('examples');
  ex.textContent = '';
  g.examples.forEach((e, i) => ex.add(new Option(e.title, i)));
  setInput(g.examples.length ? g.examples[0].input : '');
  const act = $('action');
  act.textContent = '';
  const skip = ['gen', 'draw', 'play', 'judge', 'stress', 'verify'];
  g.actions.filter(a => !skip.includes(a.name)).forEach(a => act.add(new Option(a.name, a.name)));
  $('options').value = '';
  genFields(g);
  ['output', 'stderr', 'code', 'elapsed', 'picture', 'history', 'play-status', 'board']
    .forEach(id => { $(id).textContent = ''; });
  $('download').hidden = true;
  $('play').hidden = !g.play;
  $('explore').hidden = g.name !== 'go';
  if (g.play) {
    const side = $('side');
    side.textContent = '';
    g.play.sides.forEach((s, i) => side.add(new Option(s, i)));
    if (state.play) state.mod._gg_web_pos_free(state.play.h);
    state.play = null;
    newGame(false);
  }
  if (g.name === 'go') goBoard();
  draw();
}

function route() {
  const name = location.hash.replace(/^#\/?/, '');
  const g = state.games.find(x => x.name === name);
  document.querySelectorAll('nav a').forEach(a => a.classList.toggle('current', a.dataset.game === name));
  if (g) return showGame(g);
  $('page').hidden = true;
  $('home').hidden = false;
}

function setup(M) {
  state.mod = M;
  const info = callJson('gg_web_games');
  state.games = info.games;
  $('version').textContent = 'gridgames ' + info.version + ' (WebAssembly)';
  for (const g of state.games) {
    const a = document.createElement('a');
    a.href = '#/' + g.name;
    a.textContent = g.name;
    a.dataset.game = g.name;
    $('nav').append(a);
    const li = document.createElement('li');
    li.innerHTML = '<a></a>: <span></span>';
    li.firstChild.href = '#/' + g.name;
    li.firstChild.textContent = g.title;
    li.lastChild.textContent = g.summary;
    $('home-list').append(li);
  }
  $('examples').onchange = () => setInput(state.game.examples[$('examples').value].input);
  $('input').addEventListener('input', () => {
    if ($('input').value) state.bigInput = null;
    if (state.game.name === 'go') goBoard();
  });
  $('file').onchange = e => loadFile(e.target.files[0]);
  const ta = $('input');
  ta.addEventListener('dragover', e => { e.preventDefault(); ta.classList.add('drop'); });
  ta.addEventListener('dragleave', () => ta.classList.remove('drop'));
  ta.addEventListener('drop', e => {
    e.preventDefault();
    ta.classList.remove('drop');
    if (e.dataTransfer.files.length) loadFile(e.dataTransfer.files[0]);
  });
  $('solve').onclick = solve;
  $('cancel').onclick = cancel;
  $('draw').onclick = draw;
  $('zoom-in').onclick = () => zoom(1.25);
  $('zoom-out').onclick = () => zoom(0.8);
  $('gen').onsubmit = gen;
  $('new-random').onclick = () => newGame(false);
  $('new-input').onclick = () => newGame(true);
  $('undo').onclick = undo;
  $('loading').hidden = true;
  window.addEventListener('hashchange', route);
  route();
  document.body.dataset.ready = '1';
}

function loadFile(f) {
  if (!f) return;
  f.text().then(setInput);
}

GridGames().then(setup);
