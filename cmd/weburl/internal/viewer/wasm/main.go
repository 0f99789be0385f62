// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build js && wasm

// Command wasm is the viewer's WebAssembly for a static host (weburl
// serve -o DIR builds it): weburl and Go's net/url, compiled with
// GOOS=js GOARCH=wasm, read the page's inputs in the browser, where no
// server answers api/read. It sets globalThis.weburl to an object with
// three functions that take and return JSON strings, the same JSON as
// the server's endpoints:
//
//	read(input, base)           reading.Readings
//	pattern(pattern, url, base) pattern.Outcome
//	version()                   the version line
//
// The build tags keep it out of the library's go test ./....
package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/weburl/url/cmd/weburl/internal/buildinfo"
	"github.com/weburl/url/cmd/weburl/internal/reading"
	"github.com/weburl/url/cmd/weburl/internal/viewer/pattern"
)

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
		return encode(reading.Read(args[0].String(), args[1].String()))
	}))
	api.Set("pattern", js.FuncOf(func(_ js.Value, args []js.Value) any {
		return encode(pattern.Run(args[0].String(), args[1].String(), args[2].String()))
	}))
	api.Set("version", js.FuncOf(func(js.Value, []js.Value) any {
		return encode(buildinfo.Line())
	}))
	js.Global().Set("weburl", api)
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("weburl-ready"))
	select {}
}
