// The reference side of the differential harness: reads requests as JSON
// lines on standard input, applies each to whatwg-url (the URL Standard's
// reference implementation, pinned in package.json) and writes one JSON
// answer per line, in order, on standard output. Run by main.go.
"use strict";
const { URL, URLSearchParams } = require("whatwg-url");
const { answer } = require("./answer.js");
const readline = require("readline");

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
let buf = [];
function flush() {
  if (buf.length) { process.stdout.write(buf.join("")); buf = []; }
}
rl.on("line", (line) => {
  let out;
  try {
    out = answer(URL, URLSearchParams, JSON.parse(line));
  } catch (e) {
    out = { error: String(e && e.stack || e) };
  }
  buf.push(JSON.stringify(out) + "\n");
  if (buf.length >= 256) flush();
});
rl.on("close", flush);
// Answer promptly when the driver waits: flush whatever is buffered once
// the input queue runs dry.
setInterval(flush, 20).unref();
