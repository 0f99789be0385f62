// answer(URL, URLSearchParams, req) applies one request of the differential
// harness (see protocol.go) to a URL and URLSearchParams implementation and
// returns the answer: an object whose fields are strings, or arrays of
// strings or of [name, value] pairs. It must stay
// self-contained (no closure, no require) so that tools/chromium can send its
// source into a browser page and run it against the browser's own classes.
function answer(URL, URLSearchParams, req) {
  const getters = ["href", "origin", "protocol", "username", "password",
    "host", "hostname", "port", "pathname", "search", "hash"];
  function read(u, out, suffix) {
    for (const g of getters) out[g + suffix] = u[g];
  }
  // paramsStep applies one URLSearchParams step and records what it reads.
  function paramsStep(p, s, out, i) {
    switch (s.kind) {
      case "append": p.append(s.name, s.value); break;
      case "delete": p.delete(s.name); break;
      case "deleteValue": p.delete(s.name, s.value); break;
      case "set": p.set(s.name, s.value); break;
      case "sort": p.sort(); break;
      case "get":
        out["get" + i] = p.has(s.name) ? "=" + p.get(s.name) : "null";
        out["getAll" + i] = p.getAll(s.name);
        break;
      case "hasValue": out["has" + i] = String(p.has(s.name, s.value)); break;
      default: throw new Error("unknown step " + s.kind);
    }
  }
  function pairs(p) {
    const a = [];
    for (const [k, v] of p) a.push([k, v]);
    return a;
  }
  // The driver leaves out empty strings; JavaScript would read them as
  // "undefined".
  for (const k of ["input", "href", "attr", "value", "init"]) {
    if (req[k] === undefined) req[k] = "";
  }
  for (const s of req.steps || []) {
    for (const k of ["attr", "name", "value"]) {
      if (s[k] === undefined) s[k] = "";
    }
  }
  const out = {};
  switch (req.op) {
    case "parse": {
      let u;
      try {
        u = req.base === undefined ? new URL(req.input) : new URL(req.input, req.base);
      } catch (e) {
        return { fail: "1" };
      }
      read(u, out, "");
      return out;
    }
    case "set": {
      let u;
      try { u = new URL(req.href); } catch (e) { return { fail: "1" }; }
      try { u[req.attr] = req.value; } catch (e) { out.throws = "1"; }
      read(u, out, "");
      return out;
    }
    case "params": {
      const p = new URLSearchParams(req.init);
      out.pairs = pairs(p);
      out.size = String(p.size);
      (req.steps || []).forEach((s, i) => {
        paramsStep(p, s, out, i);
        out["s" + i] = p.toString();
      });
      out.final = pairs(p);
      return out;
    }
    case "urlparams": {
      let u;
      try { u = new URL(req.href); } catch (e) { return { fail: "1" }; }
      const p = u.searchParams;
      out.pairs = pairs(p);
      (req.steps || []).forEach((s, i) => {
        if (s.kind === "setter") {
          try { u[s.attr] = s.value; } catch (e) { out["throws" + i] = "1"; }
        } else {
          paramsStep(p, s, out, i);
        }
        out["href" + i] = u.href;
        out["sp" + i] = p.toString();
      });
      out.final = pairs(p);
      read(u, out, "");
      return out;
    }
    default:
      throw new Error("unknown op " + req.op);
  }
}
if (typeof module !== "undefined") module.exports = { answer };
