/* app.js: the page logic of the gridgames app: routing, the input editor, gen, Solve in a
 * worker, the picture, Play and the Go explorer. No game rule is written here: every answer,
 * move list, value and picture comes from the C library (gg.js, entry web/gg_web.c). What is
 * game-specific here is display only: how a position's text maps onto a grid of cells and a
 * move's text onto its cells (BOARDS), and the rules in a few words (RULES). */
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

/* Display only: the cells of a position, from its text (the analyze format), and the cells of
 * a move. A view is {cols, rows, cell(c, r) -> {x, y} (the game's coordinates of grid cell
 * (column c, row r)), piece(x, y) -> text, and optionally stone(x, y) -> 'w' | 'b' (the piece
 * drawn as a disc), mark(x, y) -> {text (shown when no piece), cls} or null, colLabel(c) /
 * rowLabel(r) (axes), caption, focus (the "x,y" cell the board scrolls to: the piece to move),
 * moveCells(move) -> the "x,y" keys a move is shown on (default: its first two numbers),
 * buttons (the moves are buttons under the board; hovering one marks its moveCells, labelled
 * destLabel(i) for the i-th) and moveLabel(move, first)}. A board
 * shows at most SIDE x SIDE cells: a larger one is drawn as a window that follows the play;
 * the moves whose cells lie outside it are buttons under it, best first. Games without an
 * entry show the engine's own text view with the moves as buttons. */
const SIDE = 60;
const nums = text => text.trim().split(/\s+/).map(Number);

/* The first of `len` consecutive lines out of 1..total: centred on [lo, hi] when it spans at
 * most len - 4 lines, else on `focus`; shifted to stay within 1..total (the terminal view's
 * rule, window_start in src/games/knightmare/position.c). */
function windowStart(total, len, lo, hi, focus) {
  const big = typeof total === 'bigint', one = big ? 1n : 1, half = v => big ? v / 2n : Math.floor(v / 2);
  let first = hi - lo + one <= len - (big ? 4n : 4) ? half(lo + hi) - half(len) : focus - half(len);
  if (first > total - len + one) first = total - len + one;
  return first < one ? one : first;
}

/* The Game with Tokens: U, D, L, R step y + 1, y - 1, x - 1, x + 1. */
const STEP = {U: [0, 1], D: [0, -1], L: [-1, 0], R: [1, 0]};
const tokenLabel = i => i < 26 ? String.fromCharCode(97 + i) : i < 52 ? String.fromCharCode(39 + i) : '#';

