// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

// fields is the exported part of URL, for tests that compare URLs field
// by field.
type fields struct {
	Scheme, Opaque string
	User           *Userinfo
	Host, Path     string
	Fragment       string
	RawQuery       string
	RawPath        string
	RawFragment    string
	ForceQuery     bool
	OmitHost       bool
}

func (u *URL) exported() fields {
	return fields{u.Scheme, u.Opaque, u.User, u.Host, u.Path, u.Fragment, u.RawQuery, u.RawPath, u.RawFragment, u.ForceQuery, u.OmitHost}
}
