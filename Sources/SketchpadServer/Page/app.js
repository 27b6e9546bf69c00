// Sketchpad preview page: gallery, live updates (server-sent events), inspector, golden review.
// Plain JavaScript, no build step. The server is the only source of truth: this file formats.
"use strict";

const token = document.querySelector('meta[name="sketchpad-token"]').content;
const state = { cards: new Map(), order: [], inspected: null, layout: null, selected: null, review: [] };
const $ = (sel, root = document) => root.querySelector(sel);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v; else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null) node.setAttribute(k, v);
  }
  node.append(...present(children));
  return node;
};
// Children without the nulls of optional parts (`append(null)` would show "null").
const present = (nodes) => nodes.filter(n => n !== null && n !== undefined && n !== false);
const where = (p) => p.file ? `${p.file}${p.line ? ":" + p.line : ""}${p.column ? ":" + p.column : ""}` : "";
const renderURL = (card, v, extra = "") => `/render/${encodeURI(card.id)}?variant=${v.index}&v=${card.version}${extra}`;

// ---- Gallery ---------------------------------------------------------------------------

async function loadCards(first = false) {
  const response = await fetch("/api/files");
  const cards = await response.json();
  const gallery = $("#gallery");
  const ids = cards.map(c => c.id);
  for (const id of state.order) if (!ids.includes(id)) { state.cards.get(id)?.node.remove(); state.cards.delete(id); }
  state.order = ids;
  // The first time, every picture comes in one streamed request (loadPictures), not one request each.
  state.deferPictures = first;
  for (const card of cards) upsertCard(card);
  state.deferPictures = false;
  for (const id of ids) gallery.append(state.cards.get(id).node);   // file order
  fillFilters();
  applyFilters();
  $("#status").textContent = `${cards.length} file${cards.length === 1 ? "" : "s"}`;
  if (first) loadPictures();
}

// Every picture of the first load, one JSON line each as the server draws it; pictures it left
// out (or that a card changed under) are then asked for one by one.
async function loadPictures() {
  try {
    const reader = (await fetch("/api/pictures")).body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        if (line) showPicture(JSON.parse(line));
      }
    }
  } finally {
    for (const img of document.querySelectorAll(".card figure img[data-url]")) {
      if (!img.getAttribute("src")) img.src = img.dataset.url;
    }
  }
}

function showPicture(picture) {
  const entry = state.cards.get(picture.id);
  if (!entry || entry.card.version !== picture.version) return;   // the card changed: its own request follows
  const img = entry.node.querySelector(`figure[data-variant="${picture.variant}"] img`);
  if (img && !img.getAttribute("src")) img.src = "data:image/png;base64," + picture.png;
}

function upsertCard(card) {
  let entry = state.cards.get(card.id);
  if (!entry) {
    const node = el("article", { class: "card", "data-id": card.id },
      el("header", {}, el("span", { class: "path" }, card.path), el("span", { class: "badges" })),
      el("div", { class: "variants" }), el("ul", { class: "problems" }));
    entry = { card: null, node };
    state.cards.set(card.id, entry);
  }
  const old = entry.card;
  entry.card = card;
  const node = entry.node;
  node.classList.toggle("broken", card.broken);
  node.classList.toggle("building", !!card.building);
  node.dataset.version = card.version;
  const badges = $(".badges", node);
  badges.replaceChildren(...present([
    card.building ? el("span", { class: "badge building", title: "compiling and running in the background" }, "building…") : null,
    card.errors ? el("span", { class: "badge errors", title: "errors" }, String(card.errors)) : null,
    card.warnings ? el("span", { class: "badge warnings", title: "warnings" }, String(card.warnings)) : null]));
  $(".problems", node).replaceChildren(...card.problems.map(p =>
    el("li", { class: p.severity }, el("span", { class: "where" }, where(p) + (p.variant ? ` [${p.variant}]` : "") + ": "),
       `${p.severity}: ${p.message}`, p.hint ? ` — ${p.hint}` : "")));
  const strip = $(".variants", node);
  // Compiling (a script, a package's previews): keep what is shown until the new pictures come.
  if (card.building) return;
  if (card.broken) {
    // The file stopped parsing: keep the last good pictures, greyed; the error says where.
    strip.classList.add("stale");
    return;
  }
  strip.classList.remove("stale");
  const sameShape = old && !old.broken && old.variants.length === card.variants.length && strip.children.length === card.variants.length;
  if (sameShape && old.version === card.version) return;   // only problems changed
  if (!sameShape) {
    strip.replaceChildren(...card.variants.map(v => {
      const img = el("img", { alt: `${card.path} ${v.name}`, "data-variant": v.index, decoding: "async" });
      // Templates are inspected; scripts and previews draw in a process of their own.
      if (card.kind === "template") img.addEventListener("click", (e) => openInspector(card.id, v.index, e));
      return el("figure", { "data-variant": v.index }, img, el("figcaption", {}, v.name || "default"));
    }));
  }
  card.variants.forEach((v, i) => {
    const figure = strip.children[i];
    Object.assign(figure.dataset, { device: v.device, appearance: v.appearance, textSize: v.textSize, locale: v.locale || "base", direction: v.direction });
    const img = figure.querySelector("img");
    if (state.deferPictures && !img.getAttribute("src")) img.dataset.url = renderURL(card, v);
    else swapImage(img, renderURL(card, v));
  });
  if (state.inspected && state.inspected.id === card.id) refreshInspector();
}

