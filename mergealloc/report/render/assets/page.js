// memopt memory plan report: draws one timeline panel per scope or pool
// from the report JSON embedded in this page (x = live range in ticks,
// y = offset in bytes, height = size). No network access; works from disk.
(function () {
  "use strict";
  var t0 = performance.now();
  var NS = "http://www.w3.org/2000/svg";
  // Plot coordinates: every panel maps its ticks to [0, VW] and its bytes
  // to [0, VH] (VH at offset 0, 0 at the top of the y range).
  var VW = 1000, VH = 1000;
  var HEADROOM = 1.06;
  var M = { left: 78, right: 12, top: 10, bottom: 34 };
  var PLOT_H = 380;
  var LAZY_ABOVE = 20000; // draw panels only when scrolled to above this many buffers
  var DENSE = 800;        // drop rectangle borders above this many buffers in a panel

  var KINDS = {
    temp: { hue: 212, label: "temporary" },
    workspace: { hue: 176, label: "workspace" },
    constant: { hue: 32, label: "constant" },
    input: { hue: 128, label: "input" },
    output: { hue: 284, label: "output" },
    callee: { hue: 338, label: "callee arena" },
    threads: { hue: 52, label: "forall threads'" },
    slices: { hue: 12, label: "slices per thread" },
    "": { hue: 212, label: "buffer" }
  };

  var data = JSON.parse(document.getElementById("memopt-report").textContent);
  var scopes = data.scopes || [];
  var tip = document.getElementById("tip");
  var panels = [];

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    if (attrs) for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function sv(tag, attrs) {
    var e = document.createElementNS(NS, tag);
    if (attrs) for (var k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  }
  function num(n) { return Number(n).toLocaleString("en-US"); }
  function human(n) {
    var u = ["B", "KiB", "MiB", "GiB", "TiB"], i = 0, v = n;
    while (Math.abs(v) >= 1024 && i < u.length - 1) { v /= 1024; i++; }
    var t = i === 0 ? String(Math.round(v)) : v.toFixed(v < 10 ? 2 : v < 100 ? 1 : 0);
    if (t.indexOf(".") >= 0) t = t.replace(/\.?0+$/, "");
    return t + " " + u[i];
  }
  function bytes(n) { return num(n) + " B" + (Math.abs(n) >= 1024 ? " (" + human(n) + ")" : ""); }
  function hex(n) { return "0x" + Number(n).toString(16); }
  function ratio(s) {
    if (!s.lower_bound) return s.arena_size ? "-" : "1.000";
    return (s.arena_size / s.lower_bound).toFixed(3);
  }
  function ms(ns) { return (ns / 1e6).toFixed(4) + " ms"; }
  function kindOf(b) { return KINDS[b.kind || ""] ? (b.kind || "") : ""; }
  function color(b, i) {
    var k = KINDS[kindOf(b)];
    var l = 42 + ((i * 37) % 26);
    var s = 58 + ((i * 13) % 18);
    return "hsl(" + k.hue + "," + s + "%," + l + "%)";
  }
  function alignUp(x, a) { return a > 1 ? Math.ceil(x / a) * a : x; }

  // ---- page header, legend and summary ----
  document.getElementById("meta").textContent =
    (data.input ? data.input + " \u00b7 " : "") + "made by " + (data.tool || "?") +
    " \u00b7 report schema version " + data.version + " \u00b7 " +
    scopes.length + (scopes.length === 1 ? " plan" : " plans");

  function legend() {
    var lg = document.getElementById("legend");
    var seen = {}, pinned = false, cap = false;
    scopes.forEach(function (s) {
      (s.buffers || []).forEach(function (b) { seen[kindOf(b)] = true; if (b.pinned) pinned = true; });
      if (s.capacity) cap = true;
    });
    if (Object.keys(seen).length === 0) seen.temp = true;
    Object.keys(KINDS).forEach(function (k) {
      if (!seen[k] || (k === "" && seen.temp)) return;
      var key = el("span", { "class": "key" });
      var sw = el("span", { "class": "sw" });
      sw.style.background = "hsl(" + KINDS[k].hue + ",62%,52%)";
      key.appendChild(sw);
      key.appendChild(document.createTextNode(KINDS[k].label + " buffer"));
      lg.appendChild(key);
    });
    if (pinned) {
      var pk = el("span", { "class": "key" });
      var psw = el("span", { "class": "sw" });
      psw.style.border = "1.5px dashed #000";
      pk.appendChild(psw);
      pk.appendChild(document.createTextNode("pinned (fixed offset)"));
      lg.appendChild(pk);
    }
    function line(cls, color, label) {
      var k = el("span", { "class": "key" });
      var l = el("span", { "class": "ln" + (cls ? " " + cls : "") });
      l.style.borderTopColor = color;
      k.appendChild(l);
      k.appendChild(document.createTextNode(label));
      lg.appendChild(k);
    }
    line("", "var(--peak)", "peak (arena size)");
    line("dash", "var(--bound)", "liveness lower bound");
    if (cap) line("dash", "var(--cap)", "pool capacity");
    line("", "var(--profile)", "bytes live at each tick");
    lg.appendChild(el("span", { "class": "hint" },
      "x: time (ticks), y: offset (bytes). Hover a buffer for its fields; click it to highlight the buffers live at the same time; " +
      "wheel: zoom (Shift: time only, Alt: offsets only); drag: pan; double-click: reset."));
  }

  function summary() {
    var box = document.getElementById("summary");
    if (scopes.length === 0) {
      box.appendChild(el("p", { "class": "empty" }, "No memory plans in this report (no planning pass ran)."));
      return;
    }
    var t = el("table", { "class": "sum" });
    var hr = el("tr");
    [["#", "n"], ["plan", ""], ["kind", ""], ["pass", ""], ["planner", ""], ["placed", "n"], ["left alone", "n"],
      ["arena", "n"], ["lower bound", "n"], ["ratio", "n"], ["planner time", "n"]].forEach(function (h) {
      hr.appendChild(el("th", h[1] ? { "class": h[1] } : null, h[0]));
    });
    var th = el("thead"); th.appendChild(hr); t.appendChild(th);
    var tb = el("tbody");
    scopes.forEach(function (s, i) {
      var tr = el("tr");
      tr.appendChild(el("td", { "class": "n" }, String(i + 1)));
      var td = el("td", { "class": "mono" });
      var a = el("a", { href: "#plan-" + i }, s.name + (s.memory_space ? " [" + s.memory_space + "]" : ""));
      td.appendChild(a); tr.appendChild(td);
      tr.appendChild(el("td", null, s.kind + (s.within ? " in " + s.within : "")));
      tr.appendChild(el("td", null, s.pass));
      tr.appendChild(el("td", null, s.planner || "-"));
      tr.appendChild(el("td", { "class": "n" }, num((s.buffers || []).length)));
      tr.appendChild(el("td", { "class": "n" }, num((s.skipped || []).length)));
      tr.appendChild(el("td", { "class": "n" }, num(s.arena_size)));
      tr.appendChild(el("td", { "class": "n" }, num(s.lower_bound)));
      tr.appendChild(el("td", { "class": "n" }, ratio(s)));
      tr.appendChild(el("td", { "class": "n" }, ms(s.plan_time_ns)));
      tb.appendChild(tr);
    });
    t.appendChild(tb);
    box.appendChild(t);
  }

  // ---- axes ----
  function niceStep(span, target) {
    var raw = span / Math.max(target, 1);
    var p = Math.pow(10, Math.floor(Math.log10(raw)));
    var m = raw / p;
    return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
  }
  function niceByteStep(span, target) {
    var raw = span / Math.max(target, 1);
    var p = Math.pow(2, Math.floor(Math.log2(Math.max(raw, 1))));
    var s = p;
    [1, 2, 4, 8].some(function (m) { s = p * m; return s >= raw; });
    return Math.max(s, 1);
  }

  // ---- one panel ----
  function Panel(s, idx) {
    this.s = s; this.idx = idx; this.drawn = false;
    var bufs = s.buffers || [];
    this.bufs = bufs;
    var tmin = Infinity, tmax = -Infinity, top = 0;
    for (var i = 0; i < bufs.length; i++) {
      var b = bufs[i];
      if (b.start < tmin) tmin = b.start;
      if (b.end + 1 > tmax) tmax = b.end + 1;
      if (b.offset + b.size > top) top = b.offset + b.size;
    }
    if (!isFinite(tmin)) { tmin = 0; tmax = 1; }
    if (tmax <= tmin) tmax = tmin + 1;
    this.t0 = tmin; this.t1 = tmax;
    this.ymax = Math.max(s.arena_size, s.lower_bound, s.capacity || 0, top, 1) * HEADROOM;
    this.sel = -1;
    this.build();
  }
  Panel.prototype.X = function (t) { return (t - this.t0) / (this.t1 - this.t0) * VW; };
  Panel.prototype.Y = function (v) { return VH - v / this.ymax * VH; };

  Panel.prototype.build = function () {
    var s = this.s, idx = this.idx;
    var sec = el("section", { "class": "panel", id: "plan-" + idx, "data-scope": String(idx) });
    var title = s.name + (s.memory_space ? " [" + s.memory_space + "]" : "");
    sec.appendChild(el("h2", null, title));
    var figs = el("div", { "class": "figs" });
    function fig(label, value) {
      var sp = el("span"); sp.appendChild(document.createTextNode(label + " "));
      sp.appendChild(el("b", null, value)); figs.appendChild(sp);
    }
    fig("kind", s.kind + (s.pass ? " (" + s.pass + ")" : ""));
    fig("arena", bytes(s.arena_size));
    fig("lower bound", bytes(s.lower_bound));
    fig("ratio", ratio(s));
    if (s.capacity) fig("capacity", bytes(s.capacity) + ", " + (100 * s.arena_size / s.capacity).toFixed(1) + "% used");
    if (s.has_address) fig("base address", hex(s.base_address || 0));
    if (s.within) fig("within", s.within);
    fig("planner", (s.planner || "-") + ", " + ms(s.plan_time_ns));
    if (s.forall_hoisting) fig("forall-hoisting", s.forall_hoisting);
    if (s.alignment) fig("alignment", num(s.alignment) + " B");
    fig("placed", num(this.bufs.length));
    fig("left alone", num((s.skipped || []).length));
    if (s.location) fig("at", s.location);
    sec.appendChild(figs);
    var tools = el("div", { "class": "tools" });
    var reset = el("button", { type: "button", "class": "reset" }, "reset zoom");
    var find = el("input", { type: "search", placeholder: "find buffer by name", "aria-label": "find buffer by name" });
    tools.appendChild(reset); tools.appendChild(find);
    sec.appendChild(tools);
    var box = el("div", { "class": "plotbox" });
    box.style.height = (PLOT_H + M.top + M.bottom) + "px";
    sec.appendChild(box);
    var info = el("div", { "class": "info" });
    sec.appendChild(info);
    if ((s.skipped || []).length) {
      var d = el("details");
      d.appendChild(el("summary", null, "Left alone: " + s.skipped.length + " buffer" + (s.skipped.length === 1 ? "" : "s")));
      var t = el("table");
      var hr = el("tr");
      ["name", "reason", "type", "location"].forEach(function (h) { hr.appendChild(el("th", null, h)); });
      t.appendChild(hr);
      s.skipped.forEach(function (k) {
        var tr = el("tr");
        tr.appendChild(el("td", { "class": "mono" }, k.name));
        tr.appendChild(el("td", null, k.reason));
        tr.appendChild(el("td", { "class": "mono" }, k.type || ""));
        tr.appendChild(el("td", { "class": "mono" }, k.location || ""));
        t.appendChild(tr);
      });
      d.appendChild(t);
      sec.appendChild(d);
    }
    if ((s.notes || []).length) {
      var nd = el("details", { open: "" });
      nd.appendChild(el("summary", null, "Notes"));
      var ul = el("ul");
      s.notes.forEach(function (n) { ul.appendChild(el("li", null, n)); });
      nd.appendChild(ul);
      sec.appendChild(nd);
    }
    this.sec = sec; this.box = box; this.info = info;
    var self = this;
    reset.addEventListener("click", function () { self.setView(0, 0, VW, VH); });
    find.addEventListener("input", function () { self.find(find.value); });
  };

  Panel.prototype.draw = function () {
    if (this.drawn) return;
    this.drawn = true;
    var s = this.s, bufs = this.bufs, self = this;
    if (bufs.length === 0) {
      this.box.style.height = "auto";
      this.box.style.minHeight = "0";
      this.box.appendChild(el("p", { "class": "empty" }, "No buffers placed in this plan."));
      this.sec.setAttribute("data-rendered", "1");
      return;
    }
    var W = Math.max(this.box.clientWidth || 960, 320);
    var H = PLOT_H + M.top + M.bottom;
    var svg = sv("svg", { "class": "plot" + (bufs.length > DENSE ? " dense" : ""), width: W, height: H,
      viewBox: "0 0 " + W + " " + H, "data-scope": String(this.idx) });
    this.svg = svg; this.W = W; this.H = H;
    var PW = W - M.left - M.right, PH = PLOT_H;
    this.PW = PW; this.PH = PH;
    svg.appendChild(sv("rect", { "class": "bg", x: M.left, y: M.top, width: PW, height: PH }));
    this.gridG = sv("g", { "class": "axis" });
    svg.appendChild(this.gridG);
    var area = sv("svg", { "class": "area", x: M.left, y: M.top, width: PW, height: PH,
      viewBox: "0 0 " + VW + " " + VH, preserveAspectRatio: "none",
      "data-t0": String(this.t0), "data-t1": String(this.t1), "data-ymax": String(this.ymax),
      "data-vw": String(VW), "data-vh": String(VH) });
    this.area = area;
    this.band = sv("rect", { "class": "band", x: 0, y: 0, width: 0, height: VH, visibility: "hidden" });
    area.appendChild(this.band);
    var g = sv("g", { "class": "bufs" });
    var frag = document.createDocumentFragment();
    this.rects = new Array(bufs.length);
    for (var i = 0; i < bufs.length; i++) {
      var b = bufs[i];
      var x0 = this.X(b.start), x1 = this.X(b.end + 1);
      var y1 = this.Y(b.offset), y0 = this.Y(b.offset + b.size);
      var r = document.createElementNS(NS, "rect");
      r.setAttribute("class", b.pinned ? "buf pinned" : "buf");
      r.setAttribute("x", x0);
      r.setAttribute("y", y0);
      r.setAttribute("width", Math.max(x1 - x0, 0));
      r.setAttribute("height", Math.max(y1 - y0, 0));
      r.setAttribute("fill", color(b, i));
      r.setAttribute("data-i", i);
      frag.appendChild(r);
      this.rects[i] = r;
    }
    g.appendChild(frag);
    area.appendChild(g);
    // Bytes live at each tick (sizes rounded to the scope's alignment, as
    // the lower bound counts them): segments [segT[k], segT[k+1]) holding
    // segV[k] bytes, drawn over the buffers as a step line whose top is
    // the bound (profile(), per screen pixel).
    var ev = [];
    var al = s.alignment || 1;
    for (var j = 0; j < bufs.length; j++) {
      if (bufs[j].end < bufs[j].start) continue;
      var sz = alignUp(bufs[j].size, al);
      ev.push([bufs[j].start, sz], [bufs[j].end + 1, -sz]);
    }
    ev.sort(function (a, c) { return a[0] - c[0] || a[1] - c[1]; });
    this.segT = []; this.segV = [];
    for (var k = 0, cur = 0; k < ev.length; k++) {
      cur += ev[k][1];
      if (k + 1 < ev.length && ev[k + 1][0] === ev[k][0]) continue;
      this.segT.push(ev[k][0]); this.segV.push(cur);
    }
    this.profilePath = sv("path", { "class": "profile" });
    area.appendChild(this.profilePath);
    this.lines = [];
    var addLine = function (cls, v, label) {
      var y = self.Y(v);
      area.appendChild(sv("line", { "class": "hline " + cls, x1: 0, x2: VW, y1: y, y2: y, "data-value": String(v) }));
      self.lines.push({ cls: cls, v: v, label: label });
    };
    addLine("peak", s.arena_size, "peak " + human(s.arena_size));
    addLine("bound", s.lower_bound, "lower bound " + human(s.lower_bound));
    if (s.capacity) addLine("cap", s.capacity, "capacity " + human(s.capacity));
    svg.appendChild(area);
    this.nameG = sv("g", { "class": "names" });
    svg.appendChild(this.nameG);
    this.labelG = sv("g", { "class": "labels" });
    svg.appendChild(this.labelG);
    this.box.appendChild(svg);
    this.view = [0, 0, VW, VH];
    this.axes();
    this.events();
    this.sec.setAttribute("data-rendered", "1");
  };

  Panel.prototype.setView = function (x, y, w, h) {
    w = Math.min(Math.max(w, VW / 1e6), VW); h = Math.min(Math.max(h, VH / 1e6), VH);
    x = Math.min(Math.max(x, 0), VW - w); y = Math.min(Math.max(y, 0), VH - h);
    this.view = [x, y, w, h];
    this.area.setAttribute("viewBox", x + " " + y + " " + w + " " + h);
    this.axes();
  };

  // axes redraws the tick labels, grid lines and line labels for the view.
  Panel.prototype.axes = function () {
    var g = this.gridG, v = this.view, self = this;
    while (g.firstChild) g.removeChild(g.firstChild);
    var PW = this.PW, PH = this.PH;
    var tA = this.t0 + v[0] / VW * (this.t1 - this.t0), tB = this.t0 + (v[0] + v[2]) / VW * (this.t1 - this.t0);
    var step = Math.max(niceStep(tB - tA, PW / 90), 1);
    for (var t = Math.ceil(tA / step) * step; t <= tB + 1e-9; t += step) {
      var px = M.left + ((this.X(t) - v[0]) / v[2]) * PW;
      g.appendChild(sv("line", { "class": "gridline", x1: px, x2: px, y1: M.top, y2: M.top + PH }));
      var tx = sv("text", { x: px, y: M.top + PH + 14, "text-anchor": "middle" });
      tx.textContent = num(Math.round(t));
      g.appendChild(tx);
    }
    var xt = sv("text", { "class": "title", x: M.left + PW, y: M.top + PH + 30, "text-anchor": "end" });
    xt.textContent = "tick";
    g.appendChild(xt);
    // y: bytes at the top and bottom of the view.
    var bTop = (VH - v[1]) / VH * this.ymax, bBot = (VH - v[1] - v[3]) / VH * this.ymax;
    var bstep = niceByteStep(bTop - bBot, PH / 40);
    for (var by = Math.ceil(bBot / bstep) * bstep; by <= bTop + 1e-9; by += bstep) {
      var py = M.top + ((this.Y(by) - v[1]) / v[3]) * PH;
      g.appendChild(sv("line", { "class": "gridline", x1: M.left, x2: M.left + PW, y1: py, y2: py }));
      var ty = sv("text", { x: M.left - 6, y: py + 4, "text-anchor": "end" });
      ty.textContent = human(by);
      g.appendChild(ty);
    }
    var yt = sv("text", { "class": "title", x: 4, y: M.top + 10 });
    yt.textContent = "offset";
    g.appendChild(yt);
    this.names();
    this.profile();
    var lg = this.labelG;
    while (lg.firstChild) lg.removeChild(lg.firstChild);
    var used = [];
    this.lines.forEach(function (l) {
      var py = M.top + ((self.Y(l.v) - v[1]) / v[3]) * PH;
      if (py < M.top - 1 || py > M.top + PH + 1) return;
      var ly = py - 4;
      used.forEach(function (u) { if (Math.abs(u - ly) < 12) ly = u + 13; });
      used.push(ly);
      var tx = sv("text", { "class": "linelabel " + l.cls, x: M.left + PW - 6, y: ly, "text-anchor": "end" });
      tx.textContent = l.label;
      lg.appendChild(tx);
    });
  };

  // profile draws the bytes live at each tick over the visible ticks, as
  // the largest value within each screen pixel: a readable line however
  // many buffers start and end within a pixel.
  Panel.prototype.profile = function () {
    var v = this.view, segT = this.segT, segV = this.segV, n = segT.length;
    if (!this.profilePath) return;
    var span = this.t1 - this.t0;
    var tA = this.t0 + v[0] / VW * span, tB = this.t0 + (v[0] + v[2]) / VW * span;
    var nb = Math.max(Math.round(this.PW), 1), w = (tB - tA) / nb;
    var top = new Float64Array(nb), any = new Uint8Array(nb);
    for (var k = 0; k < n; k++) {
      var a = segT[k], b = k + 1 < n ? segT[k + 1] : this.t1;
      if (b <= tA || a >= tB) continue;
      var i0 = Math.max(Math.floor((a - tA) / w), 0), i1 = Math.min(Math.ceil((b - tA) / w), nb);
      for (var i = i0; i < i1; i++) {
        if (!any[i] || segV[k] > top[i]) { top[i] = segV[k]; any[i] = 1; }
      }
    }
    var d = [], last = null;
    for (var j = 0; j < nb; j++) {
      var x = this.X(tA + j * w), y = this.Y(any[j] ? top[j] : 0);
      if (last === null) d.push("M", x, y);
      else if (y !== last) d.push("H", x, "V", y);
      last = y;
    }
    d.push("H", this.X(tB));
    this.profilePath.setAttribute("d", d.join(" "));
  };

  // names writes the buffer names into the rectangles that are large
  // enough on screen (at most MAX_NAMES of them).
  var MAX_NAMES = 400, CHAR_W = 6.7;
  Panel.prototype.names = function () {
    var g = this.nameG, v = this.view, bufs = this.bufs, PW = this.PW, PH = this.PH;
    while (g.firstChild) g.removeChild(g.firstChild);
    var sx = PW / v[2], sy = PH / v[3], n = 0;
    var frag = document.createDocumentFragment();
    for (var i = 0; i < bufs.length && n < MAX_NAMES; i++) {
      var b = bufs[i];
      var x0 = Math.max((this.X(b.start) - v[0]) * sx, 0), x1 = Math.min((this.X(b.end + 1) - v[0]) * sx, PW);
      var y0 = Math.max((this.Y(b.offset + b.size) - v[1]) * sy, 0), y1 = Math.min((this.Y(b.offset) - v[1]) * sy, PH);
      if (x1 - x0 < 30 || y1 - y0 < 15) continue;
      var fit = Math.floor((x1 - x0 - 8) / CHAR_W);
      var name = b.name.length > fit ? b.name.slice(0, Math.max(fit - 1, 1)) + "\u2026" : b.name;
      var t = sv("text", { x: M.left + x0 + 4, y: M.top + y0 + 12 });
      t.textContent = name;
      frag.appendChild(t);
      n++;
    }
    g.appendChild(frag);
  };

  Panel.prototype.tipHTML = function (i) {
    var b = this.bufs[i], s = this.s;
    var rows = [];
    function row(k, v) { rows.push([k, v]); }
    row("plan", s.name + (s.memory_space ? " [" + s.memory_space + "]" : ""));
    if (b.function) row("function", b.function);
    row("kind", (b.kind || "temp") + (b.pinned ? ", pinned" : ""));
    if (b.type) row("type", b.type);
    row("size", bytes(b.size));
    row("alignment", num(b.alignment) + " B");
    row("offset", num(b.offset) + " \u2013 " + num(b.offset + b.size) + " (end, exclusive)");
    if (s.has_address) row("address", hex(b.address || 0) + " \u2013 " + hex((b.address || 0) + b.size));
    row("live", "ticks " + num(b.start) + " \u2013 " + num(b.end) + " (" + num(Math.max(b.end - b.start + 1, 0)) + " ticks)");
    row("location", b.location || "-");
    return { name: b.name, rows: rows };
  };

  Panel.prototype.showTip = function (i, ev) {
    var t = this.tipHTML(i);
    while (tip.firstChild) tip.removeChild(tip.firstChild);
    tip.appendChild(el("div", { "class": "tname" }, t.name));
    var tb = el("table");
    t.rows.forEach(function (r) {
      var tr = el("tr"); tr.appendChild(el("th", null, r[0])); tr.appendChild(el("td", null, r[1])); tb.appendChild(tr);
    });
    tip.appendChild(tb);
    tip.setAttribute("data-scope", String(this.idx));
    tip.setAttribute("data-i", String(i));
    tip.hidden = false;
    moveTip(ev);
  };

  function moveTip(ev) {
    var w = tip.offsetWidth, h = tip.offsetHeight;
    var x = ev.clientX + 14, y = ev.clientY + 14;
    if (x + w > window.innerWidth - 4) x = Math.max(ev.clientX - w - 14, 4);
    if (y + h > window.innerHeight - 4) y = Math.max(ev.clientY - h - 14, 4);
    tip.style.left = x + "px"; tip.style.top = y + "px";
  }

  Panel.prototype.select = function (i) {
    var bufs = this.bufs, rects = this.rects, k;
    if (this.sel >= 0) {
      for (k = 0; k < rects.length; k++) rects[k].classList.remove("live", "sel");
    }
    if (i < 0 || i === this.sel) {
      this.sel = -1;
      this.svg.classList.remove("focus");
      this.band.setAttribute("visibility", "hidden");
      this.info.textContent = "";
      return;
    }
    this.sel = i;
    var b = bufs[i], n = 0, sum = 0;
    for (k = 0; k < bufs.length; k++) {
      var o = bufs[k];
      if (k !== i && o.start <= b.end && b.start <= o.end) {
        rects[k].classList.add("live"); n++; sum += o.size;
      }
    }
    rects[i].classList.add("sel");
    this.svg.classList.add("focus");
    var x0 = this.X(b.start);
    this.band.setAttribute("x", x0);
    this.band.setAttribute("width", Math.max(this.X(b.end + 1) - x0, 0));
    this.band.setAttribute("visibility", "visible");
    this.info.textContent = b.name + " (" + bytes(b.size) + " at offset " + num(b.offset) + ", ticks " +
      num(b.start) + "\u2013" + num(b.end) + ") is live together with " + num(n) + " buffer" + (n === 1 ? "" : "s") +
      " (" + bytes(sum) + "; " + bytes(sum + b.size) + " with it). Click it again or press Escape to clear.";
  };

  Panel.prototype.find = function (q) {
    q = q.trim();
    if (!this.drawn) this.draw();
    if (q === "") { this.select(-1); return; }
    for (var i = 0; i < this.bufs.length; i++) {
      if (this.bufs[i].name === q || this.bufs[i].name === "%" + q) { if (this.sel !== i) this.select(i); return; }
    }
    for (i = 0; i < this.bufs.length; i++) {
      if (this.bufs[i].name.indexOf(q) >= 0) { if (this.sel !== i) this.select(i); return; }
    }
  };

  Panel.prototype.events = function () {
    var self = this, area = this.area, g = area.querySelector("g.bufs");
    g.addEventListener("mouseover", function (ev) {
      var i = ev.target.getAttribute("data-i");
      if (i !== null) self.showTip(+i, ev);
    });
    g.addEventListener("mousemove", function (ev) { if (!tip.hidden) moveTip(ev); });
    g.addEventListener("mouseout", function () { tip.hidden = true; });
    var drag = null, moved = false;
    area.addEventListener("click", function (ev) {
      if (moved) return;
      var i = ev.target.getAttribute && ev.target.getAttribute("data-i");
      self.select(i === null || i === undefined ? -1 : +i);
    });
    area.addEventListener("wheel", function (ev) {
      ev.preventDefault();
      var rc = area.getBoundingClientRect();
      var fx = (ev.clientX - rc.left) / rc.width, fy = (ev.clientY - rc.top) / rc.height;
      var v = self.view;
      var f = Math.exp(Math.max(Math.min(ev.deltaY, 300), -300) * 0.002);
      var zx = !ev.altKey, zy = !ev.shiftKey;
      var w = zx ? v[2] * f : v[2], h = zy ? v[3] * f : v[3];
      self.setView(v[0] + (v[2] - w) * fx, v[1] + (v[3] - h) * fy, w, h);
    }, { passive: false });
    area.addEventListener("mousedown", function (ev) {
      if (ev.button !== 0) return;
      drag = { x: ev.clientX, y: ev.clientY, v: self.view.slice() }; moved = false;
    });
    window.addEventListener("mousemove", function (ev) {
      if (!drag) return;
      var dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
      if (!moved && Math.abs(dx) + Math.abs(dy) < 4) return;
      moved = true;
      area.classList.add("panning");
      var rc = area.getBoundingClientRect();
      self.setView(drag.v[0] - dx / rc.width * drag.v[2], drag.v[1] - dy / rc.height * drag.v[3], drag.v[2], drag.v[3]);
    });
    window.addEventListener("mouseup", function () {
      if (drag) { drag = null; area.classList.remove("panning"); setTimeout(function () { moved = false; }, 0); }
    });
    area.addEventListener("dblclick", function () { self.setView(0, 0, VW, VH); });
  };

  // ---- page ----
  legend();
  summary();
  var main = document.getElementById("panels");
  var total = 0;
  scopes.forEach(function (s, i) {
    var p = new Panel(s, i);
    panels.push(p);
    main.appendChild(p.sec);
    total += p.bufs.length;
  });
  if (total <= LAZY_ABOVE || !("IntersectionObserver" in window)) {
    panels.forEach(function (p) { p.draw(); });
  } else {
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) {
        if (e.isIntersecting) { panels[+e.target.getAttribute("data-scope")].draw(); io.unobserve(e.target); }
      });
    }, { rootMargin: "600px 0px" });
    panels.forEach(function (p) { io.observe(p.sec); });
  }
  document.addEventListener("keydown", function (ev) {
    if (ev.key === "Escape") panels.forEach(function (p) { if (p.sel >= 0) p.select(-1); });
  });
  var resizeTimer = 0;
  window.addEventListener("resize", function () {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(function () {
      panels.forEach(function (p) {
        if (!p.drawn || !p.svg) return;
        var view = p.view, sel = p.sel;
        p.box.removeChild(p.svg);
        p.drawn = false; p.sel = -1;
        p.draw();
        p.setView(view[0], view[1], view[2], view[3]);
        if (sel >= 0) p.select(sel);
      });
    }, 150);
  });
  // For tests and benchmarks: how long the first drawing took.
  document.documentElement.setAttribute("data-render-ms", (performance.now() - t0).toFixed(1));
  window.memoptReport = { data: data, panels: panels, VW: VW, VH: VH };
})();
