// The reference side of the data: URL and MIME type differential pass:
// reads requests as JSON lines on standard input, answers each with
// data-urls and whatwg-mimetype (pinned in package.json) as one JSON line
// on standard output, in order (../jsonlines.js). Run by main.go.
//
// A request is {k: "u", in: url} for the data: URL processor or
// {k: "m", in: string} for the MIME type parser.
"use strict";
const parseDataURL = require("data-urls");
const { MIMEType } = require("whatwg-mimetype");
const { serve } = require("../jsonlines.js");

function processURL(input) {
  const d = parseDataURL(input);
  if (d === null) return { f: 1 };
  return { t: d.mimeType.toString(), b: Buffer.from(d.body).toString("base64") };
}

function parseMIMEType(input) {
  let m;
  try {
    m = new MIMEType(input);
  } catch {
    return { f: 1 };
  }
  return {
    s: m.toString(), e: m.essence, c: m.parameters.has("charset") ? m.parameters.get("charset") : null,
    h: m.isHTML(), x: m.isXML(), j: m.isJavaScript(),
  };
}

serve((req) => req.k === "u" ? processURL(req.in) : parseMIMEType(req.in));
