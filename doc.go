// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

// Package url parses, resolves and serializes URLs as web browsers do,
// following the WHATWG URL Standard (https://url.spec.whatwg.org/), behind
// the API of Go's net/url.
//
// A program switches from net/url by changing its import path: the URL
// type has net/url's fields with net/url's meanings, and the functions and
// methods have net/url's names and signatures. What changes is what a URL
// string means. Parse runs the standard's basic URL parser, so every URL is
// read exactly as the URL Standard says, the standard that browsers
// implement (where a browser differs from it, this package follows the
// standard: docs/conformance.md lists the differences under "Where
// browsers differ"): "HTTP://EXAMPLE.com:80/a/./b/../c" is "http://example.com/a/c",
// "http://0x7f.1/" is "http://127.0.0.1/", backslashes are slashes in
// special URLs, tabs and newlines vanish, spaces and quotes are
// percent-encoded, and internationalized host names become ASCII by UTS #46.
//
// # The fields and String
//
// After Parse, ParseWithBase, or any setter, the exported fields hold the
// URL in net/url's terms:
//
//   - Scheme is the scheme without ":", in lower case.
//   - Host is exactly the standard's host getter: the serialized host and,
//     when the URL has a port, ":" and the port. An IPv6 host keeps its
//     brackets here, as in net/url. Hostname and Port split it as net/url
//     does (Hostname drops the brackets); SerializedHost is the standard's
//     hostname getter, brackets kept.
//   - User holds the percent-decoded username and password, or is nil when
//     both are empty.
//   - Path is the percent-decoded path; RawPath is the encoded path when
//     net/url's escaping of Path would not give it back.
//   - Opaque holds an opaque path ("mailto:a@b" has Opaque "a@b").
//   - RawQuery is the query without "?"; ForceQuery is true for an empty
//     query ("http://a/?").
//   - Fragment and RawFragment are the fragment, decoded and encoded, as
//     Path and RawPath are.
//   - OmitHost is true for a URL with no host whose path is not opaque
//     ("foo:/bar").
//
// String returns the standard's serialization (the href) of the URL that
// the parser or the last setter produced. The fields cannot say everything
// the standard's URL record can (an empty fragment in "http://a/#", the
// difference between an empty and a missing host); the URL keeps that in
// unexported state. If a program assigns the exported fields directly,
// String serializes the fields as net/url would and then parses that
// string with the standard's parser, returning its href; where that string
// is not a valid URL, String returns net/url's serialization as it is. The
// getters (Href, Pathname and the others) and the setters see the same
// re-parsed URL. Two rules differ from net/url's serialization, so that no
// text moves into the authority: a path after an authority is written
// with a leading "/" (net/url wrote User "user" and Path "evil.com/p" as
// "https://user@evil.com/p"), and a path that starts with "//" after no
// authority has "/." before it. A URL with a special scheme other than
// file has a host, so fields with such a scheme and no Host or User read
// back with one ("https:///p" is "https://p/"): check Host before String.
//
// An assignment is seen by what it changes: assigning a field the value it
// holds changes nothing, so u.Fragment = "" on "https://h/p#" keeps the
// empty fragment, which the fields cannot show; u.SetHash("") removes it.
//
// # Differences from net/url
//
// Parse accepts what browsers accept and rejects what they reject, so
// some strings that net/url accepts are errors here (an IPv6 zone
// "http://[fe80::1%25en0]/", a host with a space, a port over 65535) and
// some that net/url rejects are accepted ("http://a b/" is an error in both,
// but "http://example.com/a b" is "http://example.com/a%20b" here). The
// values differ where the standard normalizes: default ports are dropped,
// hosts are lower-cased and IDNA-encoded, IPv4 shorthands are expanded,
// dot segments are removed, and characters outside the standard's sets are
// percent-encoded. Errors are net/url's *Error, wrapping a validation.Error
// that names the standard's error type and its byte offset.
//
// A URL whose scheme is not special that the standard rejects and net/url
// accepts (a connection string with several hosts,
// "postgres://u@h1:5432,h2:5432/db") holds net/url's reading, marked by
// HostKind HostNetURL; see Parse.
//
// docs/migration.md lists every function and type of net/url with what is
// the same and what differs, each with an example; the README has the
// short table. net/http
// keeps net/url's types; package github.com/weburl/url/httpurl reads a
// request's URL, follows redirects as a browser does and checks untrusted
// redirect targets (SafeRedirect). Package github.com/weburl/url/origin
// holds origins as values to compare (origin.Of, Origin.SameOrigin); the
// Origin method is the origin getter, their serialization. Package
// github.com/weburl/url/site has what needs the Public Suffix List (public
// suffixes, registrable domains, same site), apart so that a program that
// only parses URLs does not link the list and the net/http it imports.
//
// # References
//
// Parse also accepts relative references, as net/url does: "/a/b?c", "a/b",
// "../x", "//host/p", "?q", "#f" and "". A reference has no meaning of its
// own in the standard: its parser reads a scheme-less string only against a
// base, and how it reads it depends on the base. In a special URL (http,
// https, ws, wss, ftp, file) "\" is a slash and "//" starts a host that must
// be a domain or an address (any further slashes are skipped); in a file:
// URL a Windows drive letter ("C|/x") replaces the base's path; elsewhere
// "\" is part of a path segment and a host is opaque. So Parse keeps a
// reference as written, in the model of Alwin Blok's URL specification
// (https://alwinb.github.io/url-specification/): a sequence of components
// (authority, path-root, dirs and file, query, fragment) in both
// tokenizations, "/" alone and "/" or "\". ResolveReference forces it into
// the base's mode and gives exactly the URL the standard's parser gives for
// the string against that base: base.ResolveReference(ref) and
// base.Parse(s) agree for every s that Parse accepts.
//
// A reference's fields split it as RFC 3986 and net/url do ("\" is not a
// separator; Path holds "../x" and Host "host" for "//host/p"), except that
// Host never differs from the host a browser reads in the reference on an
// http(s) page: for "/\evil.com", "\\evil.com" and "///evil.com" it is
// "evil.com", where net/url has "" (see SECURITY.md); its String
// is the string as written with tabs and newlines removed and the
// characters every mode percent-encodes encoded ("a b" becomes "a%20b"). Dot
// segments stay, since their meaning depends on the base, and so do
// backslashes, but in a reference that names no host, whose String writes
// "\" in the path and the fragment as "%5C", as net/url does ("/a\b" is
// "/a%5Cb"): net/http's Redirect would clean "/./\evil.com" to
// "/\evil.com", another host to a browser. ResolveReference reads the
// reference as written, "\" included.
// Like any string the standard reads, a reference loses leading and
// trailing spaces and control characters, tabs and newlines; other control
// characters are percent-encoded (net/url rejects them), and a "%" that
// starts no escape is kept. The URL API's getters return "" for a
// reference (Href is String, Origin is "null") and its setters leave it
// unchanged.
//
// Two strings with a scheme are read as written too. A URL parsed from a
// special scheme followed by no "//" ("http:foo.com") is the absolute URL
// the parser gives without a base ("http://foo.com/"), but it remembers the
// rest: against a base with the same scheme the standard's parser reads it
// as a relative reference ("http://example.org/foo/foo.com" against
// "http://example.org/foo/bar"), and so does ResolveReference. When no
// absolute URL comes out ("http:", "http:/"), Parse returns a reference
// with that scheme, which means something only against a base with the
// same scheme (its Host is empty).
//
// The URL type is safe for concurrent use by readers: String, the getters,
// HostKind, HostAddr, Query, SearchParams and its readers, and Parse may be
// called from many goroutines at once, also on a URL whose fields a
// program has assigned. The setters, changes through SearchParams and
// assignments to its fields need exclusive access, as for any Go value.
package url

