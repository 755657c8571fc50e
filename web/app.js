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
 * rowLabel(r) (axes), caption, moveCells(move) -> the "x,y" keys a move is shown on (default:
 * its first two numbers), buttons (the moves are buttons under the board; hovering one marks
 * its moveCells, labelled destLabel(i) for the i-th) and moveLabel(move, first)}. Boards hold
 * at most CELLS cells: larger ones are drawn as a window, or (Lame queen, Mimo) fall back to
 * the engine's own text view with the moves as buttons, as do games without an entry. */
const CELLS = 3600, SIDE = 60; /* SIDE * SIDE = CELLS */
const nums = text => text.trim().split(/\s+/).map(Number);

/* The first of `len` consecutive lines out of 1..total: centred on [lo, hi] when it spans at
 * most len - 4 lines, else on `focus`; shifted to stay within 1..total (the terminal view's
 * rule, window_start in src/games/knightmare/position.c). */
function windowStart(total, len, lo, hi, focus) {
  let first = hi - lo + 1 <= len - 4 ? Math.floor((lo + hi) / 2) - Math.floor(len / 2)
                                      : focus - Math.floor(len / 2);
  if (first > total - len + 1) first = total - len + 1;
  return first < 1 ? 1 : first;
}

/* The Game with Tokens: U, D, L, R step y + 1, y - 1, x - 1, x + 1. */
const STEP = {U: [0, 1], D: [0, -1], L: [-1, 0], R: [1, 0]};
const tokenLabel = i => i < 26 ? String.fromCharCode(97 + i) : i < 52 ? String.fromCharCode(39 + i) : '#';

const BOARDS = {
  lamequeen(text, start) { /* "d x y": the queen at column x, row y; rows drawn top down */
    const [, x, y] = nums(text);
    const [, x0, y0] = nums(start);
    if (x0 * y0 > CELLS) return null;
    return {cols: x0, rows: y0, cell: (c, r) => ({x: c + 1, y: y0 - r}),
            piece: (x1, y1) => x1 === x && y1 === y ? '♛' : ''};
  },
  mimo(text) { /* "n m k" then k lines "row col": token counts per cell */
    const v = nums(text);
    const [n, m, k] = v;
    if (n * m > CELLS) return null;
    const count = new Map();
    for (let i = 0; i < k; i++) {
      const key = v[3 + 2 * i] + ',' + v[4 + 2 * i];
      count.set(key, (count.get(key) || 0) + 1);
    }
    return {cols: m, rows: n, cell: (c, r) => ({x: r + 1, y: c + 1}),
            piece: (x1, y1) => { const c = count.get(x1 + ',' + y1); return c ? String(c) : ''; }};
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
      cols, rows, cell: (c, r) => ({x: x0 + r, y: y0 + c}),
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
      cols: x1 - x0 + 1, rows: y1 - y0 + 1, cell: (c, r) => ({x: x0 + c, y: y1 - r}),
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
  const moves = st.over ? [] : st.moves;
  const view = BOARDS[state.game.name] && BOARDS[state.game.name](st.text, p.start, st);
  if (!view) return textBoard(box, st, moves);
  const keysOf = view.moveCells || (m => {
    const c = m.match(/^(-?\d+) (-?\d+)/);
    return c ? [c[1] + ',' + c[2]] : [];
  });
  const byCell = new Map();
  if (!view.buttons) for (const m of moves) keysOf(m.move).forEach(k => byCell.set(k, m));
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
  box.append(grid);
  if (view.caption) {
    const cap = document.createElement('p');
    cap.className = 'caption';
    cap.textContent = view.caption;
    box.append(cap);
  }
  if (view.buttons) box.append(moveButtons(moves, st, view, keysOf, cells));
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
    } else {
      const c = m.move.match(/^(\d+) (\d+)/);
      if (c) b.dataset.cell = c[1] + ',' + c[2];
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
