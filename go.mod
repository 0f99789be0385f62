module github.com/weburl/url

go 1.27

require golang.org/x/text v0.43.0
