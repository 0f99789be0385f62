// The viewer's browser test: serves the viewer with `weburl serve` on
// 127.0.0.1, drives it in headless Chromium (Debian's chromium package,
// through playwright-core), types inputs, reads the rendered readings and
// checks them against the weburl command's own JSON output for the same
// inputs (parse for weburl's reading and the validation errors, diff for
// net/url's reading, match for URL Pattern). It also checks the fragment
// state, the keyboard shortcuts, the notes on the browser's differences,
// data: URLs' MIME type and preview (text, and raster images), the
// layout at 1280 and 390 px, a console free of errors and failed
// requests, and the static site of `weburl serve -o` (WebAssembly, and
// offline use), and takes a screenshot.
//
// Run through viewer-test.sh, which installs what it needs. Environment:
// WEBURL, the weburl binary (go install'ed, weburl-serve beside it); SITE,
// the directory weburl serve -o wrote; SCREENSHOT, where to write the PNG;
// CHROMIUM, the browser (default /usr/bin/chromium).
"use strict";
const { chromium } = require("playwright-core");
const { spawn, execFileSync } = require("child_process");
const fs = require("fs");
const http = require("http");
const os = require("os");
const path = require("path");

const WEBURL = process.env.WEBURL;
const GETTERS = ["href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "hostKind", "hostAddr"];

// The inputs: each exercises a place where readers differ or the standard
// reports errors. The expectations are never written here: the weburl
// command computes them.
const CASES = [
  ["https://EXAMPLE.com:443/a/./b/../c d?x=1#frag", ""],
  ["http://0x7f.1/%2e%2e/admin?q=a b#x", ""],
  ["../d?q#f", "http://h/a/b/c"],
  ["http://[::1", ""],
  ["https://user:pa ss@ex\u00e4mple.org:8080/\u00fc?\u00e9#\u00e0", ""],
  ["\\\\server\\share\\f.txt", "file:///C:/dir/"],
  ["javascript:alert(1)", ""],
  ["http://1.2.3/x", ""],
  ["/relative", ""],
  ["a", "http://[::1"],
  ["https://example.com/\u0000\ud83d\ude00", ""],
  ["  http://example.com\t/path  ", ""],
];
// [input, base, class]: the browser-difference classes of
// docs/conformance.md's table, as the viewer names them ("" agrees).
const BROWSER_NOTES = [
  ["https://example.com/a", "", ""],
  ["file:///a", "", "origin of file: URLs"],
  ["https://h/a|b", "", "| in paths"],
  ["file://localhost/x", "", "localhost in file: URLs"],
];
const PATTERNS = [
  // [pattern, URL, base]: strings, then a per-component pattern.
  ["https://*.example.com/books/:id", "https://shop.example.com/books/42", ""],
  ["https://example.com/books/:id(\\d+)", "/books/abc", "https://example.com"],
  [{ pathname: "/items/:kind/:id?", hostname: "{*.}?example.com" }, "https://www.example.com/items/shoe", ""],
];

// data: URLs: [input, the preview the page must show]. An HTML or SVG
// body is text, never markup or an image.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/kWZ/2wAAAABJRU5ErkJggg==";
const DATA_CASES = [
  ["data:text/plain;charset=utf-8,h%C3%A9llo%20w%C3%B6rld%0Asecond line", "text"],
  ["data:text/html,<img src=x onerror=alert(1)><b>bold</b>", "text"],
  ["data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>", "text"],
  ["data:image/png;base64," + PNG, "image"],
  ["data:;base64,a", "error"],
];

let failures = 0, checks = 0;
function check(ok, what) {
  checks++;
  if (!ok) { failures++; console.error("FAIL: " + what); }
}
const j = (v) => JSON.stringify(v);
// sorted is v with its objects' keys in order, for comparing as JSON.
const sorted = (v) => v && typeof v === "object" && !Array.isArray(v)
  ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v;

function cli(args, stdin) {
  // Exit statuses 1 and 4 still give JSON: a URL that fails, a difference.
  try {
    return execFileSync(WEBURL, args, { encoding: "utf8", input: stdin });
  } catch (e) {
    if (e.status === 1 || e.status === 4) return e.stdout;
    throw e;
  }
}
// cliJSON returns the command's record for input against base, which it
// reads as a JSONL line on standard input (an argument cannot hold NUL).
function cliJSON([name, ...args], input, base) {
  const out = cli([name, "-json", ...args], JSON.stringify({ input, base }) + "\n");
  return JSON.parse(out.split("\n")[0]);
}

// rendered waits until the page has rendered since count was before and
// shows what its fields hold now (no newer input on its way).
async function rendered(page, before) {
  await page.waitForFunction((n) => Number(document.body.dataset.rendered || 0) > n && !document.body.dataset.busy, before, { timeout: 20000 });
}
const count = (page) => page.evaluate(() => Number(document.body.dataset.rendered || 0));

async function readColumns(page) {
  return page.$$eval("td[data-reader]", (tds) => {
    const out = {};
    for (const td of tds) (out[td.dataset.reader] ||= {})[td.dataset.getter] = td.dataset.value;
    return out;
  });
}

// expected turns a reading from the command's JSON into what the page's
// cells hold: "\0failure" for every getter of a failed parse, "\0none" for
// a getter that reader has not.
function expected(reading, getters) {
  const out = {};
  for (const g of getters) out[g] = reading.failure ? "\u0000failure" : (reading[g] ?? "\u0000none");
  return out;
}

async function setField(page, id, value) {
  if (await page.inputValue("#" + id) === value) return;
  const n = await count(page);
  await page.fill("#" + id, value);
  if (await page.inputValue("#" + id) !== value) throw new Error("could not set #" + id);
  await rendered(page, n);
}

async function checkCase(page, input, base) {
  await setField(page, "input", input);
  await setField(page, "base", base);
  const cols = await readColumns(page);
  const parsed = cliJSON(["parse"], input, base);
  const diffed = cliJSON(["diff", "-all"], input, base);
  const name = j(input) + (base ? " against " + j(base) : "");
  for (const g of GETTERS) {
    check(cols.weburl[g] === expected(parsed, GETTERS)[g], `${name}: weburl ${g} = ${j(cols.weburl[g])}, weburl parse says ${j(expected(parsed, GETTERS)[g])}`);
    check(cols.neturl[g] === expected(diffed.neturl, GETTERS)[g], `${name}: net/url ${g} = ${j(cols.neturl[g])}, weburl diff says ${j(expected(diffed.neturl, GETTERS)[g])}`);
  }
  const classes = await page.getAttribute("#classes", "data-classes");
  check(classes === diffed.classes.join(","), `${name}: classes ${j(classes)}, weburl diff says ${j(diffed.classes)}`);
  const errs = await page.$$eval("#errors li[data-type]", (lis) => lis.map((li) => [li.dataset.type, Number(li.dataset.offset), li.dataset.base === "1"]));
  const want = parsed.errors.map((e) => [e.type, e.offset, !!e.base]);
  check(j(errs) === j(want), `${name}: errors ${j(errs)}, weburl parse says ${j(want)}`);
  const links = await page.$$eval("#errors li a", (as) => as.map((a) => a.href));
  check(links.every((l) => /^https:\/\/url\.spec\.whatwg\.org\/#[a-z0-9-]+$/.test(l)), `${name}: error links ${j(links)}`);
  // The browser's column is the browser's own reading, shown as it is.
  const own = await page.evaluate(([i, b]) => { try { const u = b ? new URL(i, b) : new URL(i); return u.href; } catch { return "\u0000failure"; } }, [input, base]);
  check(cols.browser.href === own, `${name}: browser href ${j(cols.browser.href)}, new URL says ${j(own)}`);
}

// checkData checks the data: section against weburl parse (MIME type,
// body length, the processor's error) and parse -body - (the body).
async function checkData(page, input, want, width) {
  await setField(page, "base", "");
  await setField(page, "input", input);
  const name = `data: URL ${j(input.slice(0, 40))} at ${width} px`;
  const parsed = cliJSON(["parse"], input, "");
  const got = await page.evaluate(() => {
    const sec = document.getElementById("data"), meta = document.getElementById("dmeta");
    const pre = document.getElementById("dtext"), img = document.getElementById("dimage");
    return { hidden: sec.hidden, preview: sec.dataset.preview, mimeType: meta.dataset.mimeType, bodyLength: meta.dataset.bodyLength,
      metaText: meta.textContent, text: pre.hidden ? null : pre.textContent, markup: pre.children.length,
      src: img.hidden ? null : img.getAttribute("src"), loaded: img.complete && img.naturalWidth > 0, imgWidth: img.getBoundingClientRect().width };
  });
  check(!got.hidden && got.preview === want, `${name}: preview ${j(got.preview)}, want ${want}`);
  if (want === "error") {
    check(got.metaText.includes(parsed.dataError), `${name}: shows ${j(got.metaText)}, weburl parse says dataError ${j(parsed.dataError)}`);
    return;
  }
  check(got.mimeType === parsed.mimeType && Number(got.bodyLength) === parsed.bodyLength,
    `${name}: MIME type ${j(got.mimeType)}, ${got.bodyLength} bytes; weburl parse says ${j(parsed.mimeType)}, ${parsed.bodyLength}`);
  // Standard output holds the body alone; the record goes to standard error.
  const body = execFileSync(WEBURL, ["parse", "-body", "-", input], { stdio: ["ignore", "pipe", "ignore"] });
  if (want === "text") {
    check(got.text === body.toString("utf8") && got.markup === 0, `${name}: text ${j(got.text)} (${got.markup} elements), weburl parse -body says ${j(body.toString("utf8"))}`);
    check(got.src === null, `${name}: an image shown for a text preview`);
  } else {
    const m = /^data:image\/png;base64,(.*)$/.exec(got.src || "");
    check(m && Buffer.from(m[1], "base64").equals(body) && got.loaded, `${name}: image ${j(got.src)} (loaded ${got.loaded}), weburl parse -body says ${body.toString("base64")}`);
    check(got.imgWidth <= width, `${name}: the image is ${got.imgWidth} px wide`);
  }
}

async function checkPattern(page, pat, input, base) {
  await setField(page, "input", input);
  await setField(page, "base", base);
  const n = await count(page);
  if (typeof pat === "string") {
    await page.check("input[name=pmode][value=string]");
    await page.fill("#pattern", pat);
  } else {
    await page.check("input[name=pmode][value=init]");
    for (const c of ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash", "baseURL"]) await page.fill("#p-" + c, pat[c] ?? "");
  }
  await rendered(page, n);
  const src = typeof pat === "string" ? pat : JSON.stringify(pat);
  const want = cliJSON(["match", src], input, base);
  const matched = await page.getAttribute("#pmatch", "data-matched");
  const name = `pattern ${src} on ${j(input)}`;
  check(matched === (want.matched ? "yes" : "no"), `${name}: matched ${matched}, weburl match says ${want.matched}`);
  const groups = await page.$$eval("#ptable tr[data-component]", (trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.component, JSON.parse(tr.cells[2].dataset.groups)]).filter(([, g]) => Object.keys(g).length)));
  check(j(sorted(groups)) === j(sorted(want.groups || {})), `${name}: groups ${j(groups)}, weburl match says ${j(want.groups || {})}`);
}

// watch fails the test on anything the page's console reports as an
// error, an uncaught exception, or a request that fails or answers an
// error status (a missing favicon, a CSP report).
function watch(page, name) {
  page.on("pageerror", (e) => check(false, `${name}: page error: ${e.message}`));
  page.on("console", (m) => { if (m.type() === "error") check(false, `${name}: console error: ${m.text()}`); });
  page.on("response", (r) => { if (r.status() >= 400) check(false, `${name}: ${r.url()} answered ${r.status()}`); });
  page.on("requestfailed", (r) => { if (!offline) check(false, `${name}: ${r.url()} failed: ${r.failure().errorText}`); });
}
let offline = false;

// layout checks that no row's name breaks mid-word (a long value in
// another column must not squeeze the first) and the page is no wider
// than the window.
async function layout(page, width) {
  const broken = await page.$$eval("#readings tbody th, #ptable tbody th", (ths) => ths.filter((th) => {
    const r = document.createRange();
    r.selectNodeContents(th);
    return th.scrollWidth > th.clientWidth || new Set([...r.getClientRects()].map((c) => Math.round(c.top))).size > 1;
  }).map((th) => th.textContent));
  check(broken.length === 0, `at ${width} px, row names wrap or overflow their column: ${j(broken)}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  check(wide <= width, `at ${width} px the page is ${wide} px wide`);
}

// staticServer serves dir as a static host would: files only, with the
// content types of their extensions.
function staticServer(dir) {
  const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm", ".svg": "image/svg+xml" };
  const srv = http.createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (p.endsWith("/")) p += "index.html";
    const f = path.join(dir, path.normalize(p));
    fs.readFile(f, (err, b) => {
      if (err) { res.writeHead(404); res.end("not found"); return; }
      res.writeHead(200, { "Content-Type": types[path.extname(f)] || "application/octet-stream", "Cache-Control": "no-cache" });
      res.end(b);
    });
  });
  return new Promise((resolve) => srv.listen(0, "127.0.0.1", () => resolve(srv)));
}

async function main() {
  // detached: the server is weburl-serve, started by weburl serve; both
  // are stopped through their process group.
  const server = spawn(WEBURL, ["serve", "-addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "inherit"], detached: true });
  const stopServer = () => { try { process.kill(-server.pid); } catch { /* already stopped */ } };
  const origin = await new Promise((resolve, reject) => {
    let buf = "";
    server.stdout.on("data", (d) => { buf += d; const m = buf.match(/on (http:\/\/\S+)/); if (m) resolve(m[1]); });
    server.on("exit", (c) => reject(new Error("weburl serve exited with " + c)));
  });
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "weburl-viewer-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = context.pages()[0] || await context.newPage();
    watch(page, "served");
    await page.goto(origin);
    await rendered(page, 0);
    const version = await page.textContent("#version");
    check(version === cli(["-version"]).trim(), `version ${j(version)}, weburl -version says ${j(cli(["-version"]).trim())}`);

    // Keyboard first: "/" reaches the URL field, typed text is read.
    await page.keyboard.press("Escape");
    await page.locator("body").focus();
    await page.keyboard.press("b");
    check(await page.evaluate(() => document.activeElement.id) === "base", '"b" focuses the base');
    await page.keyboard.press("Escape");
    await page.keyboard.press("/");
    check(await page.evaluate(() => document.activeElement.id) === "input", '"/" focuses the URL');
    const n = await count(page);
    await page.keyboard.type("http://typed.example/p?q");
    await rendered(page, n);
    const typed = (await readColumns(page)).weburl.href;
    check(typed === cliJSON(["parse"], "http://typed.example/p?q", "").href, `typed URL reads ${j(typed)}`);

    for (const [input, base] of CASES) await checkCase(page, input, base);
    for (const [pat, input, base] of PATTERNS) await checkPattern(page, pat, input, base);

    // Where the browser differs from the standard, a note names the
    // class; where it agrees, there is none.
    for (const [input, base, want] of BROWSER_NOTES) {
      await setField(page, "input", input);
      await setField(page, "base", base);
      const cls = await page.getAttribute("#bnote", "data-class");
      const cols = await readColumns(page);
      const differs = GETTERS.some((g) => cols.browser[g] !== "\u0000none" && cols.browser[g] !== cols.weburl[g]);
      check(want === "" ? cls === "" && !differs : differs && cls === want, `browser note on ${j(input)}: ${j(cls)}, want ${j(want)} (the browser's reading ${differs ? "differs" : "agrees"})`);
    }
    for (const [input, want] of DATA_CASES) await checkData(page, input, want, 1280);
    // No data: section for other URLs.
    await setField(page, "input", "https://example.com/");
    check(await page.evaluate(() => document.getElementById("data").hidden), "the data: section is hidden for https:");
    // A long net/url error at 1280 px leaves the names whole.
    await setField(page, "base", "");
    await setField(page, "input", "http://[::1]:namedport/" + "x".repeat(300));
    await layout(page, 1280);

    // The fragment holds the state: a new page on the same address shows
    // the same case.
    await checkPattern(page, "http://*/:section/*", "http://0x7f.1/%2e%2e/admin/users?q=a b#x", "");
    await checkCase(page, "http://0x7f.1/%2e%2e/admin/users?q=a b#x", "");
    const shared = page.url();
    const before = await readColumns(page);
    const page2 = await context.newPage();
    await page2.goto(shared);
    await rendered(page2, 0);
    check(await page2.inputValue("#input") === "http://0x7f.1/%2e%2e/admin/users?q=a b#x", "the fragment restores the URL");
    check(j(await readColumns(page2)) === j(before), "the fragment restores the readings");
    check(await page2.getAttribute("#pmatch", "data-matched") === "yes", "the fragment restores the pattern");

    await page.screenshot({ path: process.env.SCREENSHOT || "viewer.png", fullPage: true });

    // Phone width: one column, every value still there.
    await page2.setViewportSize({ width: 390, height: 844 });
    await layout(page2, 390);
    for (const [input, want] of DATA_CASES) {
      await checkData(page2, input, want, 390);
      await layout(page2, 390);
    }
    if (process.env.PHONE_SCREENSHOT) await page2.screenshot({ path: process.env.PHONE_SCREENSHOT, fullPage: true });
    // "p" reaches the pattern.
    await page2.keyboard.press("Escape");
    await page2.locator("body").focus();
    await page2.keyboard.press("p");
    check(await page2.evaluate(() => document.activeElement.id) === "pattern", '"p" focuses the pattern');

    await page2.close();

    // The static site weburl serve -o wrote: the readings come from
    // main.wasm, and it works offline once loaded.
    const site = await staticServer(process.env.SITE);
    try {
      const page3 = await context.newPage();
      watch(page3, "static site");
      await page3.goto(`http://127.0.0.1:${site.address().port}/#` + shared.split("#")[1]);
      await rendered(page3, 0);
      check(j(await readColumns(page3)) === j(before), "the static site reads as the server does");
      check(await page3.getAttribute("#pmatch", "data-matched") === "yes", "the static site matches the pattern");
      for (const [input, want] of DATA_CASES.filter(([, w]) => w !== "error")) await checkData(page3, input, want, 1280);
      await setField(page3, "input", "http://0x7f.1/%2e%2e/admin/users?q=a b#x");
      await page3.evaluate(() => navigator.serviceWorker.ready);
      await page3.reload(); // the service worker now controls the page and has cached every file
      await rendered(page3, 0);
      offline = true;
      await context.setOffline(true);
      await page3.reload();
      await rendered(page3, 0);
      check((await readColumns(page3)).weburl.href === before.weburl.href, "offline, the static site still reads URLs");
      await page3.close();
    } finally {
      site.close();
    }
  } finally {
    await context.close();
    stopServer();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  console.log(`viewer browser test: ${checks - failures}/${checks} checks passed (${CASES.length} URLs, ${PATTERNS.length + 1} patterns, ${BROWSER_NOTES.length} browser notes, ${DATA_CASES.length} data: URLs at 2 widths)`);
  process.exit(failures ? 1 : 0);
}
main().catch((e) => { console.error(e && e.stack || e); process.exit(1); });
