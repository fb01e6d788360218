// The acp-fast trace viewer: draws the data `acp-fast trace view` embedded in this page with uPlot.
// uPlot lays out the chart and draws its axes, grid and the overview's histogram; it converts times and lanes to
// pixels, tracks the cursor and selects ranges. Requests, cancels and links are spans and arrows, not the series of
// points uPlot plots, so they are painted on its canvas in its `draw` hook, in its scales' coordinates.
// At each zoom it draws only what is in view, and merges requests narrower than MIN_PX in a row into one bar, so the
// number of shapes stays bounded by the width of the screen, whatever the length of the trace.
(function () {
  'use strict';

  const data = JSON.parse(document.getElementById('trace-data').textContent);
  const S = data.spans;
  const N = S.lane.length;
  const STATUS = [
    { name: 'answered', color: '#4a7bd0' },
    { name: 'error', color: '#d32f2f' },
    { name: 'cancelled', color: '#f29d38' },
    { name: 'unanswered', color: '#8e24aa' },
  ];
  const RANK = [0, 2, 1, 3]; // drawing order: answered, cancelled, error, then unanswered on top
  const VERDICTS = [
    { name: 'honoured', color: '#2e7d32' },
    { name: 'ignored', color: '#e65100' },
    { name: 'pending', color: '#8e24aa' },
    { name: 'late', color: '#78909c' },
    { name: 'orphan', color: '#78909c' },
  ];
  const ARROW = '#263238';
  const LINK = '#8d97aa';
  const HIGHLIGHT = '#111';
  const MIN_PX = 3; // requests narrower than this merge with their neighbours in the row...
  const GAP_PX = 2; // ...when less than this apart
  // Past these, links and arrows are a tangle that hides the requests: they are left out until a zoom shows fewer.
  const LINK_LIMIT = 2000;
  const ARROW_LIMIT = 600;
  const MIN_SPAN = 0.001; // the closest zoom, in milliseconds
  const PAD_RIGHT = 24;
  const FONT = '12px system-ui, -apple-system, "Segoe UI", sans-serif';
  const BINS = 300; // the overview's histogram

  // ---------------------------------------------------------------- indexes
  // byRow[lane][row]: span indices in start order (spans come in start order); reach[lane][row][i]: the latest end
  // among the first i+1 of them, to find the first span that may reach into the view by binary search.
  const byRow = data.laneRows.map((rows) => Array.from({ length: rows }, () => []));
  for (let s = 0; s < N; s++) byRow[S.lane[s]][S.row[s]].push(s);
  const reach = byRow.map((rows) => rows.map((list) => {
    const out = new Float64Array(list.length);
    let most = -Infinity;
    list.forEach((s, i) => { most = Math.max(most, S.end[s]); out[i] = most; });
    return out;
  }));
  const links = data.links;
  const neighbours = Array.from({ length: N }, () => []);
  links.forEach(([from, to], k) => { neighbours[from].push([to, k]); neighbours[to].push([from, k]); });
  const cancelsOf = Array.from({ length: N }, () => []);
  data.cancels.forEach((c, k) => { if (c[2] >= 0) cancelsOf[c[2]].push(k); });

  // ---------------------------------------------------------------- filters
  const methodOn = data.methods.map(() => true);
  let sessionFilter = 'all'; // 'all', 'none' (requests without a session) or a session's index
  const visible = (s) => methodOn[S.method[s]]
    && (sessionFilter === 'all' || (sessionFilter === 'none' ? S.session[s] < 0 : S.session[s] === sessionFilter));
  const cancelVisible = (c) => (c[2] >= 0 ? visible(c[2]) : sessionFilter === 'all');

  const full = Math.max(data.duration, 1e-3);
  const view = { a: 0, b: full }; // what the timeline shows
  const want = { a: 0, b: full }; // what the zoom gestures asked for, applied at the next frame

  // ---------------------------------------------------------------- what to draw at this zoom
  function lowerBound(array, value) {
    let lo = 0; let hi = array.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (array[mid] < value) lo = mid + 1; else hi = mid; }
    return lo;
  }

  function layout(width) {
    const msPerPx = (view.b - view.a) / width;
    const minMs = MIN_PX * msPerPx; const gapMs = GAP_PX * msPerPx;
    const bars = []; const shown = new Uint8Array(N);
    let represented = 0; let merged = 0;
    byRow.forEach((rows, lane) => rows.forEach((list, row) => {
      // One run of merged requests per outcome, so that an error stays visible among a thousand answers.
      const runs = [null, null, null, null];
      const flush = (st) => {
        const run = runs[st];
        if (!run) return;
        represented += run.n;
        if (run.n === 1) { bars.push([run.x0, run.x1, lane, row, st, run.ref]); shown[run.ref] = 1; }
        else { bars.push([run.x0, run.x1, lane, row, st, -run.n]); merged += 1; }
        runs[st] = null;
      };
      for (let i = lowerBound(reach[lane][row], view.a); i < list.length; i++) {
        const s = list[i]; const x0 = S.start[s]; const x1 = S.end[s]; const st = S.status[s];
        if (x0 > view.b) break;
        if (x1 < view.a || !visible(s)) continue;
        if (x1 - x0 >= minMs) { bars.push([x0, x1, lane, row, st, s]); shown[s] = 1; represented += 1; continue; }
        const run = runs[st];
        if (run && x0 - run.x1 <= gapMs) { run.n += 1; run.x1 = Math.max(run.x1, x1); }
        else { flush(st); runs[st] = { x0, x1, n: 1, ref: s }; }
      }
      [0, 1, 2, 3].forEach(flush);
    }));
    bars.sort((p, q) => RANK[p[4]] - RANK[q[4]]); // the rarer outcomes drawn last, on top
    const drawnLinks = [];
    let hiddenLinks = 0;
    if (document.getElementById('show-links').checked) {
      for (const [from, to, kind] of links) {
        if (shown[from] && shown[to]) drawnLinks.push(linkItem(from, to, kind));
      }
      if (drawnLinks.length > LINK_LIMIT) { hiddenLinks = drawnLinks.length; drawnLinks.length = 0; }
    }
    const markers = []; let arrows = []; let hiddenArrows = 0;
    const showArrows = document.getElementById('show-cancels').checked;
    data.cancels.forEach((c, k) => {
      if (!cancelVisible(c)) return;
      const inView = c[1] >= view.a && c[1] <= view.b;
      if (inView) markers.push([c[1], c[0], c[4], k]);
      if (!showArrows) return;
      if (inView && c[2] >= 0) arrows.push([c[1], c[0], -1, S.start[c[2]], S.lane[c[2]], S.row[c[2]], 0]);
      const cause = c[3] >= 0 ? data.cancels[c[3]] : null;
      if (cause && (inView || (cause[1] >= view.a && cause[1] <= view.b))) {
        arrows.push([cause[1], cause[0], -1, c[1], c[0], -1, c[6] ? 2 : 1]);
      }
    });
    if (arrows.length > ARROW_LIMIT) { hiddenArrows = arrows.length; arrows = []; }
    return { bars, drawnLinks, markers, arrows, represented, merged, hiddenLinks, hiddenArrows };
  }

  function linkItem(from, to, kind) {
    return [S.start[from], S.lane[from], S.row[from], S.start[to], S.lane[to], S.row[to], kind];
  }

  // ---------------------------------------------------------------- drawing
  const lanes = Math.max(1, data.lanes.length);
  const band = Math.max(28, 14 + 6 * Math.max(1, ...data.laneRows));
  const chartEl = document.getElementById('chart');
  // The lane labels' column, left of the timeline (the overview lines up with it): as wide as the longest label,
  // within bounds; longer labels are cut.
  const measure = document.createElement('canvas').getContext('2d');
  measure.font = FONT;
  const textWidth = (text) => measure.measureText(text).width;
  const LABELS = Math.min(320, Math.max(120, Math.ceil(Math.max(0, ...data.lanes.map(textWidth))) + 20));
  const fit = (label) => {
    if (textWidth(label) <= LABELS - 16) return label;
    let cut = label;
    while (cut && textWidth(cut + '…') > LABELS - 16) cut = cut.slice(0, -1);
    return cut + '…';
  };
  const laneLabels = data.lanes.map(fit);

  let drawn = null; // what layout() chose for the current view
  let stale = true; // the view, the filters or the size changed since: lay out again before painting
  let hits = []; // what the last paint drew where, topmost last: [x, y, width, height, kind, item]
  let hovered = null; // the hit under the cursor
  let pan = null; // the drag or pinch under way: the view and the pointers where it started
  let highlight = { spans: [], links: [] }; // the chain of the hovered request

  let u = null; // the timeline: uPlot draws its axes and grid, paintLanes() the lanes under them, paint() the trace
  const xPos = (ms) => u.valToPos(ms, 'x');
  const laneHeight = () => Math.abs(u.valToPos(1, 'lane') - u.valToPos(0, 'lane'));

  function rowY(lane, row) {
    // The centre of a row, or (row -1) the top edge of the lane, where cancels sit.
    const centre = u.valToPos(lane, 'lane');
    const height = laneHeight();
    if (row < 0) return centre - height * 0.42;
    const rowHeight = (height * 0.8) / data.laneRows[lane];
    return centre - height * 0.4 + rowHeight * (row + 0.5);
  }

  function arrow(ctx, item, color, dash, width) {
    const [x0, lane0, row0, x1, lane1, row1] = item;
    const p0 = [xPos(x0), rowY(lane0, row0)];
    const p1 = [xPos(x1), rowY(lane1, row1)];
    const bend = lane0 === lane1 ? -Math.min(30, laneHeight() * 0.5) : 0;
    const control = [(p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2 + bend];
    const angle = Math.atan2(p1[1] - control[1], p1[0] - control[0]);
    const head = 6;
    const tip = (da) => [p1[0] - head * Math.cos(angle + da), p1[1] - head * Math.sin(angle + da)];
    ctx.strokeStyle = color; ctx.lineWidth = width; ctx.setLineDash(dash);
    ctx.beginPath(); ctx.moveTo(p0[0], p0[1]); ctx.quadraticCurveTo(control[0], control[1], p1[0], p1[1]); ctx.stroke();
    ctx.setLineDash([]); ctx.fillStyle = color;
    ctx.beginPath(); ctx.moveTo(p1[0], p1[1]); ctx.lineTo(...tip(0.45)); ctx.lineTo(...tip(-0.45)); ctx.fill();
  }

  function paintLanes(self) {
    // Alternate lane backgrounds, under uPlot's grid.
    const { ctx, bbox } = self;
    const ratio = uPlot.pxRatio;
    ctx.save();
    ctx.translate(bbox.left, bbox.top); ctx.scale(ratio, ratio);
    const height = laneHeight();
    for (let lane = 0; lane < lanes; lane++) {
      ctx.fillStyle = lane % 2 ? '#f1f3f6' : '#fafbfc';
      ctx.fillRect(0, u.valToPos(lane, 'lane') - height / 2, bbox.width / ratio, height);
    }
    ctx.restore();
  }

  function paint(self) {
    if (stale) { drawn = layout(self.bbox.width / uPlot.pxRatio); stale = false; report(); }
    const { ctx, bbox } = self;
    const ratio = uPlot.pxRatio;
    const width = bbox.width / ratio;
    ctx.save();
    ctx.translate(bbox.left, bbox.top); ctx.scale(ratio, ratio);
    ctx.beginPath(); ctx.rect(0, 0, width, bbox.height / ratio); ctx.clip();
    // Clamped to the plot, give or take a few pixels: a long request seen up close would be millions of pixels wide.
    const px = (ms) => Math.min(Math.max(xPos(ms), -4), width + 4);
    hits = [];
    for (const item of drawn.drawnLinks) arrow(ctx, item, LINK, item[6] === 1 ? [4, 3] : [], 1);
    const height = laneHeight();
    let outline = null; // the hovered bar, where this paint puts it
    for (const bar of drawn.bars) {
      const [t0, t1, lane, row, status, ref] = bar;
      const rowHeight = (height * 0.8) / data.laneRows[lane];
      const merged = ref < 0;
      const x0 = px(t0);
      const x1 = Math.max(px(t1), x0 + (merged ? 2 : 1.5));
      const y = rowY(lane, row) - rowHeight / 2 + 0.5;
      const h = Math.max(rowHeight - 1, 1);
      ctx.globalAlpha = merged ? 0.55 : 0.95;
      ctx.fillStyle = STATUS[status].color;
      ctx.fillRect(x0, y, x1 - x0, h);
      hits.push([x0, y, x1 - x0, h, 'bar', bar]);
      if (hovered && hovered[5] === bar) outline = hits[hits.length - 1];
    }
    ctx.globalAlpha = 1;
    for (const item of drawn.arrows) arrow(ctx, item, ARROW, item[6] === 0 ? [] : item[6] === 1 ? [5, 3] : [2, 3], 1.4);
    ctx.strokeStyle = '#fff'; ctx.lineWidth = 0.8;
    for (const marker of drawn.markers) {
      const x = xPos(marker[0]); const y = rowY(marker[1], -1);
      ctx.fillStyle = VERDICTS[marker[2]].color;
      ctx.beginPath(); ctx.moveTo(x - 5, y - 6); ctx.lineTo(x + 5, y - 6); ctx.lineTo(x, y + 1); ctx.closePath();
      ctx.fill(); ctx.stroke();
      hits.push([x - 5, y - 6, 10, 7, 'cancel', marker]);
    }
    if (outline) {
      ctx.strokeStyle = '#000'; ctx.lineWidth = 1;
      ctx.strokeRect(outline[0], outline[1], outline[2], outline[3]);
    }
    for (const k of highlight.links) arrow(ctx, linkItem(links[k][0], links[k][1], 0), HIGHLIGHT, [], 2.5);
    ctx.fillStyle = 'rgba(255, 214, 0, 0.45)'; ctx.strokeStyle = HIGHLIGHT; ctx.lineWidth = 2;
    for (const s of highlight.spans) {
      const rowHeight = (height * 0.8) / data.laneRows[S.lane[s]];
      const x0 = px(S.start[s]); const x1 = px(S.end[s]);
      const y = rowY(S.lane[s], S.row[s]) - rowHeight / 2;
      ctx.fillRect(x0 - 1, y, Math.max(x1 - x0, 2) + 2, rowHeight);
      ctx.strokeRect(x0 - 1, y, Math.max(x1 - x0, 2) + 2, rowHeight);
    }
    ctx.restore();
  }

  // ---------------------------------------------------------------- text
  function fmt(ms) {
    if (ms === 0) return '0';
    if (ms < 1) return (ms * 1000).toPrecision(3) + ' µs';
    if (ms < 1000) return ms.toPrecision(3) + ' ms';
    return (ms / 1000).toPrecision(4) + ' s';
  }
  const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  const where = (s) => `${esc(data.lanes[S.lane[s]])} id ${esc(S.id[s])}`;

  function describeSpan(s) {
    const lines = [`<b>${esc(data.methods[S.method[s]])}</b> — ${where(s)}`];
    if (S.session[s] >= 0) lines.push(`session ${esc(data.sessions[S.session[s]])}`);
    const status = S.status[s];
    const outcome = status === 3 ? 'unanswered (to the end of the trace)' : STATUS[status].name + (S.code[s] != null ? ` (${S.code[s]})` : '');
    lines.push(`at ${fmt(S.start[s])}, ${status === 3 ? 'open for' : 'took'} ${fmt(S.end[s] - S.start[s])}: ${outcome}`);
    for (const [other, k] of neighbours[s]) {
      const forward = links[k][0] === s;
      const kind = links[k][2] === 1 ? (forward ? 'arrived as' : 'sent as') : (forward ? 'forwarded as' : 'forwarded from');
      lines.push(`${kind}: ${esc(data.methods[S.method[other]])} on ${where(other)}`);
    }
    for (const k of cancelsOf[s]) lines.push(`cancel at ${fmt(data.cancels[k][1])}: ${VERDICTS[data.cancels[k][4]].name}`);
    return lines.join('<br>');
  }

  function describeCancel(k) {
    const c = data.cancels[k];
    const lines = [`<b>$/cancel_request</b> → id ${esc(c[5])} on ${esc(data.lanes[c[0]])}`, `at ${fmt(c[1])}: ${VERDICTS[c[4]].name}`];
    if (c[2] >= 0) lines.push(`targets ${esc(data.methods[S.method[c[2]]])} (started ${fmt(S.start[c[2]])})`);
    if (c[3] >= 0) lines.push(`${c[6] ? 'arrived from' : 're-issued from'} the cancel on ${esc(data.lanes[data.cancels[c[3]][0]])}`);
    return lines.join('<br>');
  }

  const tooltipEl = document.getElementById('tooltip');
  function describe(hit) {
    if (hit[4] === 'cancel') return describeCancel(hit[5][3]);
    const [t0, t1, , , status, ref] = hit[5];
    if (ref >= 0) return describeSpan(ref);
    return `${-ref} requests (${STATUS[status].name}) merged at this zoom<br>from ${fmt(t0)} to ${fmt(t1)}: zoom in to see them`;
  }

  // Hovering a request outlines every request linked to it (forwarded from, forwarded as, the other end of its
  // wire) and the links between them.
  function chainOf(first) {
    const seen = new Set([first]); const queue = [first]; const chain = { spans: [], links: [] }; const linkSeen = new Set();
    while (queue.length && seen.size < 200) {
      const s = queue.shift();
      chain.spans.push(s);
      for (const [other, k] of neighbours[s]) {
        if (!linkSeen.has(k)) { linkSeen.add(k); chain.links.push(k); }
        if (!seen.has(other)) { seen.add(other); queue.push(other); }
      }
    }
    return chain;
  }

  function hover(self) {
    const { left, top } = self.cursor;
    let hit = null;
    if (left >= 0 && !pan) {
      for (let k = hits.length - 1; k >= 0 && !hit; k--) {
        const [x, y, w, h] = hits[k];
        // A pixel of slack around the thinnest bars, which would otherwise be hard to point at.
        if (left >= x - 1 && left <= x + w + 1 && top >= y && top <= y + h) hit = hits[k];
      }
    }
    if (hit) {
      tooltipEl.innerHTML = describe(hit);
      tooltipEl.hidden = false;
      const box = self.over.getBoundingClientRect();
      const x = box.left + left; const y = box.top + top;
      const w = tooltipEl.offsetWidth; const h = tooltipEl.offsetHeight;
      tooltipEl.style.left = (x + 14 + w > window.innerWidth ? Math.max(0, x - 14 - w) : x + 14) + 'px';
      tooltipEl.style.top = (y + 14 + h > window.innerHeight ? Math.max(0, y - 14 - h) : y + 14) + 'px';
    } else {
      tooltipEl.hidden = true;
    }
    if (hit === hovered || (hit && hovered && hit[5] === hovered[5])) return;
    hovered = hit;
    const ref = hit && hit[4] === 'bar' ? hit[5][5] : -1;
    highlight = ref >= 0 ? chainOf(ref) : { spans: [], links: [] };
    status.dataset.highlighted = highlight.spans.length;
    self.redraw(false);
  }

  // ---------------------------------------------------------------- the timeline and its overview
  const status = document.getElementById('status');
  let reports = 0;
  function report() {
    Object.assign(status.dataset, {
      spans: N, drawn: drawn.bars.length, represented: drawn.represented, merged: drawn.merged,
      cancels: drawn.markers.length, arrows: drawn.arrows.length, links: drawn.drawnLinks.length,
      hiddenArrows: drawn.hiddenArrows, hiddenLinks: drawn.hiddenLinks,
    });
    const notes = [];
    if (drawn.merged) notes.push(`${drawn.merged} bars merge several requests: zoom in`);
    if (drawn.hiddenLinks) notes.push(`${drawn.hiddenLinks} forward links hidden: zoom in`);
    if (drawn.hiddenArrows) notes.push(`${drawn.hiddenArrows} cancel arrows hidden: zoom in`);
    status.textContent = `${drawn.represented} of ${N} requests in view (${drawn.bars.length} bars), `
      + `${drawn.markers.length} cancels, ${drawn.arrows.length} cancel arrows, ${drawn.drawnLinks.length} forward links`
      + (notes.length ? ' — ' + notes.join('; ') : '');
    // The canvas is painted now and shown at the next frame: the one after it has the picture on screen.
    status.dataset.ready = '0';
    const mine = ++reports;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (mine === reports && !queued) status.dataset.ready = '1';
    }));
  }

  // Filters and checkboxes: lay out again, paint again.
  function relayout() { stale = true; u.redraw(false); }

  // Zoom gestures come faster than frames: the last view asked for is applied once per frame.
  let queued = false;
  function setView(a, b) {
    const span = Math.min(Math.max(b - a, MIN_SPAN), full);
    const middle = (a + b) / 2;
    a = Math.min(Math.max(b - a < MIN_SPAN ? middle - span / 2 : a, 0), full - span);
    if (a === want.a && a + span === want.b) return;
    want.a = a; want.b = a + span;
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; u.setScale('x', { min: want.a, max: want.b }); });
  }

  // The overview: requests started over the whole trace (a step per bin, the last point closing the last bin), with
  // uPlot's selection as the frame onto the timeline.
  const binStarts = Array.from({ length: BINS + 1 }, (_, k) => (k / BINS) * full);
  const started = new Array(BINS + 1).fill(0);
  for (let s = 0; s < N; s++) started[Math.min(BINS - 1, Math.floor((S.start[s] / full) * BINS))] += 1;
  started[BINS] = started[BINS - 1];
  const overview = new uPlot({
    width: chartEl.clientWidth, height: 40, padding: [2, PAD_RIGHT, 2, LABELS],
    legend: { show: false },
    cursor: {
      x: false, y: false, points: { show: false }, drag: { x: true, y: false, setScale: false },
      // Its double-click would hide the frame: the timeline's own double-click shows the whole trace.
      bind: { dblclick: () => null },
    },
    scales: { x: { time: false }, y: { range: (self, min, max) => [0, Math.max(1, max)] } },
    axes: [{ show: false }, { show: false }],
    series: [{}, { stroke: '#8fa6cf', fill: 'rgba(74, 123, 208, 0.22)', width: 1, paths: uPlot.paths.stepped({ align: 1 }) }],
    hooks: {
      // A range dragged across the overview is the new view.
      setSelect: [(self) => {
        const { left, width } = self.select;
        if (width > 0) setView(self.posToVal(left, 'x'), self.posToVal(left + width, 'x'));
      }],
    },
  }, [binStarts, started], document.getElementById('overview'));
  const frameEl = overview.root.querySelector('.u-select');
  function showView() {
    const left = overview.valToPos(view.a, 'x');
    // At least the width of its two edges, so that a frame on a microsecond can still be grabbed.
    const width = Math.max(overview.valToPos(view.b, 'x') - left, 10);
    const room = overview.over.clientWidth - width;
    overview.setSelect({ left: Math.min(left, room), width, top: 0, height: overview.over.clientHeight }, false);
  }

  u = new uPlot({
    width: chartEl.clientWidth, height: Math.max(220, lanes * band + 16 + 54), padding: [16, PAD_RIGHT, 0, 0],
    legend: { show: false },
    cursor: { x: false, y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
    scales: { x: { time: false }, lane: { range: [-0.5, lanes - 0.5], dir: -1 } },
    axes: [
      {
        scale: 'x', font: FONT, labelFont: FONT, label: 'time since the first message', labelSize: 20, size: 34,
        space: 80, stroke: '#5d6677', values: (self, ticks) => ticks.map(fmt),
        grid: { stroke: '#e3e7ed', width: 1 }, ticks: { stroke: '#d8dce4', width: 1, size: 4 },
      },
      {
        scale: 'lane', side: 3, size: LABELS, gap: 8, font: FONT, stroke: '#1d2330',
        splits: () => data.lanes.map((_, k) => k), values: (self, ticks) => ticks.map((k) => laneLabels[k]),
        grid: { show: false }, ticks: { show: false },
      },
    ],
    series: [{}],
    hooks: {
      setScale: [(self, key) => {
        if (key !== 'x') return;
        view.a = want.a = self.scales.x.min; view.b = want.b = self.scales.x.max;
        stale = true;
        showView();
      }],
      setSize: [() => { stale = true; }],
      drawClear: [paintLanes],
      draw: [paint],
      setCursor: [hover],
    },
  }, [[0, full]], chartEl);

  // Dragging pans; two fingers pinch: the time under their midpoint stays under it, their spread sets the zoom.
  const over = u.over;
  const pointers = new Map();
  const midpoint = () => { let sum = 0; for (const x of pointers.values()) sum += x; return sum / pointers.size; };
  const spread = () => { const [p, q] = pointers.values(); return pointers.size > 1 ? Math.abs(p - q) : 0; };
  const startPan = () => { pan = pointers.size ? { a: want.a, b: want.b, mid: midpoint(), spread: spread() } : null; };
  over.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    over.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, event.clientX);
    startPan();
    over.classList.add('panning');
  });
  over.addEventListener('pointermove', (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, event.clientX);
    const left = over.getBoundingClientRect().left; const width = over.clientWidth;
    const now = spread();
    const span = (pan.b - pan.a) * (pan.spread && now ? pan.spread / now : 1);
    const anchor = pan.a + ((pan.mid - left) / width) * (pan.b - pan.a);
    const a = anchor - ((midpoint() - left) / width) * span;
    setView(a, a + span);
  });
  const release = (event) => {
    if (!pointers.delete(event.pointerId)) return;
    startPan();
    if (!pan) over.classList.remove('panning');
  };
  over.addEventListener('pointerup', release);
  over.addEventListener('pointercancel', release);
  // The wheel zooms around the cursor (a touchpad's pinch comes as the wheel with Ctrl), sideways it pans.
  over.addEventListener('wheel', (event) => {
    event.preventDefault();
    const width = over.clientWidth;
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? width : 1;
    const perPx = (want.b - want.a) / width;
    if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) {
      setView(want.a + event.deltaX * unit * perPx, want.b + event.deltaX * unit * perPx);
      return;
    }
    const x = event.clientX - over.getBoundingClientRect().left;
    const factor = Math.exp(event.deltaY * unit * (event.ctrlKey ? 0.01 : 0.002));
    const at = want.a + x * perPx;
    setView(at - x * perPx * factor, at + (width - x) * perPx * factor);
  }, { passive: false });

  // The overview's frame: dragged it pans, dragged by an edge it zooms.
  const EDGE_PX = 6;
  const edgeAt = (clientX) => {
    const box = frameEl.getBoundingClientRect();
    return clientX - box.left < EDGE_PX ? 'a' : box.right - clientX < EDGE_PX ? 'b' : null;
  };
  frameEl.addEventListener('mousedown', (event) => event.stopPropagation()); // not a new selection for uPlot
  frameEl.addEventListener('pointermove', (event) => {
    frameEl.classList.toggle('edge', edgeAt(event.clientX) !== null);
  });
  frameEl.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    frameEl.setPointerCapture(event.pointerId);
    const edge = edgeAt(event.clientX);
    const x0 = event.clientX; const a = want.a; const b = want.b;
    const perPx = full / overview.over.clientWidth;
    const move = (m) => {
      const d = (m.clientX - x0) * perPx;
      if (edge === 'a') setView(Math.min(a + d, b - MIN_SPAN), b);
      else if (edge === 'b') setView(a, Math.max(b + d, a + MIN_SPAN));
      else setView(a + d, b + d);
    };
    const stop = () => {
      frameEl.removeEventListener('pointermove', move);
      frameEl.removeEventListener('pointerup', stop);
      frameEl.removeEventListener('pointercancel', stop);
    };
    frameEl.addEventListener('pointermove', move);
    frameEl.addEventListener('pointerup', stop);
    frameEl.addEventListener('pointercancel', stop);
  });

  // ---------------------------------------------------------------- controls, legend, facts, summary
  const sessionSelect = document.getElementById('session-filter');
  data.sessions.forEach((name, k) => sessionSelect.add(new Option(name, String(k))));
  if (S.session.some((k) => k < 0)) sessionSelect.add(new Option('(no session)', 'none'));
  sessionSelect.addEventListener('change', () => {
    const value = sessionSelect.value;
    sessionFilter = value === 'all' || value === 'none' ? value : Number(value);
    relayout();
  });

  const perMethod = data.methods.map(() => 0);
  for (let s = 0; s < N; s++) perMethod[S.method[s]] += 1;
  const methodList = document.getElementById('method-list');
  const methodCount = document.getElementById('method-count');
  const boxes = data.methods.map((name, k) => {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox'; box.checked = true;
    box.addEventListener('change', () => { methodOn[k] = box.checked; countMethods(); relayout(); });
    label.append(box, ` ${name} (${perMethod[k]})`);
    methodList.append(label);
    return box;
  });
  function countMethods() { methodCount.textContent = `(${methodOn.filter(Boolean).length} of ${methodOn.length})`; }
  countMethods();
  document.querySelectorAll('[data-methods]').forEach((button) => button.addEventListener('click', () => {
    const on = button.dataset.methods === 'all';
    boxes.forEach((box, k) => { box.checked = on; methodOn[k] = on; });
    countMethods(); relayout();
  }));
  document.getElementById('show-links').addEventListener('change', relayout);
  document.getElementById('show-cancels').addEventListener('change', relayout);
  document.getElementById('reset-zoom').addEventListener('click', () => setView(0, full));

  const legend = document.getElementById('legend');
  const entry = (html) => { const li = document.createElement('li'); li.innerHTML = html; legend.append(li); };
  STATUS.forEach((s) => entry(`<i style="background:${s.color}"></i>${s.name}`));
  entry('<i style="background:#4a7bd0;opacity:.55"></i>merged (zoom in)');
  VERDICTS.slice(0, 4).forEach((v) => entry(`<i style="background:${v.color};clip-path:polygon(0 0,100% 0,50% 100%)"></i>cancel ${v.name}`));
  entry(`<i class="arrow" style="color:${ARROW}"></i>cancel → its request`);
  entry(`<i class="arrow dashed" style="color:${ARROW}"></i>cancel re-issued on the next hop`);
  const acrossWires = data.cancels.some((c) => c[6]) || links.some((link) => link[2] === 1);
  if (acrossWires) entry(`<i class="arrow dotted" style="color:${ARROW}"></i>cancel arriving in the next process`);
  entry(`<i class="arrow" style="color:${LINK}"></i>forwarded as`);
  if (acrossWires) entry(`<i class="arrow dashed" style="color:${LINK}"></i>arriving in the next process`);

  const facts = document.getElementById('facts');
  const fact = (text, warning) => { const li = document.createElement('li'); li.textContent = text; if (warning) li.className = 'warning'; facts.append(li); };
  data.facts.forEach((text) => fact(text, false));
  data.warnings.forEach((text) => fact('warning: ' + text, true));

  const table = document.getElementById('summary');
  const headings = data.summary.headings;
  const numeric = headings.indexOf('count');
  const head = table.createTHead().insertRow();
  headings.forEach((h) => { const th = document.createElement('th'); th.textContent = h; head.append(th); });
  const body = table.createTBody();
  const alarming = new Set(['errors', 'unanswered', 'ignored', 'pending']);
  data.summary.rows.forEach((cells) => {
    const row = body.insertRow();
    row.className = cells[headings.indexOf('kind')];
    cells.forEach((text, k) => {
      const td = row.insertCell(); td.textContent = text;
      if (k >= numeric) td.className = 'n' + (alarming.has(headings[k]) && text !== '' && text !== '0' ? ' bad' : '');
    });
  });

  // For scripts driving the page (tests, screenshots): `zoom(a, b)` shows the milliseconds from a to b, `view()` says
  // which are shown, `middle(s)` where span s (its index in the data) is on the page, as [x, y], or null when it is
  // out of view.
  window.acpTrace = {
    zoom: (a, b) => setView(a, b),
    view: () => [view.a, view.b],
    middle: (s) => {
      if (S.end[s] < view.a || S.start[s] > view.b) return null;
      const box = over.getBoundingClientRect();
      return [box.left + xPos((Math.max(S.start[s], view.a) + Math.min(S.end[s], view.b)) / 2), box.top + rowY(S.lane[s], S.row[s])];
    },
  };
  window.addEventListener('resize', () => {
    u.setSize({ width: chartEl.clientWidth, height: u.height });
    overview.setSize({ width: chartEl.clientWidth, height: overview.height });
    showView();
  });
})();
