// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	"strings"

	"golang.org/x/text/encoding"
)

// encodingName returns the Encoding Standard's name of enc for the
// encodings whose steps this package needs to know: "utf-8", "utf-16be",
// "utf-16le" and "replacement", whose output encoding is UTF-8;
// "shift_jis", "euc-jp", "iso-2022-jp", "big5", "gbk" and "gb18030", whose
// encoders run on internal/legacyenc rather than golang.org/x/text; and
// "single-byte" for the ISO-8859 and windows single-byte encodings (see
// c1Holes). It returns "" for any other encoding.
// See https://encoding.spec.whatwg.org/#names-and-labels.
//
// It reads the name that x/text's encodings give through their String
// method rather than asking golang.org/x/text/encoding/htmlindex, so that
// a program links the tables of an encoding only when it uses that
// encoding: htmlindex links every encoding of the standard, about 700 KB of
// CJK and legacy tables, into any program that calls it.
func encodingName(enc encoding.Encoding) string {
	if enc == encoding.Replacement {
		return "replacement"
	}
	s, ok := enc.(interface{ String() string })
	if !ok {
		return ""
	}
	switch name := s.String(); {
	case name == "UTF-8":
		return "utf-8"
	case strings.HasPrefix(name, "UTF-16BE"): // "UTF-16BE (Ignore BOM)"
		return "utf-16be"
	case strings.HasPrefix(name, "UTF-16LE"):
		return "utf-16le"
	case name == "Shift JIS":
		return "shift_jis"
	case name == "EUC-JP":
		return "euc-jp"
	case name == "ISO-2022-JP":
		return "iso-2022-jp"
	case name == "Big5":
		return "big5"
	case name == "GBK":
		return "gbk"
	case name == "GB18030":
		return "gb18030"
	case strings.HasPrefix(name, "ISO 8859-"), strings.HasPrefix(name, "ISO-8859-"), // "ISO-8859-8I"
		strings.HasPrefix(name, "Windows 125"), name == "Windows 874":
		return "single-byte"
	}
	return ""
}
