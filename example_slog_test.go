// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build !weburl_noslog

package url_test

import (
	"log/slog"
	"os"

	"github.com/weburl/url"
)

// A URL logged with log/slog shows without its password, and without the
// values of the query and fragment parameters that carry secrets
// (url.SensitiveParams).
func ExampleURL_LogValue() {
	u := url.MustParse("postgres://app:s3cret@db.example.com:5432/orders?sslmode=require&password=s3cret")
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{} // a fixed output for the example
			}
			return a
		},
	}))
	logger.Info("connecting", "db", u)
	// Output:
	// level=INFO msg=connecting db="postgres://app:xxxxx@db.example.com:5432/orders?sslmode=require&password=xxxxx"
}
