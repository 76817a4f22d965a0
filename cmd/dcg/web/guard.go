package web

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
)

// guard checks what every request must pass, and sets the headers every answer
// carries. A local server is still reachable from any page the browser opens: the
// Host check stops a page of another site that rebinds its name to 127.0.0.1, the
// body limit a page that posts without end, and the headers keep the board's pages
// from being framed or running anything but their own scripts.
func (s *Server) guard(w http.ResponseWriter, r *http.Request) bool {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'")
	if !s.opts.Public && !loopbackHost(r.Host) {
		fail(w, http.StatusForbidden, "bad_host", fmt.Sprintf("host %q is not this machine: the board answers only to localhost, 127.0.0.1 and [::1] (dcg serve --http --public serves any host)", r.Host))
		return false
	}
	limit := s.opts.Limits.Body
	if r.URL.Path == "/api/logs" || r.URL.Path == "/api/position" {
		limit = s.opts.Limits.Upload
	}
	if r.ContentLength > limit {
		tooLarge(w, limit)
		return false
	}
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	return true
}

// loopbackHost reports whether a Host header names this machine by a loopback name.
func loopbackHost(host string) bool {
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	name = strings.TrimSuffix(strings.TrimPrefix(name, "["), "]")
	if strings.EqualFold(name, "localhost") {
		return true
	}
	ip := net.ParseIP(name)
	return ip != nil && ip.IsLoopback()
}

// readBody reads a request's body within its limit; false when it answered the
// request already (too large, or cut off).
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	b, err := io.ReadAll(r.Body)
	var big *http.MaxBytesError
	switch {
	case errors.As(err, &big):
		tooLarge(w, big.Limit)
		return nil, false
	case err != nil:
		fail(w, http.StatusBadRequest, "bad_request", "the request body could not be read: "+err.Error())
		return nil, false
	}
	return b, true
}

func tooLarge(w http.ResponseWriter, limit int64) {
	fail(w, http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("the request body is larger than the board accepts (%s)", bytesText(limit)))
}

func bytesText(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MB", n>>20)
	}
	if n >= 1<<10 && n%(1<<10) == 0 {
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
