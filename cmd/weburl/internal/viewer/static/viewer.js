// The weburl viewer: reads the URL and base with weburl and net/url (the
// server's api/read, or on a static host main.wasm, the same Go code
// compiled to WebAssembly) and with the browser's own URL class, and shows
// the three readings side by side.
"use strict";

const GETTERS = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "hostKind", "hostAddr"];
const LABELS = { hostKind: "host kind", hostAddr: "host address" };
const COMPONENTS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"];
const $ = (id) => document.getElementById(id);
const el = (tag, props, ...kids) => { const e = Object.assign(document.createElement(tag), props || {}); e.append(...kids); return e; };

// The state lives in the fragment: #input=…&base=…&pattern=… (or
// p.protocol=… for a pattern given by components), so a link reproduces
// a case.
function readState() {
  const p = new URLSearchParams(location.hash.slice(1));
  $("input").value = p.get("input") ?? "https://EXAMPLE.com/a/./b/../c d?x=1#frag";
  $("base").value = p.get("base") ?? "";
  const init = COMPONENTS.some((c) => p.has("p." + c)) || p.has("p.baseURL");
  document.querySelector(`input[name=pmode][value=${init ? "init" : "string"}]`).checked = true;
  $("pattern").value = p.get("pattern") ?? "";
  for (const c of [...COMPONENTS, "baseURL"]) $("p-" + c).value = p.get("p." + c) ?? "";
}
function writeState() {
  const p = new URLSearchParams();
  p.set("input", $("input").value);
  if ($("base").value) p.set("base", $("base").value);
  if (patternMode() === "string") { if ($("pattern").value) p.set("pattern", $("pattern").value); }
  else for (const c of [...COMPONENTS, "baseURL"]) if ($("p-" + c).value) p.set("p." + c, $("p-" + c).value);
  history.replaceState(null, "", "#" + p.toString());
}
const patternMode = () => document.querySelector("input[name=pmode]:checked").value;

// browserReading is this browser's new URL(input, base), in the shape of
// weburl's reading.
function browserReading(input, base) {
  try {
    const u = base === "" ? new URL(input) : new URL(input, base);
    const r = {};
    for (const g of GETTERS) if (g in u) r[g] = u[g];
    return r;
  } catch (e) {
    return { failure: true, error: String(e.message || e) };
  }
}

function cellValue(r, g) {
  if (r.failure) return null;
  return r[g] ?? undefined;
}

function renderReadings(out, browser) {
  const tb = $("readings").tBodies[0];
  tb.replaceChildren();
  const cols = [["weburl", out.weburl], ["neturl", out.neturl], ["browser", browser]];
  for (const g of GETTERS) {
    const tr = el("tr", {}, el("th", { scope: "row", textContent: LABELS[g] || g }));
    const ref = cellValue(out.weburl, g);
    for (const [name, r] of cols) {
      const v = cellValue(r, g);
      const td = el("td", { className: "v" });
      td.dataset.reader = name; td.dataset.getter = g; td.dataset.label = (name === "neturl" ? "net/url" : name) + " " + (LABELS[g] || g);
      if (v === null) { td.textContent = g === "href" ? "failure" + (r.error ? ": " + r.error : "") : ""; td.classList.add("fail"); }
      else if (v === undefined) td.textContent = "—";
      else if (v === "") td.classList.add("empty");
      else td.textContent = v;
      td.dataset.value = v === null ? "\u0000failure" : v === undefined ? "\u0000none" : v;
      if (name !== "weburl" && v !== undefined && ref !== undefined && v !== ref) td.classList.add("diff");
      tr.append(td);
    }
    tb.append(tr);
  }
  const cls = $("classes");
  cls.replaceChildren();
  cls.dataset.classes = out.classes.join(",");
  if (out.classes.length === 0) cls.append(el("span", { className: "ok", textContent: "net/url reads it as the standard does (case of scheme and host, and default ports, aside)." }));
  else cls.append("net/url differs in: ", ...out.classes.map((c) => el("span", { className: "tag", textContent: c })));
}

const CONFORMANCE = "https://github.com/weburl/url/blob/main/docs/conformance.md#where-browsers-differ";
const SPECIAL = ["http:", "https:", "ws:", "wss:", "ftp:", "file:"];

