// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build js && wasm

// Command wasm is the viewer's WebAssembly: weburl and Go's net/url,
// compiled with GOOS=js GOARCH=wasm, read the page's inputs in the
// browser; no server parses anything. It sets globalThis.weburl to an
// object with three functions that take and return JSON strings:
//
//	read(input, base)           {"weburl", "errors", "neturl", "classes"}
//	pattern(pattern, url, base) {"pattern", "matched", "groups", "result"} or {"error"}
//	version()                   the module's version and the Go release
//
// The build tags keep it out of the library's go test ./...; go generate
// in the viewer's directory builds it.
package main

import (
	"encoding/json"
	"runtime"
	"syscall/js"

	weburl "github.com/weburl/url"
	"github.com/weburl/url/cmd/weburl/internal/reading"
	"github.com/weburl/url/cmd/weburl/internal/viewer/pattern"
	"golang.org/x/net/idna"
)

type readOut struct {
	WebURL  reading.Reading           `json:"weburl"`
	Errors  []reading.ValidationError `json:"errors"`
	NetURL  reading.Reading           `json:"neturl"`
	Classes []string                  `json:"classes"`
}

func encode(v any) js.Value {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(map[string]string{"error": err.Error()})
	}
	return js.ValueOf(string(b))
}

func main() {
	api := js.Global().Get("Object").New()
	api.Set("read", js.FuncOf(func(_ js.Value, args []js.Value) any {
		input, base := args[0].String(), args[1].String()
		w, errs := reading.WebURL(input, base)
		n := reading.NetURL(input, base)
		c := reading.Differences(w, n)
		if c == nil {
			c = []string{}
		}
		return encode(readOut{w, errs, n, c})
	}))
	api.Set("pattern", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return encode(pattern.Run(args[0].String(), args[1].String(), args[2].String()))
	}))
	api.Set("version", js.FuncOf(func(js.Value, []js.Value) any {
		return js.ValueOf("weburl " + weburl.Version + " (" + runtime.Version() + ", IDNA tables Unicode " + idna.UnicodeVersion + ")")
	}))
	js.Global().Set("weburl", api)
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("weburl-ready"))
	select {}
}
