// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// A set is a named list of generated inputs.
type set struct {
	name   string
	inputs []request
}

// generatedSets returns the sets in the order they run: the systematic
// ones, then random inputs from seed.
func generatedSets(seed uint64, random int) []set {
	return []set{
		{"mime: code points", mimeCodePoints()},
		{"url: mime code points", urlMIMECodePoints()},
		{"url: ;base64 variants", base64Variants()},
		{"url: percent-encoded", percentEncoded()},
		{"url: whitespace", whitespace()},
		{"url: bodies 0-4 KiB", bodies(seed)},
		{"url: bodies 1 MiB", bigBodies(seed)},
		{"random", randomInputs(seed, random)},
	}
}

// mimeTemplates are MIME types in which mimeCodePoints puts each code
// point at each position.
var mimeTemplates = []string{
	"text/html",
	"text/html;charset=utf-8",
	`a/b;c="d\"e";f=g`,
	" x/y ; z = w ;charset=\"\" ",
}

// mimeCodePoints puts each code point U+0000 to U+00FF, and U+0100 and
// U+FFFD, at each position of each template, for the MIME type parser.
func mimeCodePoints() []request {
	var out []request
	for _, t := range mimeTemplates {
		for pos := 0; pos <= len(t); pos++ {
			for c := rune(0); c <= 0x101; c++ {
				if c == 0x101 {
					c = 0xFFFD
				}
				out = append(out, request{"m", t[:pos] + string(c) + t[pos:]})
			}
		}
	}
	return out
}

// urlMIMETemplates are the MIME type parts of data: URLs in which
// urlMIMECodePoints puts each code point at each position, each with the
// body after it.
var urlMIMETemplates = []struct{ mime, body string }{
	{"text/plain", "a%20b"},
	{"text/html;charset=utf-8", "<p>"},
	{";base64", "YWJj"},
	{"image/png;base64", "iVBO Rw=="},
	{`a/b;c="d";base64`, "YQ"},
}

// urlMIMECodePoints puts each code point U+0000 to U+00FF, raw and as
// "%XX", at each position of the MIME type part of data: URLs.
func urlMIMECodePoints() []request {
	var out []request
	for _, t := range urlMIMETemplates {
		for pos := 0; pos <= len(t.mime); pos++ {
			for c := rune(0); c <= 0xFF; c++ {
				for _, ins := range []string{string(c), fmt.Sprintf("%%%02X", c)} {
					out = append(out, request{"u", "data:" + t.mime[:pos] + ins + t.mime[pos:] + "," + t.body})
				}
			}
		}
	}
	return out
}

// base64Variants are ";base64" with each case, spaces and what may stand
// around it, before bodies that are and are not base64.
func base64Variants() []request {
	var out []request
	prefixes := []string{"", "text/plain", "image/png", ";charset=x", "text/plain;a=b", "x", "text/plain;base64"}
	spaces := []string{"", " ", "  ", "%20", "\t", "%09"}
	suffixes := []string{"", " ", ";", "x", "=", "%20"}
	bodies := []string{"", "YQ", "YQ==", "YQ=", " Y Q = = ", "Y%51", "%59Q", "*", "YWJjZA", "YWJjZA===", "a"}
	for mask := 0; mask < 64; mask++ {
		word := []byte("base64")
		for i := range 6 {
			if mask>>i&1 == 1 {
				word[i] = strings.ToUpper(string(word[i]))[0]
			}
		}
		for _, p := range prefixes {
			for _, sp := range spaces {
				for _, sf := range suffixes {
					for _, b := range bodies {
						if mask%7 != 0 && (sf != "" || b != "YQ") {
							// Every case with one body; all bodies
							// and suffixes with some cases.
							continue
						}
						out = append(out, request{"u", "data:" + p + ";" + sp + string(word) + sf + "," + b})
					}
				}
			}
		}
	}
	return out
}

// percentEncoded is each byte percent-encoded in the body, with upper and
// lower case hex, in plain and base64 bodies, and the "%" that are not
// percent-encoded bytes.
func percentEncoded() []request {
	var out []request
	for c := 0; c <= 0xFF; c++ {
		for _, f := range []string{"%%%02X", "%%%02x"} {
			e := fmt.Sprintf(f, c)
			out = append(out,
				request{"u", "data:," + e},
				request{"u", "data:,a" + e + "b"},
				request{"u", "data:;base64,YW" + e + "j"},
				request{"u", "data:;base64," + e + e + e + e},
				request{"u", "data:text/plain" + e + ",x"},
			)
		}
	}
	for _, b := range []string{"%", "%4", "%G1", "%%41", "%4%41", "a%", "%%", "%2", "%zz", "%1g", "%%%"} {
		out = append(out, request{"u", "data:," + b}, request{"u", "data:;base64,YW" + b})
	}
	return out
}

