// The acp-fast trace viewer: draws the data `acp-fast trace view` embedded in this page with Apache ECharts.
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
  const GRID = { left: 240, right: 24, top: 24, bottom: 64 };

  const maxRows = Math.max(1, ...data.laneRows);
  const band = Math.max(28, 14 + 6 * maxRows);
  const chartEl = document.getElementById('chart');
  chartEl.style.height = Math.max(260, data.lanes.length * band + GRID.top + GRID.bottom) + 'px';
  const chart = echarts.init(chartEl, null, { renderer: 'canvas' });

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

  const view = { a: 0, b: Math.max(data.duration, 1e-3) };

  // ---------------------------------------------------------------- what to draw at this zoom
  function lowerBound(array, value) {
    let lo = 0; let hi = array.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (array[mid] < value) lo = mid + 1; else hi = mid; }
    return lo;
  }

  function layout() {
    const width = Math.max(50, chart.getWidth() - GRID.left - GRID.right);
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
  function rowY(api, lane, row) {
    // The centre of a row, or (row -1) the top edge of the lane, where cancels sit.
    const centre = api.coord([0, lane])[1];
    const height = api.size([0, 1])[1];
    const rows = data.laneRows[lane];
    if (row < 0) return centre - height * 0.42;
    const rowHeight = (height * 0.8) / rows;
    return centre - height * 0.4 + rowHeight * (row + 0.5);
  }

  function renderBar(params, api) {
    const lane = api.value(2); const row = api.value(3);
    const height = api.size([0, 1])[1];
    const rowHeight = (height * 0.8) / data.laneRows[lane];
    const x0 = api.coord([api.value(0), lane])[0];
    const x1 = api.coord([api.value(1), lane])[0];
    const merged = api.value(5) < 0;
    const shape = echarts.graphic.clipRectByRect(
      { x: x0, y: rowY(api, lane, row) - rowHeight / 2 + 0.5, width: Math.max(x1 - x0, merged ? 2 : 1.5), height: Math.max(rowHeight - 1, 1) },
      { x: params.coordSys.x, y: params.coordSys.y, width: params.coordSys.width, height: params.coordSys.height },
    );
    if (!shape) return null;
    return {
      type: 'rect',
      shape,
      style: { fill: STATUS[api.value(4)].color, opacity: merged ? 0.55 : 0.95 },
      emphasis: { style: { stroke: '#000', lineWidth: 1 } },
    };
  }

  function arrowShape(api, item, color, dash, width) {
    const [x0, lane0, row0, x1, lane1, row1] = item;
    const p0 = [api.coord([x0, lane0])[0], rowY(api, lane0, row0)];
    const p1 = [api.coord([x1, lane1])[0], rowY(api, lane1, row1)];
    const bend = lane0 === lane1 ? -Math.min(30, api.size([0, 1])[1] * 0.5) : 0;
    const control = [(p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2 + bend];
    const angle = Math.atan2(p1[1] - control[1], p1[0] - control[0]);
    const head = 6;
    const tip = (da) => [p1[0] - head * Math.cos(angle + da), p1[1] - head * Math.sin(angle + da)];
    return {
      type: 'group',
      children: [
        { type: 'bezierCurve', shape: { x1: p0[0], y1: p0[1], x2: p1[0], y2: p1[1], cpx1: control[0], cpy1: control[1] }, style: { stroke: color, fill: null, lineWidth: width, lineDash: dash } },
        { type: 'polygon', shape: { points: [p1, tip(0.45), tip(-0.45)] }, style: { fill: color } },
      ],
    };
  }

  function renderArrow(params, api) {
    const kind = api.value(6);
    const item = [0, 1, 2, 3, 4, 5].map((d) => api.value(d));
    return arrowShape(api, item, ARROW, kind === 0 ? null : kind === 1 ? [5, 3] : [2, 3], 1.4);
  }

  function renderLink(params, api) {
    const item = [0, 1, 2, 3, 4, 5].map((d) => api.value(d));
    return arrowShape(api, item, LINK, api.value(6) === 1 ? [4, 3] : null, 1);
  }

  function renderHighlight(params, api) {
    if (api.value(7) === 1) return arrowShape(api, [0, 1, 2, 3, 4, 5].map((d) => api.value(d)), HIGHLIGHT, null, 2.5);
    const lane = api.value(2);
    const rowHeight = (api.size([0, 1])[1] * 0.8) / data.laneRows[lane];
    const x0 = api.coord([api.value(0), lane])[0]; const x1 = api.coord([api.value(1), lane])[0];
    return {
      type: 'rect',
      shape: { x: x0 - 1, y: rowY(api, lane, api.value(3)) - rowHeight / 2, width: Math.max(x1 - x0, 2) + 2, height: rowHeight },
      style: { fill: 'rgba(255, 214, 0, 0.45)', stroke: HIGHLIGHT, lineWidth: 2 },
    };
  }

  function renderMarker(params, api) {
    const lane = api.value(1);
    const x = api.coord([api.value(0), lane])[0]; const y = rowY(api, lane, -1);
    return {
      type: 'polygon',
      shape: { points: [[x - 5, y - 6], [x + 5, y - 6], [x, y + 1]] },
      style: { fill: VERDICTS[api.value(2)].color, stroke: '#fff', lineWidth: 0.8 },
    };
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

  function tooltip(params) {
    if (params.seriesId === 'cancels') return describeCancel(params.value[3]);
    if (params.seriesId !== 'spans') return '';
    const ref = params.value[5];
    if (ref >= 0) return describeSpan(ref);
    return `${-ref} requests (${STATUS[params.value[4]].name}) merged at this zoom<br>from ${fmt(params.value[0])} to ${fmt(params.value[1])}: zoom in to see them`;
  }

  // ---------------------------------------------------------------- the chart
  chart.setOption({
    animation: false,
    grid: GRID,
    tooltip: { trigger: 'item', confine: true, formatter: tooltip, transitionDuration: 0 },
    xAxis: {
      type: 'value', min: 0, max: view.b, name: 'time since the first message', nameLocation: 'middle', nameGap: 24,
      axisLabel: { formatter: (v) => fmt(v) }, splitLine: { lineStyle: { color: '#eceff3' } },
    },
    yAxis: {
      type: 'category', data: data.lanes, inverse: true,
      axisLabel: { width: GRID.left - 16, overflow: 'truncate', fontSize: 12 },
      splitArea: { show: true, areaStyle: { color: ['#fafbfc', '#f1f3f6'] } }, axisTick: { show: false },
    },
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, filterMode: 'none', minValueSpan: 0.001 },
      { type: 'slider', xAxisIndex: 0, filterMode: 'none', height: 18, bottom: 6, showDetail: false },
    ],
    series: [
      { type: 'custom', id: 'links', renderItem: renderLink, data: [], silent: true, clip: true, z: 1, progressive: 0 },
      { type: 'custom', id: 'spans', renderItem: renderBar, data: [], z: 2, progressive: 0, encode: { x: [0, 1], y: 2, tooltip: [] } },
      { type: 'custom', id: 'arrows', renderItem: renderArrow, data: [], silent: true, clip: true, z: 3, progressive: 0 },
      { type: 'custom', id: 'cancels', renderItem: renderMarker, data: [], z: 4, clip: true, progressive: 0, encode: { x: 0, y: 1, tooltip: [] } },
      { type: 'custom', id: 'highlight', renderItem: renderHighlight, data: [], silent: true, clip: true, z: 5, progressive: 0 },
    ],
  });

  const status = document.getElementById('status');
  let pending = false;
  function redraw() {
    pending = false;
    const drawn = layout();
    chart.setOption({
      series: [
        { id: 'links', data: drawn.drawnLinks },
        { id: 'spans', data: drawn.bars },
        { id: 'arrows', data: drawn.arrows },
        { id: 'cancels', data: drawn.markers },
        { id: 'highlight', data: [] },
      ],
    });
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
    // ECharts paints in the next animation frame: the one after it has the picture on screen.
    status.dataset.ready = '0';
    requestAnimationFrame(() => requestAnimationFrame(() => { if (!pending) status.dataset.ready = '1'; }));
  }
  function schedule() { if (!pending) { pending = true; requestAnimationFrame(redraw); } }

  chart.on('datazoom', (event) => {
    const zoom = event.batch ? event.batch[0] : event;
    const span = Math.max(data.duration, 1e-3);
    if (zoom.startValue != null) { view.a = zoom.startValue; view.b = zoom.endValue; }
    else { view.a = (zoom.start / 100) * span; view.b = (zoom.end / 100) * span; }
    schedule();
  });

  // Hovering a request outlines every request linked to it (forwarded from, forwarded as, the other end of its
  // wire) and the links between them.
  chart.on('mouseover', { seriesId: 'spans' }, (event) => {
    const first = event.value[5];
    if (first < 0) return;
    const seen = new Set([first]); const queue = [first]; const items = []; const linkSeen = new Set();
    while (queue.length && seen.size < 200) {
      const s = queue.shift();
      items.push([S.start[s], S.end[s], S.lane[s], S.row[s], 0, 0, 0, 0]);
      for (const [other, k] of neighbours[s]) {
        if (!linkSeen.has(k)) { linkSeen.add(k); items.push([...linkItem(links[k][0], links[k][1], 0).slice(0, 6), 0, 1]); }
        if (!seen.has(other)) { seen.add(other); queue.push(other); }
      }
    }
    chart.setOption({ series: [{ id: 'highlight', data: items }] });
    status.dataset.highlighted = seen.size;
  });
  chart.on('mouseout', { seriesId: 'spans' }, () => {
    chart.setOption({ series: [{ id: 'highlight', data: [] }] });
    status.dataset.highlighted = 0;
  });

  // ---------------------------------------------------------------- controls, legend, facts, summary
  const sessionSelect = document.getElementById('session-filter');
  data.sessions.forEach((name, k) => sessionSelect.add(new Option(name, String(k))));
  if (S.session.some((k) => k < 0)) sessionSelect.add(new Option('(no session)', 'none'));
  sessionSelect.addEventListener('change', () => {
    const value = sessionSelect.value;
    sessionFilter = value === 'all' || value === 'none' ? value : Number(value);
    schedule();
  });

  const perMethod = data.methods.map(() => 0);
  for (let s = 0; s < N; s++) perMethod[S.method[s]] += 1;
  const methodList = document.getElementById('method-list');
  const methodCount = document.getElementById('method-count');
  const boxes = data.methods.map((name, k) => {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox'; box.checked = true;
    box.addEventListener('change', () => { methodOn[k] = box.checked; countMethods(); schedule(); });
    label.append(box, ` ${name} (${perMethod[k]})`);
    methodList.append(label);
    return box;
  });
  function countMethods() { methodCount.textContent = `(${methodOn.filter(Boolean).length} of ${methodOn.length})`; }
  countMethods();
  document.querySelectorAll('[data-methods]').forEach((button) => button.addEventListener('click', () => {
    const on = button.dataset.methods === 'all';
    boxes.forEach((box, k) => { box.checked = on; methodOn[k] = on; });
    countMethods(); schedule();
  }));
  document.getElementById('show-links').addEventListener('change', schedule);
  document.getElementById('show-cancels').addEventListener('change', schedule);
  document.getElementById('reset-zoom').addEventListener('click', () => chart.dispatchAction({ type: 'dataZoom', start: 0, end: 100 }));

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

  // For scripts driving the page (tests, screenshots): show the milliseconds from a to b.
  // `middle(s)`: where span s (its index in the data) is on the page, as [x, y], or null when it is out of view.
  window.acpTrace = {
    zoom: (a, b) => chart.dispatchAction({ type: 'dataZoom', startValue: a, endValue: b }),
    middle: (s) => {
      if (S.end[s] < view.a || S.start[s] > view.b) return null;
      const x = chart.convertToPixel({ xAxisIndex: 0 }, (Math.max(S.start[s], view.a) + Math.min(S.end[s], view.b)) / 2);
      const box = chartEl.getBoundingClientRect();
      const centre = chart.convertToPixel({ yAxisIndex: 0 }, S.lane[s]);
      const height = Math.abs(chart.convertToPixel({ yAxisIndex: 0 }, 1) - chart.convertToPixel({ yAxisIndex: 0 }, 0));
      const rowHeight = (height * 0.8) / data.laneRows[S.lane[s]];
      return [box.left + x, box.top + centre - height * 0.4 + rowHeight * (S.row[s] + 0.5)];
    },
  };
  window.addEventListener('resize', () => { chart.resize(); schedule(); });
  redraw();
})();
