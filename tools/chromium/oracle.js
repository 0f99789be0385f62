// An oracle for tools/differential that answers with headless Chromium's
// native URL and URLSearchParams (the browser's own URL parser), through
// playwright-core. It speaks reference.js's protocol: requests as JSON
// lines on standard input, one JSON answer per line on standard output.
//
// Optional and dev-time only (CI does not need it). Needs Debian's
// chromium package (apt-get install chromium) or CHROMIUM=/path/to/chrome:
//
//   (cd tools/chromium && npm ci)
//   go run ./tools/differential -classify browser -parse-only \
//     -oracle "node tools/chromium/oracle.js" -seed 31337 -n 30000
"use strict";
const { chromium } = require("playwright-core");
const { answer } = require("../differential/answer.js");
const fs = require("fs");
const os = require("os");
const path = require("path");
const readline = require("readline");

async function main() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "weburl-chromium-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = context.pages()[0] || await context.newPage();
  // about:blank: no network; the page's URL and URLSearchParams are the
  // browser's native classes.
  await page.evaluate(`self.__answer = ${answer.toString()}`);
  process.stderr.write(`chromium oracle: ${context.browser() ? context.browser().version() : ""} ${await page.evaluate("navigator.userAgent")}\n`);

  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let batch = [];
  let chain = Promise.resolve();
  const send = (reqs) => {
    chain = chain.then(async () => {
      const outs = await page.evaluate((reqs) => reqs.map((r) => {
        try { return self.__answer(URL, URLSearchParams, r); } catch (e) { return { error: String(e) }; }
      }), reqs);
      process.stdout.write(outs.map((o) => JSON.stringify(o) + "\n").join(""));
    });
  };
  const timer = setInterval(() => { if (batch.length) { send(batch); batch = []; } }, 20);
  rl.on("line", (line) => {
    batch.push(JSON.parse(line));
    if (batch.length >= 500) { send(batch); batch = []; }
  });
  await new Promise((resolve) => rl.on("close", resolve));
  clearInterval(timer);
  if (batch.length) send(batch);
  await chain;
  await context.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}
main().catch((e) => { process.stderr.write(String(e && e.stack || e) + "\n"); process.exit(1); });
