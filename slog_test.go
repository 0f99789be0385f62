// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build !weburl_noslog

package url

import (
	"bytes"
	"log/slog"
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
