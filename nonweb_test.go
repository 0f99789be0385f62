// Copyright 2026 The weburl Authors. All rights reserved.
// Use of this source code is governed by a BSD-style license that can be
// found in the LICENSE file.

package url

import (
	neturl "net/url"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/weburl/url/internal/schemes"
)

// nonWebURLs are real connection strings and service URLs, one or more per
// scheme, with the reading Parse gives: the standard's (its host kind) or
// net/url's (HostNetURL) where the standard rejects the URL. Either way
// every field equals net/url's.
var nonWebURLs = []struct {
	in   string
	kind HostKind
}{
	// Databases.
	{"postgres://jack:secret@foo:1,bar:2,baz:3/mydb", HostNetURL},                                       // libpq multi-host: ports in the host list
	{"postgresql://user:p%40ss@db.example.com:5432/app?sslmode=require", HostOpaque},                    // an escaped "@" in the password
	{"postgres://user@/dbname?host=/var/run/postgresql", HostNetURL},                                    // credentials, no host: a Unix socket
	{"postgres://user@[::1]:5432/db", HostIPv6},                                                         // an IPv6 host
	{"mysql://root:pw@localhost:3306/shop?parseTime=true", HostOpaque},                                  // go-sql-driver style options
	{"mongodb://h1:27017,h2:27017/db?replicaSet=rs0", HostNetURL},                                       // a replica set
	{"mongodb+srv://user:pass@cluster0.abcde.mongodb.net/test?retryWrites=true&w=majority", HostOpaque}, // Atlas
	{"cassandra://cass1,cass2,cass3:9042/keyspace", HostOpaque},                                         // one port for all hosts: an opaque host with commas
	{"clickhouse://user:pass@ch.example.com:9000/default?dial_timeout=10s", HostOpaque},                 // clickhouse-go
	{"sqlserver://sa:Passw0rd@localhost:1433?database=master", HostOpaque},                              // go-mssqldb
	{"oracle://scott:tiger@dbhost:1521/ORCLPDB1", HostOpaque},                                           // go-ora
	{"cockroachdb://root@localhost:26257/defaultdb?sslmode=disable", HostOpaque},                        // CockroachDB
	{"sqlite:///var/lib/app/data.db", HostEmpty},                                                        // a file path
	{"neo4j://localhost:7687", HostOpaque},                                                              // Neo4j
	{"bolt://neo4j:pw@10.0.0.5:7687", HostOpaque},                                                       // an IPv4 address, opaque outside special URLs
	{"couchbase://cb1,cb2/bucket", HostOpaque},                                                          // Couchbase host list
	{"influxdb://admin:pw@influx:8086/metrics", HostOpaque},                                             // InfluxDB
	{"jdbc:postgresql://localhost:5432/db", HostNone},                                                   // JDBC: an opaque path
	// Caches and coordination.
	{"redis://:secret@localhost:6379/0", HostOpaque},                  // password only
	{"rediss://default:token@redis.example.com:6380", HostOpaque},     // TLS
	{"redis+sentinel://:pw@s1:26379,s2:26379/mymaster/0", HostNetURL}, // sentinels
	{"memcached://10.0.0.1:11211", HostOpaque},                        // one server
	{"memcached://[fe80::1%25eth0]:11211", HostNetURL},                // an IPv6 zone
	{"etcd://10.0.0.1:2379,10.0.0.2:2379", HostNetURL},                // a cluster
	{"zk://zk1:2181,zk2:2181,zk3:2181/kafka", HostNetURL},             // ZooKeeper with a chroot
	{"consul://127.0.0.1:8500/service/web", HostOpaque},               // Consul
	// Brokers.
	{"amqp://guest:guest@localhost:5672/%2F", HostOpaque},           // the "/" vhost, escaped
	{"amqps://user:pass@broker.example.com:5671/vhost", HostOpaque}, // TLS
	{"nats://nats1:4222,nats2:4222", HostNetURL},                    // a NATS cluster
	{"kafka://broker1:9092,broker2:9092/topic", HostNetURL},         // Kafka bootstrap servers
	{"mqtt://user:pw@broker.hivemq.com:1883", HostOpaque},           // MQTT
	{"mqtts://broker.example.com:8883/sensors", HostOpaque},         // MQTT over TLS
	{"stomp://localhost:61613", HostOpaque},                         // STOMP
	// Object stores and file systems.
	{"s3://my-bucket/path/to/object.parquet", HostOpaque},                                    // S3
	{"gs://bucket-name/dir/file.csv", HostOpaque},                                            // Google Cloud Storage
	{"azblob://container/blob?account=acct", HostOpaque},                                     // gocloud.dev blob
	{"hdfs://namenode:8020/user/data", HostOpaque},                                           // HDFS
	{"ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/wiki/", HostOpaque}, // IPFS
	// RPC targets and sockets.
	{"grpc://localhost:50051", HostOpaque},        // a gRPC address
	{"dns:///8.8.8.8:53", HostEmpty},              // gRPC's DNS resolver target, no authority
	{"dns://8.8.8.8/example.com:443", HostOpaque}, // with a DNS server as authority
	{"unix:///var/run/docker.sock", HostEmpty},    // a Unix socket
	{"tcp://0.0.0.0:2375", HostOpaque},            // Docker's TCP endpoint
	{"udp://239.0.0.1:5000", HostOpaque},          // a multicast group
	// Directories and mail.
	{"ldap://ldap.example.com:389/dc=example,dc=com?uid?sub?(objectClass=person)", HostOpaque}, // RFC 4516
	{"ldaps://ad.example.com:636", HostOpaque},                                                 // LDAP over TLS
	{"smtp://user:pass@smtp.example.com:587", HostOpaque},                                      // SMTP submission
	{"imap://user@imap.example.com:993/INBOX", HostOpaque},                                     // IMAP
	{"mailto:user@example.com?subject=Hello", HostNone},                                        // mailto: an opaque path and a query
	{"sip:alice@atlanta.com;transport=tcp", HostNone},                                          // SIP
	{"tel:+1-201-555-0123", HostNone},                                                          // a phone number
	{"xmpp:user@example.com", HostNone},                                                        // XMPP
	{"urn:isbn:0451450523", HostNone},                                                          // a URN
	{"magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a", HostNone},                 // a magnet link: query only
	// Version control.
	{"git://github.com/golang/go.git", HostOpaque},                             // git protocol
	{"ssh://git@github.com:22/golang/go.git", HostOpaque},                      // git over SSH
	{"git+ssh://git@gitlab.com/group/project.git", HostOpaque},                 // pip and npm style
	{"svn+ssh://svn.example.com/repos/project/trunk", HostOpaque},              // Subversion
	{"hg+ssh://hg@hg.example.com/repo", HostOpaque},                            // Mercurial
	{"sftp://user@host.example.com:22/upload/file.txt", HostOpaque},            // SFTP
	{"rtsp://admin:12345@192.168.1.64:554/Streaming/Channels/101", HostOpaque}, // a camera
	// App links.
	{"myapp://open?item=42&ref=home", HostOpaque},                     // a custom scheme
	{"slack://channel?team=T123&id=C456", HostOpaque},                 // Slack
	{"zoommtg://zoom.us/join?confno=123456789", HostOpaque},           // Zoom
	{"vscode://file/home/user/main.go:10:5", HostOpaque},              // VS Code
	{"spotify:track:6rqhFgbbKwnb9MLmUQDhG6", HostNone},                // Spotify
	{"steam://run/440", HostOpaque},                                   // Steam
	{"docker://registry.example.com/library/alpine:3.20", HostOpaque}, // an image reference
	{"data:text/plain;base64,SGVsbG8=", HostNone},                     // data:
}