// Loads the new picture first, then swaps: the old one stays until the new one is there.
function swapImage(img, url) {
  if (!img.getAttribute("src")) { img.src = url; return; }
  const next = new Image();
  next.onload = () => { img.src = url; img.classList.remove("stale"); };
  next.onerror = () => img.classList.add("stale");
  next.src = url;
}

const dims = ["device", "appearance", "textSize", "locale", "direction"];
function fillFilters() {
  for (const d of dims) {
    const select = $(`#f-${d}`);
    const values = new Set();
    for (const { card } of state.cards.values()) for (const v of card.variants) values.add(d === "locale" ? (v.locale || "base") : v[d]);
    const current = select.value;
    const first = select.options[0];
    select.replaceChildren(first, ...[...values].sort().map(v => el("option", { value: v }, v)));
    select.value = values.has(current) ? current : "";
  }
}

function applyFilters() {
  const query = $("#search").value.trim().toLowerCase();
  const onlyProblems = $("#f-problems").checked;
  const chosen = Object.fromEntries(dims.map(d => [d, $(`#f-${d}`).value]));
  for (const { card, node } of state.cards.values()) {
    const text = (card.path + " " + card.problems.map(p => p.message).join(" ")).toLowerCase();
    let visible = (!query || text.includes(query)) && (!onlyProblems || card.errors + card.warnings > 0);
    let shown = 0;
    for (const figure of node.querySelectorAll("figure")) {
      const ok = dims.every(d => !chosen[d] || figure.dataset[d] === chosen[d]);
      figure.classList.toggle("hidden", !ok);
      if (ok) shown++;
    }
    if (!card.broken && card.variants.length && !shown) visible = false;
    node.classList.toggle("hidden", !visible);
  }
}

// ---- Live ------------------------------------------------------------------------------

function listen() {
  const events = new EventSource("/events");
  events.addEventListener("card", (e) => { const card = JSON.parse(e.data); if (state.cards.has(card.id)) { upsertCard(card); applyFilters(); } else loadCards(); });
  events.addEventListener("catalog", () => loadCards());
  events.onopen = () => { document.body.dataset.live = "1"; };
}

// ---- Inspector -------------------------------------------------------------------------

async function openInspector(id, variant, event) {
  state.inspected = { id, variant };
  $("#inspector").hidden = false;
  await refreshInspector();
  if (event && state.layout) {
    // The click on the thumbnail selects the view under it.
    const rect = event.target.getBoundingClientRect(), k = rect.width / state.layout.canvas.horizontal;
    select(hit((event.clientX - rect.left) / k, (event.clientY - rect.top) / k));
  }
}

async function refreshInspector() {
  const { id, variant } = state.inspected;
  const entry = state.cards.get(id);
  if (!entry) return;
  const card = entry.card, v = card.variants[variant];
  $("#i-title").textContent = `${card.path} — ${v ? v.name || "default" : ""}`;
  const response = await fetch(`/api/layout/${encodeURI(id)}?variant=${variant}&v=${card.version}`);
  if (!response.ok) { $("#details").textContent = "This file does not load: see its problems."; return; }
  state.layout = await response.json();
  const overlays = [...document.querySelectorAll("#i-overlays input:checked")].map(i => i.value).join(",");
  const img = $("#i-image");
  img.src = renderURL(card, v, `&scale=2${overlays ? "&overlays=" + overlays : ""}`);
  buildTree();
  const keep = state.selected && state.layout.views.find(w => w.id === state.selected);
  select(keep ? state.selected : state.layout.views[0]?.id);
}

