// The viewer's service worker, on a static host (weburl serve -o DIR,
// where main.wasm reads the URLs): the network first, so that a new build is
// seen as soon as it is served, and the cache when the network fails, so
// that the page works offline once it has loaded.
"use strict";
const CACHE = "weburl-viewer-v2";
const FILES = ["./", "index.html", "viewer.js", "viewer.css", "wasm_exec.js", "main.wasm", "favicon.svg", "backend.json"];
self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (e) => { e.waitUntil(self.clients.claim()); });
self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET" || new URL(e.request.url).origin !== location.origin) return;
  e.respondWith(fetch(e.request).then((r) => {
    if (r.ok) { const copy = r.clone(); caches.open(CACHE).then((c) => c.put(e.request, copy)); }
    return r;
  }).catch(() => caches.match(e.request, { ignoreSearch: true }).then((r) => r || caches.match("index.html"))));
});