// TestNonWebURLs checks that Parse reads every URL of nonWebURLs with
// net/url's fields and String, that the standard's entry points keep the
// standard's answer, and that a URL in net/url's reading claims no typed
// host.
func TestNonWebURLs(t *testing.T) {
	schemes := map[string]bool{}
	for _, tt := range nonWebURLs {
		n, err := neturl.Parse(tt.in)
		if err != nil {
			t.Fatalf("net/url's Parse(%q): %v", tt.in, err)
		}
		schemes[n.Scheme] = true
		u, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v; net/url reads %q", tt.in, err, n)
			continue
		}
		if got := u.NetURL(); !reflect.DeepEqual(got, n) {
			t.Errorf("Parse(%q) = %#v\nnet/url's Parse = %#v", tt.in, got, n)
		}
		if u.String() != n.String() || u.Hostname() != n.Hostname() || u.Port() != n.Port() {
			t.Errorf("Parse(%q): String, Hostname, Port = %q, %q, %q; net/url: %q, %q, %q",
				tt.in, u.String(), u.Hostname(), u.Port(), n.String(), n.Hostname(), n.Port())
		}
		if k := u.HostKind(); k != tt.kind {
			t.Errorf("Parse(%q).HostKind() = %v, want %v", tt.in, k, tt.kind)
		}
		_, stdErr := ParseWithBase(tt.in, "")
		if std := stdErr == nil; std != (tt.kind != HostNetURL) || CanParse(tt.in, "") != std {
			t.Errorf("%q: ParseWithBase error %v, CanParse %v, but HostKind %v", tt.in, stdErr, CanParse(tt.in, ""), u.HostKind())
		}
		if tt.kind == HostNetURL {
			checkNetReading(t, tt.in, u)
		}
	}
	if len(schemes) < 40 {
		t.Errorf("%d schemes, want at least 40", len(schemes))
	}
}