// whitespace puts each kind of whitespace around each part of a data: URL,
// one slot at a time and in all slots at once.
func whitespace() []request {
	parts := []string{"data:", "text", "/", "plain", ";", "charset", "=", "utf-8", ";", "base64", ",", "YW", "Jj"}
	kinds := []string{" ", "  ", "\t", "\n", "\r", "\f", "\x00", "%20", "%09", "%0A", "%0D", "%0C", "%00", "\u00a0", "%C2%A0"}
	var out []request
	for _, ws := range kinds {
		for slot := 0; slot <= len(parts); slot++ {
			var b strings.Builder
			for i, p := range parts {
				if i == slot {
					b.WriteString(ws)
				}
				b.WriteString(p)
			}
			if slot == len(parts) {
				b.WriteString(ws)
			}
			out = append(out, request{"u", b.String()})
		}
		out = append(out, request{"u", strings.Join(parts, ws)})
		noB64 := append(append([]string{}, parts[:8]...), ",", "a", "b")
		out = append(out, request{"u", strings.Join(noB64, ws)})
	}
	return out
}

// encodeBody writes body into a data: URL in one of several ways: base64
// with or without padding, with whitespace and percent-encoded code
// points in it; or percent-encoded in part or whole.
func encodeBody(rng *rand.Rand, body []byte) string {
	switch rng.IntN(4) {
	case 0:
		return "data:application/octet-stream;base64," + base64.StdEncoding.EncodeToString(body)
	case 1:
		e := base64.RawStdEncoding.EncodeToString(body)
		var b strings.Builder
		for i := 0; i < len(e); i++ {
			switch rng.IntN(40) {
			case 0:
				b.WriteString("%20")
			case 1:
				fmt.Fprintf(&b, "%%%02X", e[i])
				continue
			case 2:
				b.WriteString(" ")
			}
			b.WriteByte(e[i])
		}
		return "data:image/png;BASE64," + b.String()
	case 2:
		var b strings.Builder
		for _, c := range body {
			fmt.Fprintf(&b, "%%%02x", c)
		}
		return "data:text/plain;charset=windows-1252," + b.String()
	}
	var b strings.Builder
	for _, c := range body {
		if c > ' ' && c < 0x7F && c != '%' && c != '#' && rng.IntN(2) == 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return "data:text/html," + b.String()
}

// bodies are random bodies of each length up to 64 bytes and of random
// lengths up to 4 KiB, each encoded by encodeBody.
func bodies(seed uint64) []request {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []request
	for n := 0; n < 2500; n++ {
		size := n
		if n > 64 {
			size = rng.IntN(4097)
		}
		body := make([]byte, size)
		for i := range body {
			body[i] = byte(rng.IntN(256))
		}
		out = append(out, request{"u", encodeBody(rng, body)})
	}
	return out
}

// bigBodies are 1 MiB bodies, in each encoding of encodeBody.
func bigBodies(seed uint64) []request {
	rng := rand.New(rand.NewPCG(seed, 2))
	var out []request
	for range 6 {
		body := make([]byte, 1<<20)
		for i := range body {
			body[i] = byte(rng.IntN(256))
		}
		out = append(out, request{"u", encodeBody(rng, body)})
	}
	return out
}

// randomPieces are the bits random inputs are made of.
var randomPieces = []string{
	"data:", "data:", ",", ";", "/", "=", "\"", "\\", " ", "\t", "\n", "%", "%2", "%20", "%2C", "%3B", "%22", "#", "?",
	"base64", "BASE64", "text", "plain", "html", "charset", "utf-8", "YQ", "YWJj", "==", "=", "x", "é", "\u0100", "\x00",
	"//", "@", ":", "+", "%FF", "\x7f",
}

// randomInputs are n inputs joined from randomPieces: data: URLs, and
// MIME types made of the same pieces.
func randomInputs(seed uint64, n int) []request {
	rng := rand.New(rand.NewPCG(seed, 3))
	out := make([]request, 0, n)
	for len(out) < n {
		var b strings.Builder
		if rng.IntN(4) > 0 {
			b.WriteString("data:")
		}
		for range rng.IntN(12) + 1 {
			b.WriteString(randomPieces[rng.IntN(len(randomPieces))])
		}
		s := b.String()
		kind := "u"
		if !strings.HasPrefix(s, "data:") {
			kind = "m"
		} else if !strings.Contains(s, ",") && rng.IntN(4) > 0 {
			// Most data: URLs that fail lack the ",": give most one.
			i := 5 + rng.IntN(len(s)-4)
			s = s[:i] + "," + s[i:]
		}
		if !utf8.ValidString(s) {
			// A "," inside a code point's UTF-8.
			continue
		}
		out = append(out, request{kind, s})
	}
	return out
}
