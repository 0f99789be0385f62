// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package mimetype

import "strings"

// The MIME type groups of the MIME Sniffing Standard. Each tests the
// essence, the type or the subtype, never the parameters: text/html;x=y is
// HTML.
// See https://mimesniff.spec.whatwg.org/#mime-type-groups.

// IsImage reports whether m is an image MIME type: its type is "image".
// See https://mimesniff.spec.whatwg.org/#image-mime-type.
func (m MIMEType) IsImage() bool { return m.Type() == "image" }

// IsAudioOrVideo reports whether m is an audio or video MIME type: its
// type is "audio" or "video", or its essence is application/ogg.
// See https://mimesniff.spec.whatwg.org/#audio-or-video-mime-type.
func (m MIMEType) IsAudioOrVideo() bool {
	t := m.Type()
	return t == "audio" || t == "video" || m.essence == "application/ogg"
}

// IsFont reports whether m is a font MIME type: its type is "font", or
// its essence is one of the older application/ font types of RFC 8081.
// See https://mimesniff.spec.whatwg.org/#font-mime-type.
func (m MIMEType) IsFont() bool {
	if m.Type() == "font" {
		return true
	}
	switch m.essence {
	case "application/font-cff", "application/font-otf", "application/font-sfnt",
		"application/font-ttf", "application/font-woff",
		"application/vnd.ms-fontobject", "application/vnd.ms-opentype":
		return true
	}
	return false
}

// IsZipBased reports whether m is a ZIP-based MIME type: its subtype ends
// in "+zip", or its essence is application/zip.
// See https://mimesniff.spec.whatwg.org/#zip-based-mime-type.
func (m MIMEType) IsZipBased() bool {
	return strings.HasSuffix(m.Subtype(), "+zip") || m.essence == "application/zip"
}

// IsArchive reports whether m is an archive MIME type: its essence is
// application/x-rar-compressed, application/zip or application/x-gzip.
// See https://mimesniff.spec.whatwg.org/#archive-mime-type.
func (m MIMEType) IsArchive() bool {
	switch m.essence {
	case "application/x-rar-compressed", "application/zip", "application/x-gzip":
		return true
	}
	return false
}

// IsXML reports whether m is an XML MIME type: its subtype ends in "+xml"
// (image/svg+xml too), or its essence is text/xml or application/xml.
// See https://mimesniff.spec.whatwg.org/#xml-mime-type.
func (m MIMEType) IsXML() bool {
	return strings.HasSuffix(m.Subtype(), "+xml") || m.essence == "text/xml" || m.essence == "application/xml"
}

// IsHTML reports whether m is an HTML MIME type: its essence is
// text/html.
// See https://mimesniff.spec.whatwg.org/#html-mime-type.
func (m MIMEType) IsHTML() bool { return m.essence == "text/html" }

// IsScriptable reports whether m is a scriptable MIME type: an XML or
// HTML MIME type, or application/pdf. A browser that renders a resource
// of such a type may run the script in it.
// See https://mimesniff.spec.whatwg.org/#scriptable-mime-type.
func (m MIMEType) IsScriptable() bool {
	return m.IsXML() || m.IsHTML() || m.essence == "application/pdf"
}

// IsJavaScript reports whether m is a JavaScript MIME type: its essence is
// one of the sixteen that browsers run as script (JavaScriptEssenceMatch).
// See https://mimesniff.spec.whatwg.org/#javascript-mime-type.
func (m MIMEType) IsJavaScript() bool { return m.essence != "" && JavaScriptEssenceMatch(m.essence) }

// JavaScriptEssenceMatch reports whether s is a JavaScript MIME type
// essence match: an ASCII case-insensitive match for the essence of a
// JavaScript MIME type, such as "text/javascript" or
// "application/x-ecmascript". HTML tests a script element's type
// attribute with it; s is not parsed, so "text/javascript;x=y" is not a
// match.
// See https://mimesniff.spec.whatwg.org/#javascript-mime-type-essence-match.
func JavaScriptEssenceMatch(s string) bool {
	for _, e := range javaScriptEssences {
		if asciiEqualFold(s, e) {
			return true
		}
	}
	return false
}

// javaScriptEssences are the essences of the JavaScript MIME types.
var javaScriptEssences = [...]string{
	"application/ecmascript",
	"application/javascript",
	"application/x-ecmascript",
	"application/x-javascript",
	"text/ecmascript",
	"text/javascript",
	"text/javascript1.0",
	"text/javascript1.1",
	"text/javascript1.2",
	"text/javascript1.3",
	"text/javascript1.4",
	"text/javascript1.5",
	"text/jscript",
	"text/livescript",
	"text/x-ecmascript",
	"text/x-javascript",
}

// IsJSON reports whether m is a JSON MIME type: its subtype ends in
// "+json", or its essence is application/json or text/json.
// See https://mimesniff.spec.whatwg.org/#json-mime-type.
func (m MIMEType) IsJSON() bool {
	return strings.HasSuffix(m.Subtype(), "+json") || m.essence == "application/json" || m.essence == "text/json"
}