// checkNetReading checks a URL that Parse gave in net/url's reading: it
// has exactly net/url's fields and String, it claims no address and no
// URL record (the getters are empty), and the setters leave it unchanged.
func checkNetReading(t *testing.T, input string, u *URL) {
	t.Helper()
	n, err := neturl.Parse(input)
	if err != nil {
		t.Fatalf("Parse(%q) = %q in net/url's reading, but net/url's Parse fails: %v", input, u, err)
	}
	if got := u.NetURL(); !reflect.DeepEqual(got, n) || u.String() != n.String() {
		t.Fatalf("Parse(%q) = %#v, net/url's Parse = %#v", input, got, n)
	}
	if schemes.IsSpecial(u.Scheme) || u.HostKind() != HostNetURL {
		t.Fatalf("Parse(%q): scheme %q, HostKind %v in net/url's reading", input, u.Scheme, u.HostKind())
	}
	if a, ok := u.HostAddr(); ok {
		t.Fatalf("Parse(%q).HostAddr() = %v in net/url's reading", input, a)
	}
	if u.Protocol() != "" || u.SerializedHost() != "" || u.Pathname() != "" || u.Origin() != "null" {
		t.Fatalf("Parse(%q): getters %q %q %q %q in net/url's reading", input, u.Protocol(), u.SerializedHost(), u.Pathname(), u.Origin())
	}
	before := u.String()
	if u.SetPathname("/x"); u.String() != before {
		t.Fatalf("Parse(%q).SetPathname changed it to %q", input, u.String())
	}
}

// TestNetReadingAssigned checks that a URL in net/url's reading keeps it
// when a program assigns its fields, and that it resolves references as
// net/url does.
func TestNetReadingAssigned(t *testing.T) {
	u, err := Parse("postgres://jack:secret@foo:1,bar:2/mydb?sslmode=disable")
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/other db"
	if got, want := u.String(), "postgres://jack:secret@foo:1,bar:2/other%20db?sslmode=disable"; got != want {
		t.Errorf("after assigning Path: String() = %q, want %q", got, want)
	}
	if u.HostKind() != HostNetURL {
		t.Errorf("after assigning Path: HostKind() = %v, want %v", u.HostKind(), HostNetURL)
	}
	if got, want := u.Redacted(), "postgres://jack:xxxxx@foo:1,bar:2/other%20db?sslmode=disable"; got != want {
		t.Errorf("Redacted() = %q, want %q", got, want)
	}
	v, err := u.Parse("../x?y")
	if err != nil || v.String() != "postgres://jack:secret@foo:1,bar:2/x?y" || v.HostKind() != HostNetURL {
		t.Errorf("u.Parse(%q) = %v, %v; want net/url's resolution", "../x?y", v, err)
	}
	// As a reference, a URL the standard rejects resolves to nothing.
	base, _ := Parse("https://example.com/")
	if got := base.ResolveReference(u); got.String() != "" || got.IsAbs() {
		t.Errorf("ResolveReference(net/url's reading) = %q, want the empty URL", got)
	}
}

// TestIsSpecialFold checks isSpecialFold against the scheme table, in
// every case, and that no special scheme is longer than maxSpecialScheme,
// the length past which it answers false without a look.
func TestIsSpecialFold(t *testing.T) {
	for _, s := range schemes.Specials() {
		if len(s) > maxSpecialScheme {
			t.Errorf("special scheme %q is longer than maxSpecialScheme (%d)", s, maxSpecialScheme)
		}
		for _, v := range []string{s, strings.ToUpper(s), strings.ToUpper(s[:1]) + s[1:]} {
			if !isSpecialFold(v) {
				t.Errorf("isSpecialFold(%q) = false, want true", v)
			}
		}
		for _, v := range []string{s + "s", s[1:], "x" + s} {
			if got, want := isSpecialFold(v), schemes.IsSpecial(v); got != want {
				t.Errorf("isSpecialFold(%q) = %v, want %v", v, got, want)
			}
		}
	}
	for _, v := range []string{"postgres", "POSTGRES", "redis", "", "h"} {
		if isSpecialFold(v) {
			t.Errorf("isSpecialFold(%q) = true, want false", v)
		}
	}
}