// Contributor notes: the layout.
//
// Each algorithm of the URL Standard lives in exactly one place; reuse it
// rather than write a second. The files form six layers, and a file uses
// only files of its own layer or below. Within the list a file uses, as far
// as it can, only the files listed before it: the list reads bottom up.
// Where a lower algorithm needs to tell a higher one something (a host
// parser's validation errors), it takes a callback or returns a value
// rather than call up.
//
//  1. Byte classes, percent-encoding and Punycode.
//     - doc.go: the package documentation and these notes
//     - types.go: the structs a URL is made of (URL, Userinfo, SearchParams), its
//       components and HostKind
//     - unsafe.go: every use of unsafe: zero-copy conversions, string addresses
//     - href.go: what a URL reads off its href and components (the accessors), and
//       portDigits, the one reader of a port's digits
//     - errors.go: Error, the parser's names for package validation's types, and
//       the reporter and fault through which the algorithms below the states report
//     - encoder.go: encodings other than UTF-8, and their names without linking
//       htmlindex; UTF-8 decode without BOM
//     - escape.go: RFC 3986's escape sets (net/url's modes, shouldEscape) and
//       writing a percent-encoded byte; a primitive because the path state's byte
//       classes (classes.go) use it, and fromHref computes net/url's
//       RawPath/RawFragment hint with it from a decoded path or fragment
//       (netEscapeGives)
//     - classes.go: the URL code points and units, the percent-encode sets, the EOF
//       code point, forbidden host and domain code points, the classes of bytes in
//       a domain, the byte classes the states and the encoder scan runs of, hex
//       digits, and RFC 3986's unreserved and RFC 6874's ZoneID
//     - percent.go: percent-encoding with the sets of classes.go
//     - percent_decode.go: the entries to internal/percent's percent-decoder
//     - punycode.go: RFC 3492's encoder and decoder
//     - limits.go: ErrTooLong and the sizes of large inputs
//  2. The host parsers: IPv4, IPv6, opaque host, domain to ASCII.
//     - ipv4.go: the IPv4 parser and serializer
//     - ipv6.go: the IPv6 parser and serializer
//     - uts46_table.go: UTS #46's tables (generated by internal/gen/uts46)
//     - uts46.go: UTS #46's mapping and NFC on the tables of UnicodeVersion
//     - idnacheck.go: the labels of a domain, and CheckBidi and CheckJoiners on them
//     - idnafast_table.go: the code points of ToASCII's fast path (generated by internal/gen/uts46)
//     - idnafast.go: ToASCII's fast path for domains Processing leaves unchanged
//     - idna.go: the domain parser (domain to ASCII) and UTS #46 ToASCII and ToUnicode
//     - host.go: the host parser and the opaque-host parser, and where a failing domain fails
//  3. The states of the basic URL parser.
//     - parser.go: the parser's state and the output it writes, which the states share
//     - validation.go: reporting validation errors, at the offending byte of the input
//     - scan.go: vector scans: where the authority and host states' buffers end, and the size of a long output
//     - pathrun.go: the path's segments: byte classes, the run the path state keeps, dot
//       segments, shortening, Windows drive letters, and a URL's plain (isPlain)
//     - parser_path.go: the path, opaque path, query and fragment states
//     - parser_authority.go: the authority, host and port states
//     - parser_file.go: the file states
//     - parser_scheme.go: the scheme, no scheme and relative states
//     - parser_run.go: the parser's first steps, and run, which dispatches to a method per state;
//       run on an authority alone for references (parseAuthority)
//  4. URL assembly and net/url's fields.
//     - alloc.go: newURL, the one allocation of a parsed URL; fromHref
//     - parse.go: parseTo, the one entry to the basic URL parser, and the URL it makes
//     - serialize.go: the URL serializer over a record's parts
//     - netfast.go: the non-web reading of the common connection string without net/url (FuzzNetShape)
//     - fields.go: net/url's exported fields kept in sync with the record
//     - nonweb.go: the non-web reading of Parse (HostNetURL); its fallback skips net/url where it rejects too
//  5. The API: setters, references and resolution, SearchParams.
//     - splice.go: setters that splice a canonical value (FuzzSplice); replaceRange,
//       the one writer of an href with one range replaced; and String's href after
//       a field is assigned (assignedHref, reparsedHref)
//     - setters.go: the standard's setters, as state-override parses, and their errors
//     - formfast.go: URLSearchParams' parser and UTF-8 serializer in one pass (FuzzFormFast)
//     - searchparams.go: URLSearchParams, also for concurrent readers
//     - reference.go: a reference as written
//     - url.go: the type's entry points (Parse, ParseInto, ParseWithBase, Parser, Validate,
//       MustParse), getters, the origin of a URL, Equal, Version
//     - resolve.go: ResolveReference: goto and force, then the parser's states
//     - strict.go: RFC 3986's strict resolution
//     - makerelative.go: MakeRelative, the inverse of resolution
//  6. Helpers.
//     - writing.go: the writing rules: which strings are valid URL strings
//     - compat.go: the rest of net/url's functions (PathEscape, ...), NetURL and the net/http seam
//     - values.go: Values
//     - redact.go: RedactSecrets, secrets out of logs
//     - slog.go: slog.LogValuer (not built with weburl_noslog)
//
// TestLayers (doc_test.go) reads this table and checks it on the file
// graph, where file A points at file B when A uses a name B declares: it
// fails on a file that has no line here, on a use of a higher layer, on
// any cycle of files, and on more than 15 uses of a file listed later; it
// logs the figures. Also internal/schemes (the special schemes and default
// ports, shared with urlpattern) and internal/percent (the percent-decoder,
// shared with dataurl) are below every layer.
//
// The urlpattern package uses this package through its exported API only;
// the import is the whole wiring. Its canonicalizers are the URL Pattern
// Standard's "create a dummy URL, then run the basic URL parser with a
// state override", which is what the setters do: each calls the setter on
// a dummy URL and reads the getter (urlpattern/canonicalize.go); a
// setter's error is the parser's failure. The opaque path state, which no
// setter runs, is reached by parsing "dummy:-" + value + "-". There is no
// mutable hook and no entry point exported for the module only: a state
// the pattern standard comes to need should be reached the same way, or
// through the setter it corresponds to, rather than by a side door.
//
// Tests: x_test.go holds the tests of x.go. The role files are
// wpt_test.go, fuzz_test.go, example_test.go, bench_test.go,
// export_test.go and helpers_test.go, and role_x_test.go holds those of
// x.go (bench_idna_test.go, example_url_test.go); race_test.go,
// asan_test.go and the like set constants by build flag.
// TestTestFileNames (unsafe_test.go) checks these names.
// helpers_test.go holds the shared helpers (mustParse, getters,
// checkInvariants and checkOffsets, which re-derives the record's offset
// rules from the href); call checkInvariants after every parse, set and
// resolve in a new test or fuzz target. FuzzOwnHref checks the parser's
// best case, an input that is its own href, and idempotence.