// The deepest view under a point (views come depth first: the last hit is the frontmost).
function hit(x, y) {
  let found = null;
  for (const v of state.layout.views) {
    const f = v.frame;
    if (x >= f.x && x <= f.x + f.width && y >= f.y && y <= f.y + f.height) found = v.id;
  }
  return found;
}

function buildTree() {
  const children = new Map();
  for (const v of state.layout.views) {
    const key = v.parent || "";
    if (!children.has(key)) children.set(key, []);
    children.get(key).push(v);
  }
  const make = (parent) => (children.get(parent) || []).map(v => el("li", {},
    el("span", { class: "node", "data-view": v.id, onclick: () => select(v.id) }, v.id, " ", el("span", { class: "type" }, v.type)),
    children.has(v.id) ? el("ul", { class: "tree" }, ...make(v.id)) : null));
  $("#tree").replaceChildren(...make(""));
}

function select(id) {
  state.selected = id;
  for (const n of document.querySelectorAll(".node")) n.classList.toggle("selected", n.dataset.view === id);
  const v = state.layout.views.find(w => w.id === id);
  mark(id ? [id] : []);
  if (!v) { $("#details").replaceChildren(); return; }
  const num = (n) => Math.round(n * 100) / 100;
  const pair = (p) => p ? `${num(p.horizontal)} × ${num(p.vertical)}` : "none";
  const rows = [
    ["frame", `x ${num(v.frame.x)}, y ${num(v.frame.y)}, ${num(v.frame.width)} × ${num(v.frame.height)}`],
    ["intrinsic size", v.intrinsicSize ? `${v.intrinsicSize.horizontal < 0 ? "—" : num(v.intrinsicSize.horizontal)} × ${v.intrinsicSize.vertical < 0 ? "—" : num(v.intrinsicSize.vertical)}` : "none"],
    ["hugging (h, v)", pair(v.hugging)],
    ["compression (h, v)", pair(v.compressionResistance)],
    ["margins", `top ${num(v.margins.top)}, leading ${num(v.margins.leading)}, bottom ${num(v.margins.bottom)}, trailing ${num(v.margins.trailing)}`],
    ["baselines", v.baselines ? v.baselines.map(num).join(", ") : "none"],
    ["written at", v.source ? where(v.source) : ""],
  ];
  const constraints = v.constraints.map(i => state.layout.constraints[i]).map(c =>
    el("div", { class: "constraint", "data-outcome": c.outcome, "data-first": c.first || "", "data-second": c.second || "",
                onmouseenter: () => mark([c.first, c.second].filter(Boolean)), onmouseleave: () => mark([state.selected]) },
      el("span", { class: "outcome" }, { satisfied: "won", unmet: "lost", ignored: "ignored" }[c.outcome]),
      c.text, " ", el("span", { class: "source" }, c.source ? where(c.source) : "")));
  const problems = v.diagnostics.map(i => state.layout.diagnostics[i]).map(d =>
    el("div", { class: `diagnostic ${d.severity}` }, `${d.severity}: ${d.message} `, el("span", { class: "source" }, d.source ? where(d.source) : "")));
  $("#details").replaceChildren(...present([
    el("table", {}, ...rows.map(([k, val]) => el("tr", {}, el("td", {}, k), el("td", {}, val)))),
    el("h4", {}, `Constraints (${constraints.length})`), ...constraints,
    problems.length ? el("h4", {}, "Problems") : null, ...problems]));
}

// Outlines views on the inspector's picture (canvas points to pixels of the shown image).
function mark(ids) {
  const img = $("#i-image"), layer = $("#i-marks");
  if (!state.layout || !img.naturalWidth) { layer.replaceChildren(); img.onload = () => mark(ids); return; }
  const k = img.clientWidth / state.layout.canvas.horizontal;
  layer.replaceChildren(...present(ids.map((id, i) => {
    const v = state.layout.views.find(w => w.id === id);
    if (!v) return null;
    const f = v.frame;
    return el("div", { class: i ? "mark second" : "mark", "data-view": id,
      style: `left:${f.x * k}px;top:${f.y * k}px;width:${f.width * k}px;height:${f.height * k}px` });
  })));
}