// TestNetPortValid checks netPortValid against net/url's Parse on
// generated authorities: it says no wherever net/url rejects the port, and
// only where net/url fails, so that netReadingOf skips net/url only where
// net/url's answer is an error.
func TestNetPortValid(t *testing.T) {
	hosts := []string{"", "h", "a:1,b", "[::1]", "[::1", "::1]", "[fe80::1%25a]", "h]", "u@h", "u:p@h", "[::1]x"}
	ports := []string{"", ":", ":1", ":08", ":1a", ":\xff", ":1:2", "1", ":]", ":@", ":[1]", ": 1"}
	tails := []string{"", "/p", "?q", "#f", "/p:x", "?a:b", "#:x"}
	n, refused := 0, 0
	for _, h := range hosts {
		for _, p := range ports {
			for _, tail := range tails {
				s := "sc://" + h + p + tail
				_, err := neturl.Parse(s)
				portErr := err != nil && strings.Contains(err.Error(), "invalid port")
				if got := netPortValid(s); !got && err == nil || got && portErr {
					t.Errorf("netPortValid(%q) = %v; net/url's Parse: %v", s, got, err)
				}
				n++
				if portErr {
					refused++
				}
			}
		}
	}
	t.Logf("%d URLs, %d with a port net/url refuses", n, refused)
}

// netReadingBeforeCases are inputs around netReadingBefore's decision.
var netReadingBeforeCases = []string{
	"postgres://u@foo:1,bar:2/db",                         // several hosts: port-invalid
	"postgres://jack:secret@foo:1,bar:2,baz:3/mydb?x=1#f", // three, with credentials
	"postgres://foo,bar:2/db",                             // an opaque host "foo,bar": the standard's
	"postgres://u@/db?host=/tmp",                          // credentials, no host: host-missing
	"postgres://u@",                                       // at the end
	"postgres://u@h:/db",                                  // an empty port: the standard's
	"postgres://u@h:99999/db",                             // out of range, digits only: not decided here
	"postgres://h:1x",                                     // port-invalid, at the end
	"postgres://h:1 /x",                                   // a space, which the standard may trim
	"postgres://h:1\t2/x",                                 // a tab, which the standard removes
	"postgres://h:1,g:2 ",                                 // trailing space
	"postgres://[::1]:1,h:2/db",                           // brackets, then a port: net/url rejects it
	"postgres://u:p:q@h:1,2/db",                           // ":" in the userinfo
	"postgres://u@h@g:1,2/db",                             // the last "@" starts the host
	"postgres://h:1,2?q#f",                                // the authority ends at "?"
	"postgres://h/a:b,c",                                  // ":" in the path
	"postgres://h#:x",                                     // in the fragment
	"http://u@foo:1,bar:2/db",                             // special: never net/url's
	"POSTGRES://u@foo:1,bar:2/db",                         // upper-case scheme
	"postgres:/u@foo:1,bar:2/db",                          // one slash: a path
	"redis://:pw@host:6379,x/0",                           // empty username
	"pg://h:%31/",                                         // percent-encoded port
	"pg://h:1\x00/",                                       // a control byte
	"pg://h:1é/",                                          // non-ASCII in the port
	"pg://h:1%zz,2/",                                      // net/url rejects the escape
	"pg://u@:1,2/",                                        // an empty host before ":"
	"postgres://[::1:1,h:2/db",                            // an unclosed "["
	"postgres://h[x]:1,2/db",                              // "[" inside the host
	"postgres://:1/db",                                    // an empty host before ":"
	"postgres:///db",                                      // an empty host: the standard's
	"postgres://u@?q",                                     // "@" then the query
	"postgres://h:1,2\\x/db",                              // "\\" is no delimiter here
	"postgres://h:1 2/db,",                                // a space inside the port
	"postgres://u@/db?host=a,b",                           // host-missing, a "," in the query
	"postgres://:1/db?x=a,b",                              // host-missing before ":"
	"postgres://h:1/db?x=a,b",                             // the standard's, a "," in the query
	"postgres://h:1x/db?x=a,b",                            // port-invalid
	"postgres://h:1,x\t/db",                               // a tab in the authority
	"postgres://h:1,x\n",                                  // a newline at the end
	"postgres://h:1,x ",                                   // a trailing space
}

