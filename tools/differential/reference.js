// The reference side of the differential harness: reads requests as JSON
// lines on standard input, applies each to whatwg-url (the URL Standard's
// reference implementation, pinned in package.json) and writes one JSON
// answer per line, in order, on standard output (jsonlines.js). Run by
// main.go.
"use strict";
const { URL, URLSearchParams, parseURL, parseURLWithValidationErrors, isValidURLString, serializeURL } = require("whatwg-url");
const { answer } = require("./answer.js");
const { serve } = require("./jsonlines.js");
const tr46 = require("tr46");

// tableProbe answers the "idna" request of the Unicode-tables probe
// (classify.go): UTS #46 ToASCII of req.input by whatwg-url's tr46 with
// every check that is not the mapping table turned off.
function tableProbe(req) {
  const a = tr46.toASCII(req.input, {
    checkBidi: false, checkJoiners: false, checkHyphens: false,
    useSTD3ASCIIRules: false, verifyDNSLength: false, transitionalProcessing: false,
  });
  return a === null ? { fail: "1" } : { ascii: a };
}

// validate answers the "validate" request (protocol.go): the validation
// errors whatwg-url's parser reports for req.input against req.base, in
// order, whether it fails, and whether the input is a valid URL string.
function validate(req) {
  const options = {};
  if (req.base !== undefined) {
    const base = parseURL(req.base);
    if (base === null) return { fail: "1" };
    options.baseURL = base;
  }
  const input = req.input === undefined ? "" : req.input;
  const { url, validationErrors } = parseURLWithValidationErrors(input, options);
  return {
    errors: validationErrors,
    failure: url === null ? "1" : "0",
    valid: String(isValidURLString(input, options)),
  };
}

// parseWithEncoding answers a "parse" request with an encoding
// (protocol.go): the href of whatwg-url's parser with that encoding
// override, which the URL class does not take.
function parseWithEncoding(req) {
  const options = { encoding: req.encoding };
  if (req.base !== undefined) {
    const base = parseURL(req.base);
    if (base === null) return { fail: "1" };
    options.baseURL = base;
  }
  const url = parseURL(req.input === undefined ? "" : req.input, options);
  return url === null ? { fail: "1" } : { href: serializeURL(url) };
}

// See jsonlines.js.
serve((req) =>
  req.op === "idna" ? tableProbe(req) :
    req.op === "validate" ? validate(req) :
      req.encoding !== undefined ? parseWithEncoding(req) : answer(URL, URLSearchParams, req));
