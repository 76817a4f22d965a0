// Package browser tests the web board (dcg serve --http) in a real browser:
// headless Chromium driven over the DevTools protocol (chromedp). Without Chromium
// the tests are skipped, saying what to install; with DCG_REQUIRE_BROWSER=1 (CI) a
// missing browser fails them.
package browser

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// chromiumPaths are where a browser is looked for: DCG_CHROMIUM first, then the
// distribution's packages.
var chromiumPaths = []string{"/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"}

// findChromium is the browser to drive, or "" and why there is none.
func findChromium() (string, string) {
	if p := os.Getenv("DCG_CHROMIUM"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Sprintf("DCG_CHROMIUM=%s: %v", p, err)
		}
		return p, ""
	}
	for _, p := range chromiumPaths {
		if _, err := os.Stat(p); err == nil {
			return p, ""
		}
	}
	return "", "no Chromium (" + strings.Join(chromiumPaths, ", ") + "): install it (apt-get install -y chromium) or set DCG_CHROMIUM"
}

// needBrowser is the browser, or the test is skipped (failed with DCG_REQUIRE_BROWSER=1).
func needBrowser(t *testing.T) string {
	t.Helper()
	path, why := findChromium()
	if path != "" {
		return path
	}
	if os.Getenv("DCG_REQUIRE_BROWSER") == "1" {
		t.Fatalf("NOT RUN: %s (DCG_REQUIRE_BROWSER=1 makes this a failure)", why)
	}
	t.Skipf("NOT RUN: %s", why)
	return ""
}

// dcgBinary builds dcg once for the package's tests. The board is served by the
// command as a user runs it: its environment (card layers, replays, positions) is
// put together by package main, which a test package cannot import.
var dcgBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "dcg-browser-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "dcg")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/dcg-engine/dcg/cmd/dcg").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// dcg runs the built dcg with args.
func dcg(t *testing.T, args ...string) string {
	t.Helper()
	bin, err := dcgBinary()
	require.NoError(t, err)
	out, err := exec.Command(bin, args...).CombinedOutput()
	require.NoError(t, err, string(out))
	return string(out)
}

// serve starts dcg serve --http on a free loopback port with args, and returns the
// board's address; the server stops with the test.
func serve(t *testing.T, args ...string) string {
	t.Helper()
	bin, err := dcgBinary()
	require.NoError(t, err)
	cmd := exec.Command(bin, append([]string{"serve", "--http"}, args...)...)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	cmd.Stderr = os.Stderr
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	line, err := bufio.NewReader(stdout).ReadString('\n')
	require.NoError(t, err)
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "dcg: board at ")
	require.True(t, ok, line)
	return url
}

// browse starts a headless Chromium for the test, with a fresh profile, and returns
// its context. The networking flags keep it from reaching out (on a closed network
// it would hang waiting).
func browse(t *testing.T) context.Context {
	t.Helper()
	path := needBrowser(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 860),
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	browser, cancelBrowser := chromedp.NewContext(alloc)
	require.NoError(t, chromedp.Do(browser)) // the browser starts (no timeout on this first call: it would stop the browser)
	ctx, cancelTime := context.WithTimeout(browser, 40*time.Second)
	t.Cleanup(func() { cancelTime(); cancelBrowser(); cancelAlloc() })
	return ctx
}

// artifacts is where screenshots go: $DCG_ARTIFACTS, else the test's temporary folder.
func artifacts(t *testing.T) string {
	if dir := os.Getenv("DCG_ARTIFACTS"); dir != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		return dir
	}
	return t.TempDir()
}

// screenshot saves the page as name.png among the artifacts, and to $DCG_SCREENSHOTS
// (the README's pictures, in 256 colors: DCG_SCREENSHOTS=$PWD/cmd/dcg/web/screenshots)
// when set.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	path := filepath.Join(artifacts(t), name+".png")
	require.NoError(t, os.WriteFile(path, png, 0o644))
	t.Logf("screenshot: %s", path)
	if d := os.Getenv("DCG_SCREENSHOTS"); d != "" {
		small, err := smallPNG(png)
		require.NoError(t, err)
		path := filepath.Join(d, name+".png")
		require.NoError(t, os.WriteFile(path, small, 0o644))
		t.Logf("screenshot (256 colors): %s", path)
	}
}

// text is an element's text.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	require.NoError(t, err, sel)
	return s
}

// attr is an element's attribute.
func attr(t *testing.T, ctx context.Context, sel, name string) string {
	t.Helper()
	a, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS(sel), name))
	require.NoError(t, err, sel)
	return a.Value
}

// do runs actions in order.
func do(t *testing.T, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, steps...))
}

// click clicks the element sel finds.
func click(sel string) chromedp.Action[chromedp.Void] { return chromedp.Click(chromedp.CSS(sel)) }

// eval is a JavaScript expression's value.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	require.NoError(t, err, expr)
	return v
}

// waitFor waits until a JavaScript condition holds on the page (a click's handler
// runs after the click returns), and fails the test after a few seconds.
func waitFor(t *testing.T, ctx context.Context, cond string) {
	t.Helper()
	deadline := time.Now().Add(8 * time.Second)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("!!("+cond+")"))
		require.NoError(t, err, cond)
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the page never showed: %s", cond)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// stepIs waits until the replay viewer stands at step i.
func stepIs(t *testing.T, ctx context.Context, i int) {
	t.Helper()
	waitFor(t, ctx, fmt.Sprintf(`document.getElementById('pos').dataset.step === '%d'`, i))
}
