// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package buildinfo

import (
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	weburl "github.com/weburl/url"
)

func TestDescribe(t *testing.T) {
	tests := []struct {
		name string
		bi   debug.BuildInfo
		want []string
	}{
		{"go install @version", debug.BuildInfo{Main: debug.Module{Version: "v0.1.0"}}, []string{"module v0.1.0"}},
		{"a checkout with changes", debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "3991ae2c0ffee0123456789abcdef0123456789a"},
			{Key: "vcs.time", Value: "2026-11-29T05:00:00Z"},
			{Key: "vcs.modified", Value: "true"},
		}}, []string{"module (devel)", "revision 3991ae2c0ffe of 2026-11-29T05:00:00Z, modified"}},
		{"a test binary", debug.BuildInfo{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := describe(&tt.bi); !slices.Equal(got, tt.want) {
				t.Errorf("describe = %q, want %q", got, tt.want)
			}
		})
	}
	if l := Line(); !strings.HasPrefix(l, "weburl "+weburl.Version+" (") || !strings.HasSuffix(l, ", IDNA tables Unicode "+weburl.UnicodeVersion+")") {
		t.Errorf("Line() = %q", l)
	}
}
