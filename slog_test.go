// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build !weburl_noslog

package url

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"
)

var _ slog.LogValuer = (*URL)(nil)

// TestLogValue checks that log/slog logs a URL without its password or a
// token in its query, in
// both handlers, as a value and inside a group.
func TestLogValue(t *testing.T) {
	u, err := Parse("https://user:hunter2@example.com/a?b&access_token=t0k3n#c")
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range []func(*bytes.Buffer) slog.Handler{
		func(b *bytes.Buffer) slog.Handler { return slog.NewTextHandler(b, nil) },
		func(b *bytes.Buffer) slog.Handler { return slog.NewJSONHandler(b, nil) },
	} {
		var buf bytes.Buffer
		slog.New(h(&buf)).Info("fetch", "url", u, slog.Group("req", "url", u), "none", (*URL)(nil))
		out := buf.String()
		if strings.Contains(out, "hunter2") || strings.Contains(out, "t0k3n") || strings.Count(out, "https://user:xxxxx@example.com/a?b&access_token=xxxxx#c") != 2 {
			t.Errorf("logged %s, want the redacted URL twice and no password or token", out)
		}
	}
}

// secretShapes returns a URL whose password and token are secrets, in
// every shape a program logs one: a pointer, a value, a field of either
// kind, a slice and a map of either kind, and a struct nested in one. A
// password the program removed through User is in it too, in the href it
// was parsed from.
func secretShapes(t *testing.T) map[string]any {
	t.Helper()
	u, err := Parse("https://user:hunter2@example.com/a?b&access_token=t0k3n#code=c0d3")
	if err != nil {
		t.Fatal(err)
	}
	removed, err := Parse("https://user:r3moved@example.com/a")
	if err != nil {
		t.Fatal(err)
	}
	removed.User = User("user")
	type inner struct {
		U  URL
		P  *URL
		Us []URL
	}
	type outer struct {
		Name  string
		Inner inner
	}
	return map[string]any{
		"pointer":         u,
		"value":           *u,
		"removed pointer": removed,
		"removed value":   *removed,
		"value field":     struct{ U URL }{*u},
		"pointer field":   struct{ P *URL }{u},
		"slice of values": []URL{*u, *removed},
		"slice of ptrs":   []*URL{u, removed},
		"map of values":   map[string]URL{"u": *u},
		"map of ptrs":     map[string]*URL{"u": u},
		"nested struct":   outer{"x", inner{*u, u, []URL{*removed}}},
	}
}

// leaked returns the secrets of secretShapes that s holds.
func leaked(s string) []string {
	var got []string
	for _, secret := range []string{"hunter2", "t0k3n", "c0d3", "r3moved"} {
		if strings.Contains(s, secret) {
			got = append(got, secret)
		}
	}
	return got
}

// TestSecretsInLogs logs every shape of secretShapes with log/slog's
// TextHandler, and a handler that walks the attributes, resolves each
// and formats what is left with %+v, and formats each with the dump
// verbs %+v and %#v: no password (one the program removed included) and
// no listed parameter may reach the output. (JSONHandler and %v, %s and
// %q are TestSecretsInLogsAsNetURL's.)
func TestSecretsInLogs(t *testing.T) {
	for name, v := range secretShapes(t) {
		var text bytes.Buffer
		slog.New(slog.NewTextHandler(&text, nil)).Info("m", "v", v)
		var walked bytes.Buffer
		slog.New(walkHandler{&walked}).Info("m", "v", v)
		for what, out := range map[string]string{
			"TextHandler": text.String(),
			"walker":      walked.String(),
			"%+v":         fmt.Sprintf("%+v", v),
			"%#v":         fmt.Sprintf("%#v", v),
		} {
			if l := leaked(out); l != nil {
				t.Errorf("%s, %s: %s shows %v", name, what, out, l)
			}
		}
	}
}

// TestSecretsInLogsAsNetURL checks the compositions where this package
// writes what net/url writes: JSONHandler encodes a URL that is not a
// top-level *URL (LogValue's) with encoding/json, as its exported fields,
// so a token in RawQuery or Fragment shows, but never a password
// (Userinfo has no exported field); %v, %s and %q write String, which a
// program may use to build a URL, so the password shows, as net/url's
// *URL shows it, but never one the program removed.
func TestSecretsInLogsAsNetURL(t *testing.T) {
	for name, v := range secretShapes(t) {
		var js bytes.Buffer
		slog.New(slog.NewJSONHandler(&js, nil)).Info("m", "v", v)
		for what, out := range map[string]string{
			"JSONHandler": js.String(),
			"%v":          fmt.Sprintf("%v", v),
			"%s":          fmt.Sprintf("%s", v),
			"%q":          fmt.Sprintf("%q", v),
		} {
			l := leaked(out)
			if slices.Contains(l, "r3moved") || what == "JSONHandler" && slices.Contains(l, "hunter2") {
				t.Errorf("%s, %s: %s shows %v", name, what, out, l)
			}
		}
	}
}

// walkHandler is a custom slog.Handler: it resolves each attribute, as
// a handler must, and writes its value with %+v.
type walkHandler struct{ w *bytes.Buffer }

func (walkHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h walkHandler) Handle(_ context.Context, r slog.Record) error {
	r.Attrs(func(a slog.Attr) bool {
		fmt.Fprintf(h.w, "%s=%+v\n", a.Key, a.Value.Resolve().Any())
		return true
	})
	return nil
}
func (h walkHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h walkHandler) WithGroup(string) slog.Handler      { return h }