// TestNetReadingBefore checks netReadingBefore against the way it skips:
// where it returns a URL, the standard's parser fails and the fallback
// after it (netReadingAfter) returns the same reading.
func TestNetReadingBefore(t *testing.T) {
	for _, s := range netReadingBeforeCases {
		checkNetReadingBefore(t, s)
	}
	for _, s := range []string{"postgres://u@foo:1,bar:2/db", "postgres://u@/db?host=a,b"} {
		if netReadingBefore(s) == nil {
			t.Errorf("netReadingBefore(%q) = nil, want net/url's reading", s)
		}
	}
	setHrefLimit(t, 1<<10)
	long := "pg://h:1," + strings.Repeat("a", hrefLimit/16)
	if netReadingBefore(long) != nil {
		t.Error("netReadingBefore decides an input that may be too long")
	}
}

func checkNetReadingBefore(t *testing.T, s string) {
	t.Helper()
	got := netReadingBefore(s)
	if got == nil {
		return
	}
	_, err := parse(s, nil, nil, nil)
	if err == nil {
		t.Fatalf("netReadingBefore(%q) = %v, but the standard's parser accepts it", s, got)
	}
	want := netReadingAfter(s, err)
	if want == nil || err == ErrTooLong || got.String() != want.String() || got.href != want.href || got.c != want.c {
		t.Fatalf("netReadingBefore(%q) = %v, want %v (parser: %v)", s, got, want, err)
	}
}

// FuzzNetReadingBefore checks netReadingBefore as TestNetReadingBefore
// does, on any input.
func FuzzNetReadingBefore(f *testing.F) {
	for _, s := range netReadingBeforeCases {
		f.Add(s)
	}
	f.Fuzz(checkNetReadingBefore)
}

