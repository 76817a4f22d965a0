package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/dcg-engine/dcg/cmd/dcg/web"
)

// defaultHTTPAddr is the board's address when --http gives none: this machine only,
// a free port.
const defaultHTTPAddr = "127.0.0.1:0"

type httpFlags struct {
	addr, log, position string
	public              bool
}

// runServeHTTP serves the web board until Ctrl-C (or ctx ends).
func runServeHTTP(ctx context.Context, out, errOut io.Writer, f *httpFlags, layers *cardLayers) error {
	if err := checkHTTPAddr(f.addr, f.public); err != nil {
		return err
	}
	env, err := webEnv(layers, f.log, f.position)
	if err != nil {
		return err
	}
	board, err := web.New(env, web.Options{Public: f.public})
	if err != nil {
		return badInput("--log: %v", err)
	}
	defer board.Close()
	ln, err := net.Listen("tcp", f.addr)
	if err != nil {
		return badInput("--http %s: %v", f.addr, err)
	}
	if f.public {
		fmt.Fprintf(errOut, "dcg: warning: --public: the board answers anyone who can reach %s\n", ln.Addr())
	}
	fmt.Fprintf(out, "dcg: board at %s\n", boardURL(ln.Addr()))
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Handler: board, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	fmt.Fprintln(out, "dcg: board stopped")
	return nil
}

// checkHTTPAddr refuses an address beyond this machine without --public.
func checkHTTPAddr(addr string, public bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return badInput("--http %q: want HOST:PORT, e.g. 127.0.0.1:8080 (%v)", addr, err)
	}
	if public {
		return nil
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return badInput("--http %s: not a loopback address; the board would be open to the network: give --public to mean it", addr)
}

// boardURL is the address to open in a browser.
func boardURL(a net.Addr) string {
	if tcp, ok := a.(*net.TCPAddr); ok && tcp.IP.To4() == nil {
		return fmt.Sprintf("http://[%s]:%d/", tcp.IP, tcp.Port)
	}
	return fmt.Sprintf("http://%s/", a)
}