// browserClass names the class of a difference between the standard's
// reading w and the browser's b, by the rows of the table of known
// browser differences (docs/conformance.md, "Where browsers differ"), or
// "" when the two agree.
function browserClass(input, base, w, b) {
  const fields = GETTERS.filter((g) => !(g in LABELS) && g in b && (w.failure || b.failure ? g === "href" : w[g] !== b[g]));
  if (!fields.length && !w.failure === !b.failure) return "";
  const s = input + "\u0000" + base, stripped = s.replace(/[\t\n\r]/g, "");
  const proto = (w.protocol || b.protocol || (stripped.trim().match(/^[a-z][a-z0-9+.-]*:/i) || [""])[0]).toLowerCase();
  const special = SPECIAL.includes(proto), only = (...gs) => fields.every((g) => gs.includes(g));
  const drive = /(^|[\/\\:])[a-z][:|]([\/\\?#]|$)/i.test(stripped);
  const rules = [
    [proto === "file:" && only("origin"), "origin of file: URLs"],
    [proto === "blob:" && only("origin"), "origin of blob: URLs whose inner URL is not HTTP(S)"],
    [proto === "data:" && /[\t\n\r]/.test(input), "tabs and newlines in data: URLs"],
    [proto === "file:" && drive, "Windows drive letters in file: URLs"],
    [proto === "file:" && /localhost/i.test(stripped), "localhost in file: URLs"],
    [proto === "file:" && !w.failure && (w.pathname || "").startsWith("//"), "file: URLs with an empty host and a path that starts with //"],
    [proto === "file:" && b.failure && !w.failure, "a file: host followed by ? or #, with no path"],
    [special && w.failure && !b.failure && /％|%|\[[^\]]*[^\x00-\x7f]/.test(stripped), "percent-encoded or full-width forms in hosts"],
    [special && w.failure && !b.failure, "forbidden host code points (space, ...) in special hosts"],
    [special && /\*/.test(w.hostname || ""), "* in special hosts"],
    [/\|/.test(stripped) && fields.includes("pathname"), "| in paths"],
    [/'/.test(stripped) && fields.some((f) => ["search", "username", "password"].includes(f)), "' in the query of non-special URLs and in userinfo"],
    [!special && /\\/.test(stripped), "\\ in non-special URLs"],
    [!special && b.failure && /[^\x00-\x7f]/.test(stripped), "some non-ASCII opaque hosts"],
    [!special && / [?#]/.test(stripped) && fields.includes("pathname"), "spaces at the end of an opaque path, before ? or #"],
    [!special && fields.some((f) => ["host", "port"].includes(f)), "schemes Chromium registers for itself"],
    [/\/\.\/\//.test(w.href || ""), "the /. before a path that starts with // in a URL without a host"],
    [only("href") && /#/.test(base), "a relative path against a non-special base with a fragment"],
  ];
  const hit = rules.find(([ok]) => ok);
  return hit ? hit[1] : "a difference the table does not list";
}

function renderBrowserNote(input, base, w, b) {
  const note = $("bnote"), cls = browserClass(input, base, w, b);
  note.replaceChildren();
  note.dataset.class = cls;
  if (cls) note.append("This browser differs from the standard here: ", el("span", { className: "tag", textContent: cls }), " (",
    el("a", { href: CONFORMANCE, textContent: "known differences", target: "_blank", rel: "noopener" }), ").");
}

// renderErrors marks each validation error at its byte offset in the
// input (or the base) and lists it with a link to the standard's row.
function renderErrors(out, input, base) {
  const marks = $("marks"), list = $("errors");
  marks.replaceChildren(); list.replaceChildren();
  const enc = new TextEncoder(), dec = new TextDecoder();
  const mark = (label, s, errs) => {
    const bytes = enc.encode(s);
    const line = el("div", {}, el("span", { className: "mute", textContent: label + " " }));
    let at = 0;
    const offs = [...new Set(errs.map((e) => e.offset))].sort((a, b) => a - b);
    for (const off of offs) {
      const o = Math.min(off, bytes.length);
      line.append(dec.decode(bytes.slice(at, o)));
      let end = o;
      if (o < bytes.length) { end = o + 1; while (end < bytes.length && (bytes[end] & 0xc0) === 0x80) end++; }
      const nums = errs.map((e, i) => e.offset === off ? e.n : 0).filter(Boolean);
      const m = el("mark", { textContent: dec.decode(bytes.slice(o, end)), title: errs.filter((e) => e.offset === off).map((e) => e.type).join(", ") });
      if (o === bytes.length) m.className = "at-end";
      line.append(m, el("sup", { textContent: nums.join(",") }));
      at = end;
    }
    line.append(dec.decode(bytes.slice(at)));
    marks.append(line);
  };
  out.errors.forEach((e, i) => { e.n = i + 1; });
  const inErrs = out.errors.filter((e) => !e.base), baseErrs = out.errors.filter((e) => e.base);
  mark("URL", input, inErrs);
  if (base !== "" || baseErrs.length) mark("base", base, baseErrs);
  if (out.errors.length === 0) list.append(el("li", { className: "ok", textContent: "none: a valid URL string" }));
  for (const e of out.errors) {
    const li = el("li", { className: e.failure ? "fatal" : "" });
    li.dataset.type = e.type; li.dataset.offset = e.offset; li.dataset.base = e.base ? "1" : "";
    li.append(el("a", { href: e.link, textContent: e.type, target: "_blank", rel: "noopener" }),
      ` at byte ${e.offset}${e.base ? " of the base" : ""}: ${e.message}${e.failure ? " (parsing fails)" : ""}`);
    list.append(li);
  }
  if (out.errorsOmitted) list.append(el("li", { className: "omitted", textContent: `and ${out.errorsOmitted} more, left out: the first 100 are listed, and the failure` }));
  list.dataset.omitted = out.errorsOmitted || 0;
}

// renderData shows a data: URL's MIME type and body length (or the data:
// URL processor's error), and a preview of its body: text, always as the
// text of a <pre>, never as HTML; or an image the server re-encoded as
// data:ESSENCE;base64 for the raster types alone, which cannot run script.
function renderData(out) {
  const sec = $("data"), meta = $("dmeta"), text = $("dtext"), img = $("dimage"), d = out.data;
  sec.hidden = !d; text.hidden = true; img.hidden = true;
  meta.replaceChildren(); text.textContent = ""; img.removeAttribute("src");
  sec.dataset.preview = ""; sec.dataset.truncated = "";
  if (!d) return;
  if (d.dataError) {
    meta.append(el("span", { className: "bad", textContent: "the data: URL processor fails: " + d.dataError }));
    sec.dataset.preview = "error";
    return;
  }
  meta.dataset.mimeType = d.mimeType; meta.dataset.bodyLength = d.bodyLength;
  meta.append("MIME type ", el("code", { textContent: d.mimeType }), `, body ${d.bodyLength} byte${d.bodyLength === 1 ? "" : "s"}`);
  if (typeof d.text === "string") {
    text.textContent = d.text;
    text.hidden = false;
    sec.dataset.preview = "text";
    if (d.truncated) meta.append("; the preview stops at 4 KiB");
    sec.dataset.truncated = d.truncated ? "1" : "";
  } else if (d.image && /^data:image\/(png|jpeg|gif|webp|avif|bmp|x-icon);base64,/.test(d.image)) {
    img.src = d.image;
    img.hidden = false;
    sec.dataset.preview = "image";
  } else if (d.noPreview) {
    meta.append(el("span", { className: "mute", textContent: ` (${d.noPreview})` }));
  }
}

function patternSource() {
  if (patternMode() === "string") return $("pattern").value;
  const init = {};
  for (const c of [...COMPONENTS, "baseURL"]) if ($("p-" + c).value !== "") init[c] = $("p-" + c).value;
  return JSON.stringify(init);
}

function renderPattern(out) {
  const tb = $("ptable").tBodies[0], pm = $("pmatch");
  tb.replaceChildren(); pm.replaceChildren();
  if (out === null) { pm.textContent = "Type a pattern to match the URL against it."; pm.dataset.matched = ""; return; }
  if (out.error) { pm.append(el("span", { className: "bad", textContent: "pattern error: " + out.error })); pm.dataset.matched = "error"; return; }
  pm.dataset.matched = out.matched ? "yes" : "no";
  pm.append(el("span", { className: out.matched ? "ok" : "bad", textContent: out.matched ? "matches" : "does not match" }));
  for (const c of COMPONENTS) {
    const groups = out.groups && out.groups[c] ? Object.entries(out.groups[c]).map(([k, v]) => `${k}=${v}`).join(" ") : "";
    const tr = el("tr", {}, el("th", { scope: "row", textContent: c }),
      el("td", { textContent: out.pattern[c] }), el("td", { textContent: out.inputs ? out.inputs[c] : "" }), el("td", { textContent: groups }));
    tr.dataset.component = c;
    ["canonical pattern", "URL's component", "groups"].forEach((l, i) => { tr.cells[i + 1].dataset.label = l; });
    tr.cells[2].dataset.groups = JSON.stringify(out.groups && out.groups[c] || {});
    tb.append(tr);
  }
}

// backend answers weburl's and net/url's readings: read(input, base),
// pattern(pattern, input, base) and version(), each a promise of the JSON
// the server's api/ endpoints (or main.wasm's functions) return.
let backend = null;
let generation = 0;

async function update() {
  const input = $("input").value, base = $("base").value, src = patternSource();
  const gen = ++generation;
  // data-busy is set while the page shows an older input than its fields'.
  document.body.dataset.busy = "1";
  const [out, pat] = await Promise.all([backend.read(input, base),
    src === "" || src === "{}" ? null : backend.pattern(src, input, base)]);
  if (gen !== generation) return; // a newer input is on its way
  delete document.body.dataset.busy;
  const browser = browserReading(input, base);
  renderReadings(out, browser);
  renderBrowserNote(input, base, out.weburl, browser);
  renderErrors(out, input, base);
  renderData(out);
  renderPattern(pat);
  writeState();
  document.body.dataset.rendered = String(Number(document.body.dataset.rendered || 0) + 1);
}

async function setup() {
  const pinit = $("pinit");
  for (const c of [...COMPONENTS, "baseURL"]) {
    pinit.append(el("label", { htmlFor: "p-" + c, textContent: c }),
      el("input", { id: "p-" + c, type: "text", spellcheck: false, placeholder: c === "pathname" ? "/books/:id" : "*" }));
  }
  const showMode = () => { const s = patternMode() === "string"; $("pstring").hidden = !s; pinit.hidden = s; };
  readState(); showMode();
  document.querySelectorAll("form").forEach((f) => f.addEventListener("submit", (e) => e.preventDefault()));
  const show = (e) => { $("version").textContent = "could not read: " + e.message; };
  document.querySelectorAll("input").forEach((i) => i.addEventListener("input", () => { showMode(); update().catch(show); }));
  window.addEventListener("hashchange", () => { readState(); showMode(); update().catch(show); });
  // Keyboard first: "/" the URL, "b" the base, "p" the pattern, Esc back.
  document.addEventListener("keydown", (e) => {
    const typing = e.target instanceof HTMLInputElement && e.target.type === "text";
    if (e.key === "Escape" && typing) { e.target.blur(); return; }
    if (typing || e.ctrlKey || e.metaKey || e.altKey) return;
    const go = { "/": "input", b: "base", p: patternMode() === "string" ? "pattern" : "p-protocol" }[e.key];
    if (go) { e.preventDefault(); $(go).focus(); $(go).select(); }
  });
  $("ua").textContent = (navigator.userAgent.match(/(Chrome|Firefox|Version)\/[\d.]+/) || [""])[0].replace("Version", "Safari");
  $("version").textContent = await backend.version();
  await update();
}

// serverBackend asks the server that serves the page (weburl serve).
function serverBackend() {
  const post = async (path, body) => {
    const res = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(path + ": " + res.status + " " + await res.text());
    return res.json();
  };
  return {
    read: (input, base) => post("api/read", { input, base }),
    pattern: (pattern, input, base) => post("api/pattern", { pattern, input, base }),
    version: async () => (await fetch("api/version")).json(),
  };
}

// wasmBackend runs main.wasm, on a static host (weburl serve -o DIR).
async function wasmBackend() {
  await new Promise((resolve, reject) => {
    document.head.append(el("script", { src: "wasm_exec.js", onload: resolve, onerror: () => reject(new Error("no wasm_exec.js")) }));
  });
  const go = new Go();
  const res = await fetch("main.wasm");
  if (!res.ok) throw new Error("main.wasm: " + res.status);
  const { instance } = await WebAssembly.instantiate(await res.arrayBuffer(), go.importObject);
  const ready = new Promise((resolve) => window.addEventListener("weburl-ready", resolve, { once: true }));
  go.run(instance);
  await ready;
  const api = self.weburl;
  return {
    read: async (input, base) => JSON.parse(api.read(input, base)),
    pattern: async (pattern, input, base) => JSON.parse(api.pattern(pattern, input, base)),
    version: async () => JSON.parse(api.version()),
  };
}

async function start() {
  try {
    // backend.json says "server" when weburl serve answers it and "wasm"
    // as a file on a static host.
    const res = await fetch("backend.json", { cache: "no-store" });
    if ((await res.json()).backend === "server") {
      backend = serverBackend();
    } else {
      // Offline use needs every file cached: only a static site can
      // work without its server.
      if ("serviceWorker" in navigator && location.protocol !== "file:") navigator.serviceWorker.register("sw.js").catch(() => {});
      backend = await wasmBackend();
    }
    await setup();
  } catch (e) {
    $("version").textContent = "could not start the viewer: " + e.message;
  }
}
start();