// The two paths through the toolchain's net/url give the same answer on
// every supported Go release (CI runs this test on Go 1.26 and Go 1.27):
// a serialization of assigned fields and the getters name the same host,
// and a zone identifier does not absorb the "]" that closes the literal.
func TestNetRulesSameOnEveryToolchain(t *testing.T) {
	t.Logf("toolchain %s", runtime.Version())

	// Go 1.27's rule: the first "/" of a "//" path with no authority is
	// written "%2F", so that the path's first segment does not read back
	// as a host.
	fieldTests := []struct {
		u        *URL
		want     string
		hostKind HostKind
	}{
		// "%2F" is a host in a special URL, where "/" is forbidden: the
		// serialization is no URL record, and the getters say no host.
		{&URL{Scheme: "http", OmitHost: true, Path: "//evil.example/p"}, "http:%2F/evil.example/p", HostNone},
		{&URL{Scheme: "http", OmitHost: true, Path: "//evil.example/p", RawQuery: "q"}, "http:%2F/evil.example/p?q", HostNone},
		// In a URL that is not special it is an opaque path.
		{&URL{Scheme: "sc", OmitHost: true, Path: "//evil.example/p"}, "sc:%2F/evil.example/p", HostNone},
		// A RawPath that encodes the path is kept after the "%2F".
		{&URL{Scheme: "sc", OmitHost: true, Path: "//a b/c/d", RawPath: "//a%20b/c%2Fd"}, "sc:%2F/a%20b/c%2Fd", HostNone},
		// With a host, or without OmitHost, there is an authority to
		// keep the path a path: the rule does not apply.
		{&URL{Scheme: "http", Host: "a.example", Path: "//p"}, "http://a.example//p", HostDomain},
	}
	for _, tt := range fieldTests {
		u := tt.u
		if got := u.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", u, got, tt.want)
		}
		if got := u.HostKind(); got != tt.hostKind {
			t.Errorf("%q: HostKind() = %v, want %v", tt.want, got, tt.hostKind)
		}
		// The getters, the fields and the parse of the serialization name
		// one host.
		host := ""
		if v, err := Parse(u.String()); err == nil {
			host = v.Hostname()
		}
		if u.Hostname() != host || u.Host != host && u.Host != "" {
			t.Errorf("%q: Hostname() = %q, Host = %q, Parse(String()).Hostname() = %q; want one host",
				tt.want, u.Hostname(), u.Host, host)
		}
		if host == "evil.example" {
			t.Errorf("%q reads back with the host evil.example", tt.want)
		}
	}
	// net/url's own URL, read through FromNetURL, follows the same rule.
	n := &neturl.URL{Scheme: "sc", OmitHost: true, Path: "//evil.example/p"}
	if v, err := FromNetURL(n); err != nil || v.Hostname() != "" || v.String() != "sc:%2F/evil.example/p" {
		t.Errorf("FromNetURL(%#v) = %v, %v; want sc:%%2F/evil.example/p with no host", n, v, err)
	}

	// The fix of golang/go#78569: a zone identifier is RFC 6874's ZoneID.
	zoneTests := []struct {
		in       string
		hostname string // "" for an error
	}{
		// "]" in the zone would make the hostname "::1%]evil.com".
		{"memcached://[::1%25]evil.com]:11211/", ""},
		{"memcached://[fe80::1%25eth0]evil.com]/", ""},
		// Sub-delimiters and an empty zone are not ZoneID.
		{"memcached://[fe80::1%25a!b]:11211/", ""},
		{"memcached://[fe80::1%25]:11211/", ""},
		// Unreserved characters and percent-encoded octets are.
		{"memcached://[fe80::1%25eth0]:11211/", "fe80::1%eth0"},
		{"memcached://u@[fe80::1%25en-0.1_~]:11211/", "fe80::1%en-0.1_~"},
		{"memcached://[fe80::1%25Wireless%20Network]/", "fe80::1%Wireless Network"},
	}
	for _, tt := range zoneTests {
		u, err := Parse(tt.in)
		if tt.hostname == "" {
			if err == nil {
				t.Errorf("Parse(%q) = %v (Hostname %q), want an error", tt.in, u, u.Hostname())
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := u.Hostname(); got != tt.hostname || u.HostKind() != HostNetURL {
			t.Errorf("Parse(%q).Hostname() = %q (%v), want %q (%v)", tt.in, got, u.HostKind(), tt.hostname, HostNetURL)
		}
	}
}

// FuzzNetReadingZone checks the zone identifier rule on any input: Parse
// never returns net/url's reading of a URL whose IPv6 literal has a zone
// that is not RFC 6874's ZoneID, whatever the fallback's route to net/url.
func FuzzNetReadingZone(f *testing.F) {
	for _, s := range []string{
		"memcached://[::1%25]evil.com]:11211/", "memcached://[fe80::1%25eth0]:11211/",
		"redis://u@[fe80::1%25en%5D0]/", "sc://[::1%25a]b]/", "sc://[::1%25%5D]/", "sc://[fe80::1%25x]@[::1]/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil || u.HostKind() != HostNetURL || !strings.HasPrefix(u.Host, "[") {
			return
		}
		h := u.Hostname()
		zone := strings.IndexByte(h, '%')
		if zone < 0 {
			return
		}
		// A zone written with "%5D" decodes to "]", which net/url's
		// Hostname shows; one written with a raw "]" is what the rule
		// rejects.
		if !netZoneValid(s) {
			t.Errorf("Parse(%q) = net/url's reading with Hostname %q, whose zone is not RFC 6874's", s, h)
		}
	})
}

// TestMigrationMeanings runs every row of the table "What a URL string
// means" through both packages' Parse.
func TestMigrationMeanings(t *testing.T) {
	for _, row := range migrationTable(t, "## What a URL string means") {
		if len(row) != 4 {
			t.Fatalf("row %q has %d cells, want 4", row, len(row))
		}
		in, _ := codeValue(t, row[1])
		want, wantErr := codeValue(t, row[2])
		net, netErr := codeValue(t, row[3])
		t.Run(row[0], func(t *testing.T) {
			u, err := Parse(in)
			switch {
			case wantErr && err == nil:
				t.Errorf("Parse(%q) = %q, the table says error", in, u)
			case !wantErr && err != nil:
				t.Errorf("Parse(%q): %v; the table says %q", in, err, want)
			case !wantErr && u.String() != want:
				t.Errorf("Parse(%q) = %q, the table says %q", in, u, want)
			}
			n, err := neturl.Parse(in)
			switch {
			case netErr && err == nil:
				t.Errorf("net/url: Parse(%q) = %q, the table says error", in, n)
			case !netErr && err != nil:
				t.Errorf("net/url: Parse(%q): %v; the table says %q", in, err, net)
			case !netErr && n.String() != net:
				t.Errorf("net/url: Parse(%q) = %q, the table says %q", in, n, net)
			}
		})
	}
}