const BOARDS = {
  /* "d x y": the queen at column x, row y, in the rectangle below the start; rows drawn top
   * down. The queen only moves left and down: a window of at most SIDE columns and rows whose
   * top right corner is the queen (or the rectangle's). */
  lamequeen(text, start) {
    const [, x, y] = nums(text), [, x0, y0] = nums(start);
    const cols = Math.min(x0, SIDE), rows = Math.min(y0, SIDE);
    const c0 = Math.max(1, x - cols + 1), r0 = Math.max(1, y - rows + 1);
    return {cols, rows, cell: (c, r) => ({x: c0 + c, y: r0 + rows - 1 - r}),
            colLabel: c => String(c0 + c), rowLabel: r => String(r0 + rows - 1 - r),
            piece: (x1, y1) => x1 === x && y1 === y ? '♛' : '', focus: x + ',' + y,
            caption: 'x ' + c0 + '..' + (c0 + cols - 1) + ', y ' + r0 + '..' + (r0 + rows - 1) +
              (cols < x0 || rows < y0 ? ' of ' + x0 + ' × ' + y0 : '') + '. ♛: the queen; a ' +
              'move goes left, down, or diagonally down-left by a multiple of d.'};
  },
  /* "n m k" then k lines "row col": the token count per cell (exact: BigInt coordinates). At
   * most SIDE rows and columns: a window on the tokens when they fit, else on the cell of the
   * best move (a winning one, else the first). */
  mimo(text, start, st) {
    const v = text.trim().split(/\s+/).map(BigInt), [n, m, k] = v;
    const count = new Map(), tok = [];
    for (let i = 0; i < Number(k); i++) {
      const t = [v[3 + 2 * i], v[4 + 2 * i]], key = t.join(',');
      tok.push(t);
      count.set(key, (count.get(key) || 0) + 1);
    }
    const rows = n < BigInt(SIDE) ? n : BigInt(SIDE), cols = m < BigInt(SIDE) ? m : BigInt(SIDE);
    const best = st.moves.find(x => x.eval.value === 'win') || st.moves[0];
    const f = best ? best.move.split(' ').slice(0, 2).map(BigInt) : tok.length ? tok[0] : [1n, 1n];
    const ext = j => tok.reduce(([lo, hi], t) => [t[j] < lo ? t[j] : lo, t[j] > hi ? t[j] : hi], [f[j], f[j]]);
    const [rlo, rhi] = ext(0), [clo, chi] = ext(1);
    const r0 = windowStart(n, rows, rlo, rhi, f[0]), c0 = windowStart(m, cols, clo, chi, f[1]);
    const whole = rows === n && cols === m;
    return {cols: Number(cols), rows: Number(rows), cell: (c, r) => ({x: r0 + BigInt(r), y: c0 + BigInt(c)}),
            colLabel: c => String(c0 + BigInt(c)), rowLabel: r => String(r0 + BigInt(r)),
            piece: (x1, y1) => { const c = count.get(x1 + ',' + y1); return c ? String(c) : ''; },
            focus: f.join(','),
            caption: (whole ? 'n × m = ' + n + ' × ' + m : 'rows ' + r0 + '..' + (r0 + rows - 1n) +
              ', columns ' + c0 + '..' + (c0 + cols - 1n) + ' of ' + n + ' × ' + m) +
              '. A number: the tokens on that cell; a coloured cell: its tokens can move (hover: ' +
              'the walk), and walks end in column 1.'};
  },
  /* "n m", "x1 y1 x2 y2" (rows x, columns y), the side to move; a move is the target "x y".
   * At most SIDE x SIDE cells: a window that shows both knights when they fit, else one
   * centred on the knight to move. */
  knightmare(text) {
    const v = text.trim().split(/\s+/), [n, m, x1, y1, x2, y2] = v.slice(0, 6).map(Number);
    const black = v[6] === 'black', rows = Math.min(n, SIDE), cols = Math.min(m, SIDE);
    const x0 = windowStart(n, rows, Math.min(x1, x2), Math.max(x1, x2), black ? x2 : x1);
    const y0 = windowStart(m, cols, Math.min(y1, y2), Math.max(y1, y2), black ? y2 : y1);
    const tw = [n / 2, m / 2], tb = [n / 2 + 1, m / 2];
    return {
      cols, rows, cell: (c, r) => ({x: x0 + r, y: y0 + c}), focus: black ? x2 + ',' + y2 : x1 + ',' + y1,
      colLabel: c => String(y0 + c), rowLabel: r => String(x0 + r),
      piece(x, y) { /* both on one cell: a capture, by the side not to move */
        const w = x === x1 && y === y1, b = x === x2 && y === y2;
        return w && b ? (black ? 'W' : 'B') : w ? 'W' : b ? 'B' : '';
      },
      stone(x, y) { return this.piece(x, y) === 'W' ? 'w' : 'b'; },
      mark: (x, y) => x === tw[0] && y === tw[1] ? {text: 'w', cls: 'target'}
                    : x === tb[0] && y === tb[1] ? {text: 'b', cls: 'target'} : null,
      caption: 'n × m = ' + n + ' × ' + m + (rows < n || cols < m
        ? ': rows ' + x0 + '..' + (x0 + rows - 1) + ', columns ' + y0 + '..' + (y0 + cols - 1)
        : '') + '. W, B: the knights; w, b: their targets (' + tw + ') and (' + tb + ').',
    };
  },
  /* The judge input (n, n lines "x y") then white's "x y"; y grows upward. A window around
   * white and the tokens, at most SIDE - 1 points wide and high (centred on white beyond). */
  tokens(text, start, st) {
    const v = nums(text), n = v[0], wx = v[1 + 2 * n], wy = v[2 + 2 * n];
    const tok = [];
    for (let i = 0; i < n; i++) tok.push([v[1 + 2 * i], v[2 + 2 * i]]);
    const span = (w, a) => { /* one spare point each side, or SIDE - 1 points around white */
      const lo = Math.min(w, ...a), hi = Math.max(w, ...a);
      return hi - lo > SIDE - 4 ? [w - SIDE / 2 + 1, w + SIDE / 2 - 1] : [lo - 1, hi + 1];
    };
    const [x0, x1] = span(wx, tok.map(t => t[0])), [y0, y1] = span(wy, tok.map(t => t[1]));
    const at = new Map();
    tok.forEach(([x, y], i) => {
      const k = x + ',' + y;
      at.set(k, at.has(k) ? '*' : tokenLabel(i));
    });
    const black = st.to_move === 1;
    return {
      cols: x1 - x0 + 1, rows: y1 - y0 + 1, cell: (c, r) => ({x: x0 + c, y: y1 - r}), focus: wx + ',' + wy,
      colLabel: c => String(x0 + c), rowLabel: r => String(y1 - r),
      piece(x, y) {
        const t = at.get(x + ',' + y);
        return x === wx && y === wy ? (t ? '@' : 'W') : t || '';
      },
      stone: (x, y) => x === wx && y === wy ? 'w' : 'b',
      mark: (x, y) => x === 0 || y === 0 ? {text: '', cls: 'axis'} : null,
      caption: 'x ' + x0 + '..' + x1 + ', y ' + y0 + '..' + y1 + '. W: white; a, b, c, ...: the ' +
        'black tokens in input order (* several, @ white on a token).' +
        (black ? ' Your moves: the first has a letter per token (U: y + 1, R: x + 1); "a R" is the ' +
                 'same with token a stepping R. Hover a move: the cells its tokens go to.' : ''),
      buttons: black,
      destLabel: tokenLabel,
      moveCells: move => black
        ? tok.map(([x, y], i) => (x + STEP[move[i]][0]) + ',' + (y + STEP[move[i]][1]))
        : [(wx + STEP[move][0]) + ',' + (wy + STEP[move][1])],
      /* black's moves: the first in full, the others by the token where they differ from it */
      moveLabel(move, first) {
        const d = [...move].map((ch, i) => ch === first[i] ? '' : tokenLabel(i) + ' ' + ch)
          .filter(Boolean);
        return move === first || d.length !== 1 ? move : d[0];
      },
    };
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
  fitPicture();
}

/* A new picture starts fitted to the panel's width (never enlarged); zoom scales from there.
 * The SVG's own width and height attributes are its size at zoom 1. */
function fitPicture() {
  const svg = $('picture').querySelector('svg');
  if (!svg) return;
  const w = Number(svg.getAttribute('width')) || svg.getBBox().width;
  for (let i = 0; i < 2; i++) { /* twice: a vertical scroll bar may narrow the panel */
    state.zoom = Math.min(1, $('picture').clientWidth / w);
    zoom(1);
  }
}

function zoom(f) {
  state.zoom = Math.min(8, Math.max(0.05, state.zoom * f));
  const svg = $('picture').querySelector('svg');
  if (!svg) return;
  const w = Number(svg.getAttribute('width')), h = Number(svg.getAttribute('height'));
  if (!(w > 0 && h > 0)) return;
  svg.style.width = w * state.zoom + 'px';
  svg.style.height = h * state.zoom + 'px';
  $('picture').dataset.zoom = state.zoom;
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
    if (!meta) { /* a flag: on or off */
      el = document.createElement('input');
      el.type = 'checkbox';
    } else if (/^[a-z-]+(\|[a-z-]+)+$/.test(meta)) {
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
  for (const el of $('gen-fields').querySelectorAll('input,select')) {
    if (el.type === 'checkbox') { if (el.checked) words.push('--' + el.name); }
    else if (el.value.trim()) words.push('--' + el.name, ...el.value.trim().split(/\s+/));
  }
  const res = await runAction('gen', '', words.join('\n'));
  if (!res) return;
  if (res.code) { $('stderr').textContent = res.err; return; }
  setInput(res.out);
  $('stderr').textContent = '';
}

/* ---- play ----------------------------------------------------------------------------------- */

/* A new game: from `text` (the analyze format), or a seeded random start when text is null;
 * `me` is the person's side; `moves`, the plies played since (a shared link), are replayed. */
function newGame(text, me, moves = []) {
  const g = state.game;
  if (state.play) state.mod._gg_web_pos_free(state.play.h);
  const t = text === null ? '' : text;
  const [tp, tn] = (() => { /* the text on the heap, or no text: a seeded random start */
    const n = bytes(t), p = state.mod._malloc(n + 1);
    state.mod.stringToUTF8(t, p, n + 1);
    return [p, text === null ? -1 : n];
  })();
  const [gp] = [state.mod._malloc(64)];
  state.mod.stringToUTF8(g.name, gp, 64);
  const h = state.mod._gg_web_pos_new(gp, tp, tn, Number($('play-seed').value) || 0);
  state.mod._free(tp);
  state.mod._free(gp);
  state.play = {h, me, plies: [], start: null, prediction: null};
  $('side').value = String(me);
  $('link-status').textContent = '';
  let st = callJson('gg_web_pos_state', h);
  if (st.error) return showPlay(st);
  state.play.start = st.text;
  state.play.prediction = st.to_move === me ? st.eval.value : flip(st.eval.value);
  for (const m of moves) {
    if (st.over) return showPlay({error: 'the link plays on after the end of the game'});
    const err = playPly(st, m, st.to_move === me ? 'you' : 'engine');
    if (err) return showPlay({error: 'the link\'s move ' + m + ': ' + err.error});
    st = callJson('gg_web_pos_state', h);
    if (st.error) return showPlay(st);
  }
  engineTurn();
}

const flip = v => v === 'win' ? 'lose' : v === 'lose' ? 'win' : v;

/* Plays `move` for the side to move in `st`, recording the ply: who, the move, the mover's
 * value before and the value of the move for the mover. Returns an error or null. */
function playPly(st, move, who) {
  const p = state.play, m = st.moves.find(x => x.move === move);
  const err = callJson('gg_web_pos_play', p.h, move);
  if (!err) p.plies.push({who, move, before: st.eval, after: m ? m.eval.value : 'unknown'});
  return err;
}

function engineTurn() {
  const p = state.play;
  for (let st = callJson('gg_web_pos_state', p.h); !st.error && !st.over && st.to_move !== p.me;
       st = callJson('gg_web_pos_state', p.h)) {
    const b = callJson('gg_web_pos_best', p.h);
    if (b.error) return showPlay(b);
    const err = playPly(st, b.move, 'engine');
    if (err) return showPlay(err);
  }
  showPlay(callJson('gg_web_pos_state', state.play.h));
}

function humanMove(m, st) {
  const err = playPly(st, m.move, 'you');
  if (err) return showPlay(err);
  engineTurn();
}

function moveTitle(m) {
  return m.move + ': ' + m.eval.value +
    (m.eval.remoteness >= 0 ? ' in ' + m.eval.remoteness + ' plies' : '');
}

/* "white", or "the first player" */
const sideName = s => / player$/.test(s) ? 'the ' + s : s;

/* The address of this game (#/GAME?pos=START&moves=M1,M2...&side=N: the start in the analyze
 * format, the plies played since, your side), kept in the address bar. The plies rather than
 * the position now: a position's text does not always say whose turn it is (Tokens). */
function positionLink() {
  const p = state.play, moves = p.plies.map(q => q.move).join(',');
  return '#/' + state.game.name + '?pos=' + encodeURIComponent(p.start) +
    (moves ? '&moves=' + encodeURIComponent(moves) : '') + '&side=' + p.me;
}

function showPlay(st) {
  const p = state.play, g = state.game, status = $('play-status');
  const sides = g.play.sides;
  delete status.dataset.winner;
  $('history').textContent = '';
  if (st.error) {
    status.textContent = 'error: ' + st.error;
    $('board').textContent = '';
    return;
  }
  history.replaceState(null, '', positionLink());
  status.dataset.prediction = p.prediction;
  if (st.over) {
    const who = st.winner < 0 ? 'draw' : st.winner === p.me ? 'you' : 'engine';
    status.dataset.winner = who;
    status.textContent = 'Result: ' + (st.winner < 0 ? 'a draw' : sides[st.winner] + ' wins') +
      (st.why ? ' (' + st.why + ')' : '') + ': ' +
      (who === 'you' ? 'you win' : who === 'engine' ? 'the engine wins' : 'a draw') +
      '. Predicted at the start: you ' + p.prediction + '.';
    valueStrip(p.plies, who);
  } else {
    status.textContent = 'You play ' + sideName(sides[p.me]) + '. Prediction: you ' + st.eval.value +
      (st.eval.remoteness >= 0 ? ' (' + st.eval.remoteness + ' plies left with perfect play)' : '') +
      '. At the start: you ' + p.prediction + '.';
  }
  drawBoard(st);
}

/* A ply threw a win away: its mover held a win and chose a move that loses or draws. */
const threw = q => q.before.value === 'win' && (q.after === 'lose' || q.after === 'draw');

/* After a game: one square per ply, coloured by the position's value for you before it; a
 * ply that threw a win away is marked. The last square is the result. */
function valueStrip(plies, who) {
  const box = $('history');
  const head = document.createElement('p');
  head.textContent = 'Value history, ply by ply (colour: the value for you before the ply; ' +
    '✗ a move that threw a win away; hover for the move):';
  const strip = document.createElement('ol');
  strip.className = 'strip';
  plies.forEach((q, i) => {
    const li = document.createElement('li'), mine = q.who === 'you';
    const forYou = mine ? q.before.value : flip(q.before.value);
    const thrown = threw(q);
    li.className = forYou + (thrown ? ' thrown' : '');
    li.dataset.ply = i + 1;
    li.dataset.who = q.who;
    li.dataset.value = forYou;
    li.textContent = thrown ? '✗' : String(i + 1);
    li.title = 'ply ' + (i + 1) + ': ' + q.who + ' ' + q.move + ' (' + q.before.value + ' for ' +
      (mine ? 'you' : 'the engine') + ' before, the move ' + q.after + ')' +
      (thrown ? ': the win thrown away' : '');
    strip.append(li);
  });
  const end = document.createElement('li');
  end.className = 'end ' + (who === 'you' ? 'win' : who === 'engine' ? 'lose' : 'draw');
  end.textContent = who === 'you' ? 'won' : who === 'engine' ? 'lost' : 'draw';
  strip.append(end);
  const thrown = plies.map((q, i) => [q, i + 1]).filter(([q]) => threw(q));
  const sum = document.createElement('p');
  sum.textContent = plies.length + ' plies; ' + (thrown.length
    ? 'the win was thrown away (✗) by ' + thrown.map(([q, i]) => 'ply ' + i + ', ' +
        (q.who === 'you' ? 'your' : "the engine's") + ' move ' + q.move + ' (' + q.after + ')').join('; ')
    : 'no win was thrown away') + '.';
  box.append(head, strip, sum);
}

function drawBoard(st) {
  const box = $('board'), p = state.play;
  box.textContent = '';
  const moves = st.over ? [] : st.moves;
  const view = BOARDS[state.game.name] && BOARDS[state.game.name](st.text, p.start, st);
  if (!view) return textBoard(box, st, moves);
  const keysOf = view.moveCells || (m => {
    const c = m.match(/^(-?\d+) (-?\d+)/);
    return c ? [c[1] + ',' + c[2]] : [];
  });
  const byCell = new Map(); /* the best move shown on each cell */
  if (!view.buttons)
    for (const m of [...moves].sort(bestFirst).reverse()) keysOf(m.move).forEach(k => byCell.set(k, m));
  const grid = document.createElement('div'), axes = !!view.colLabel;
  grid.className = 'grid';
  grid.style.gridTemplateColumns = (axes ? 'auto ' : '') + 'repeat(' + view.cols + ', 26px)';
  const label = (text, col) => {
    const el = document.createElement('div');
    el.className = 'label ' + (!col ? 'rowlabel' : text.length > 3 ? 'long' : '');
    el.textContent = text;
    grid.append(el);
  };
  if (axes) {
    label('', true);
    for (let c = 0; c < view.cols; c++) label(view.colLabel(c), true);
  }
  const cells = new Map();
  for (let r = 0; r < view.rows; r++) {
    if (axes) label(view.rowLabel(r));
    for (let c = 0; c < view.cols; c++) {
      const {x, y} = view.cell(c, r), el = document.createElement('div'), key = x + ',' + y;
      el.dataset.cell = key;
      cells.set(key, el);
      const text = view.piece(x, y), mk = view.mark && view.mark(x, y);
      if (mk) el.classList.add(mk.cls);
      if (text && view.stone) { /* a disc, the move's colour around it */
        const s = document.createElement('span');
        s.className = 'stone ' + view.stone(x, y);
        s.textContent = text;
        el.append(s);
      } else el.textContent = text || (mk ? mk.text : '');
      if (text) el.classList.add('piece');
      const m = byCell.get(key);
      if (m) {
        el.classList.add(m.eval.value);
        el.title = moveTitle(m);
        el.onclick = () => humanMove(m, st);
      }
      grid.append(el);
    }
  }
  const pane = document.createElement('div'); /* scrolls; starts at the piece to move */
  pane.className = 'pane';
  pane.append(grid);
  box.append(pane);
  const fc = view.focus && cells.get(view.focus);
  if (fc) {
    pane.scrollLeft = fc.offsetLeft - pane.clientWidth / 2;
    pane.scrollTop = fc.offsetTop - pane.clientHeight / 2;
  }
  if (view.caption) {
    const cap = document.createElement('p');
    cap.className = 'caption';
    cap.textContent = view.caption;
    box.append(cap);
  }
  if (view.buttons) box.append(moveButtons(moves, st, view, keysOf, cells));
  else offWindow(box, moves.filter(m => keysOf(m.move).some(k => !cells.has(k))), st);
}

/* Best first: wins by the least remoteness, then draws, unknown values, losses by the most. */
const RANK = {win: 0, draw: 1, unknown: 2, lose: 3};
function bestFirst(a, b) {
  const r = x => x.eval.remoteness >= 0 ? x.eval.remoteness : Infinity;
  const ra = RANK[a.eval.value] ?? 2, rb = RANK[b.eval.value] ?? 2;
  if (ra !== rb) return ra - rb;
  return a.eval.value === 'lose' ? r(b) - r(a) || 0 : r(a) - r(b) || 0;
}

/* The moves whose cells are outside the window: the best OFF_SHOWN as buttons, best first,
 * and a button that shows them all. */
const OFF_SHOWN = 12;
function offWindow(box, off, st) {
  if (!off.length) return;
  off.sort(bestFirst);
  const p = document.createElement('p');
  p.className = 'caption';
  p.textContent = off.length + ' move' + (off.length > 1 ? 's' : '') + ' outside the window' +
    (off.length > OFF_SHOWN ? ', the best ' + OFF_SHOWN + ' (' + (off.length - OFF_SHOWN) + ' more):' : ':');
  const list = moveButtons(off.slice(0, OFF_SHOWN), st, null, null, null);
  list.classList.add('off');
  box.append(p, list);
  if (off.length <= OFF_SHOWN) return;
  const all = document.createElement('button');
  all.id = 'all-moves';
  all.textContent = 'show all ' + off.length;
  all.onclick = () => {
    list.replaceWith(Object.assign(moveButtons(off, st, null, null, null), {className: 'moves off'}));
    all.remove();
  };
  list.append(all);
}

/* The moves as buttons coloured by value. With a view, hovering one marks the cells it shows
 * on (keysOf(move), in the board's cells), labelled by view.destLabel(i) for the i-th. */
function moveButtons(moves, st, view, keysOf, cells) {
  const list = document.createElement('div');
  list.className = 'moves';
  for (const m of moves) {
    const b = document.createElement('button');
    b.textContent = view && view.moveLabel ? view.moveLabel(m.move, moves[0].move) : m.move;
    b.className = m.eval.value;
    b.title = moveTitle(m);
    b.dataset.move = m.move;
    if (view) {
      const mark = on => keysOf(m.move).forEach((k, i) => {
        const el = cells.get(k);
        if (!el) return;
        el.classList.toggle('dest', on);
        if (!on) delete el.dataset.to;
        else if (view.destLabel) el.dataset.to = (el.dataset.to || '') + view.destLabel(i);
      });
      b.onmouseenter = () => mark(true);
      b.onmouseleave = () => mark(false);
    }
    b.onclick = () => humanMove(m, st);
    list.append(b);
  }
  return list;
}

function textBoard(box, st, moves) { /* the engine's view, and the moves as buttons */
  const pre = document.createElement('pre');
  pre.textContent = st.view;
  box.append(pre, moveButtons(moves, st, null, null, null));
}

function undo() {
  const p = state.play;
  if (!p) return;
  /* take back the engine's reply and the person's move: back to the person's turn */
  while (state.mod._gg_web_pos_undo(p.h)) {
    p.plies.pop();
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

function showGame(g, params) {
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
    $('link-status').textContent = '';
    if (params.has('pos'))
      newGame(params.get('pos'), Number(params.get('side')) === 1 ? 1 : 0,
              params.get('moves') ? params.get('moves').split(',') : []);
    else newGame(null, 0);
  }
  if (g.name === 'go') goBoard();
  solve(); /* the example's answer, then its picture */
  draw();
}

/* Copies the address, which holds the game (positionLink), to the clipboard. */
function copyLink() {
  const url = location.href, done = how => {
    $('link-status').textContent = how;
    $('link-status').dataset.link = url;
  };
  const fallback = () => { /* no clipboard API (file://, older browsers): select and copy */
    const ta = document.createElement('textarea');
    ta.value = url;
    document.body.append(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    done(ok ? 'link copied' : 'copy this link: ' + url);
  };
  if (navigator.clipboard && window.isSecureContext)
    navigator.clipboard.writeText(url).then(() => done('link copied'), fallback);
  else fallback();
}

/* #/GAME, or #/GAME?pos=START&moves=...&side=N: a game's page, the second reopening a game. */
function route() {
  const [name, query] = location.hash.replace(/^#\/?/, '').split('?');
  const g = state.games.find(x => x.name === name);
  document.querySelectorAll('nav a').forEach(a => a.classList.toggle('current', a.dataset.game === name));
  if (g) return showGame(g, new URLSearchParams(query || ''));
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
  $('zoom-fit').onclick = fitPicture;
  $('gen').onsubmit = gen;
  $('new-random').onclick = () => newGame(null, Number($('side').value));
  $('new-input').onclick = () => newGame(getInput(), Number($('side').value));
  $('copy-link').onclick = copyLink;
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
