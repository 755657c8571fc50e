/* worker.js: runs gridgames actions in a Web Worker, so a long solve never freezes the page
 * and Cancel can terminate it.
 *
 * The worker is built from a Blob, not from a URL: browsers refuse `new Worker('x.js')` on a
 * page opened from file://, and gg.js (loaded by the page) is the worker's library too. Its
 * source is the module factory GridGames (gg.js, -sMODULARIZE) followed by ggWorkerMain; both
 * are turned back into text with Function.prototype.toString.
 *
 * Messages in:  {game, action, input, args}     args: the option words, one per line
 * Messages out: {ready: true} once, then per request {code, out, err, ms}, ms being the time
 *               spent in the C call alone. */
'use strict';

function ggWorkerMain() {
  let mod = null;
  const queue = [];
  function cstr(M, s) { /* a malloc'd UTF-8 copy of s and its length in bytes */
    const n = M.lengthBytesUTF8(s);
    const p = M._malloc(n + 1);
    M.stringToUTF8(s, p, n + 1);
    return [p, n];
  }
  function run(M, req) {
    const [g, gl] = cstr(M, req.game), [a, al] = cstr(M, req.action);
    const [i, n] = cstr(M, req.input), [o, ol] = cstr(M, req.args || '');
    void gl; void al; void ol;
    const t0 = performance.now();
    const r = M._gg_web_run(g, a, i, n, o);
    const ms = performance.now() - t0;
    [g, a, i, o].forEach(p => M._free(p));
    const res = JSON.parse(M.UTF8ToString(r));
    M._free(r);
    res.ms = ms;
    return res;
  }
  self.onmessage = e => {
    if (mod) self.postMessage(run(mod, e.data));
    else queue.push(e.data);
  };
  GridGames().then(M => {
    mod = M;
    self.postMessage({ready: true});
    while (queue.length) self.postMessage(run(M, queue.shift()));
  });
}

/* A new worker running ggWorkerMain over the page's GridGames factory. */
function ggNewWorker() {
  const src = 'var _scriptDir;\nvar GridGames = (' + GridGames.toString() + ');\n(' +
              ggWorkerMain.toString() + ')();\n';
  const url = URL.createObjectURL(new Blob([src], {type: 'text/javascript'}));
  const w = new Worker(url);
  return w;
}
