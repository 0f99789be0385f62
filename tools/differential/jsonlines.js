// The oracle protocol of the differential harnesses (internal/oracle):
// serve(answer) reads requests as JSON lines on standard input and writes
// answer(request), or {error} when it throws, as one JSON line per
// request, in order, on standard output.
"use strict";
const readline = require("readline");

function serve(answer) {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let buf = [];
  function flush() {
    if (buf.length) { process.stdout.write(buf.join("")); buf = []; }
  }
  rl.on("line", (line) => {
    let out;
    try {
      out = answer(JSON.parse(line));
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
}

module.exports = { serve };