$("#i-image").addEventListener("click", (e) => {
  if (!state.layout) return;
  const rect = e.target.getBoundingClientRect(), k = rect.width / state.layout.canvas.horizontal;
  select(hit((e.clientX - rect.left) / k, (e.clientY - rect.top) / k));
});
$("#i-close").addEventListener("click", () => { $("#inspector").hidden = true; state.inspected = null; });
for (const box of document.querySelectorAll("#i-overlays input")) box.addEventListener("change", refreshInspector);

// ---- Review ----------------------------------------------------------------------------

async function loadReview() {
  const response = await fetch("/api/review");
  if (!response.ok) { $("#review-list").textContent = await response.text(); return; }
  state.review = await response.json();
  showReview();
}

function showReview() {
  const filter = document.querySelector('input[name="rf"]:checked').value.split(",").filter(Boolean);
  const mode = document.querySelector('input[name="rm"]:checked').value;
  const items = state.review.filter(i => !filter.length || filter.includes(i.status));
  const pic = (kind, i) => `/review/${kind}/${encodeURI(i.name)}.png?t=${Date.now()}`;
  $("#review-list").replaceChildren(...items.map(i => {
    let body;
    if (i.status === "missing") body = el("figure", {}, el("img", { src: pic("golden", i) }), el("figcaption", {}, "golden (no template makes it)"));
    else if (i.status === "new") body = el("figure", {}, el("img", { src: pic("actual", i) }), el("figcaption", {}, "actual (no golden yet)"));
    else if (mode === "side") body = el("div", { class: "compare" },
      ...["golden", "actual", "diff"].map(k => el("figure", {}, el("img", { src: pic(k, i) }), el("figcaption", {}, k))));
    else if (mode === "overlay") {
      const top = el("img", { class: "top", src: pic("actual", i), style: "opacity:.5" });
      body = el("div", {}, el("div", { class: "stack" }, el("img", { src: pic("golden", i) }), top),
        el("input", { type: "range", min: 0, max: 100, value: 50, oninput: (e) => top.style.opacity = e.target.value / 100 }));
    } else {
      const clip = el("div", { class: "clip", style: "width:50%" }, el("img", { src: pic("actual", i) }));
      const base = el("img", { src: pic("golden", i), onload: (e) => clip.firstChild.style.width = e.target.clientWidth + "px" });
      body = el("div", {}, el("div", { class: "stack" }, base, clip),
        el("input", { type: "range", min: 0, max: 100, value: 50, oninput: (e) => clip.style.width = e.target.value + "%" }));
    }
    const approve = (i.status === "changed" || i.status === "new")
      ? el("button", { class: "approve", onclick: () => approveGolden(i) }, "Approve") : null;
    return el("div", { class: "ritem", "data-name": i.name, "data-status": i.status },
      el("header", {}, el("span", { class: "name" }, i.name), el("span", { class: `status-${i.status}` }, i.status),
         i.differingPixels ? el("span", {}, `${i.differingPixels} px differ`) : null, approve), body);
  }));
}

async function approveGolden(item) {
  const response = await fetch("/api/approve", { method: "POST", headers: { "Content-Type": "application/json", "X-Sketchpad-Token": token },
                                                 body: JSON.stringify({ name: item.name }) });
  $("#status").textContent = response.ok ? `recorded ${item.name}` : `approve failed: ${await response.text()}`;
  await loadReview();
}

// ---- Wiring ----------------------------------------------------------------------------

for (const tab of document.querySelectorAll(".tab")) tab.addEventListener("click", () => {
  for (const t of document.querySelectorAll(".tab")) t.classList.toggle("active", t === tab);
  $("#gallery").hidden = tab.dataset.view !== "gallery";
  $("#review").hidden = tab.dataset.view !== "review";
  if (tab.dataset.view === "review") loadReview();
});
for (const input of document.querySelectorAll('#review-bar input')) input.addEventListener("change", showReview);
for (const input of document.querySelectorAll("#filters input, #filters select")) input.addEventListener("input", applyFilters);

loadCards(true).then(listen);
