package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Only a loopback name is this machine: the Host check against DNS rebinding.
func TestLoopbackHost(t *testing.T) {
	for _, h := range []string{"localhost", "localhost:80", "127.0.0.1", "127.0.0.1:8080", "127.1.2.3:1", "[::1]:80", "::1", "LocalHost:9"} {
		assert.True(t, loopbackHost(h), h)
	}
	for _, h := range []string{"", "evil.example", "localhost.evil.example", "127.0.0.1.nip.io:80", "10.0.0.1", "[::2]:80", "0.0.0.0:80"} {
		assert.False(t, loopbackHost(h), h)
	}
}

func TestBytesText(t *testing.T) {
	assert.Equal(t, "32 MB", bytesText(32<<20))
	assert.Equal(t, "4 KB", bytesText(4<<10))
	assert.Equal(t, "1000 bytes", bytesText(1000))
}
