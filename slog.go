// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

//go:build !weburl_noslog

package url

import "log/slog"

// LogValue implements slog.LogValuer: a URL logged with log/slog shows as
// RedactSecrets shows it with the default list (SensitiveParams), so that
// neither a password nor a token, signature or key in a query or fragment
// parameter reaches a log. A nil URL logs as "".
//
// It links log/slog, whose initialization adds about 120 KiB (Go 1.26;
// 240 KiB with Go 1.27) to a program that does not use log/slog already;
// building with -tags weburl_noslog leaves LogValue (and log/slog) out.
func (u *URL) LogValue() slog.Value {
	if u == nil {
		return slog.StringValue("")
	}
	return slog.StringValue(u.RedactSecrets())
}
