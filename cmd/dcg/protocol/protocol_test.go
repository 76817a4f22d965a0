package protocol

import (
	"bufio"
	"encoding/json"
	"strings"
	"testing"
)

// serveLines runs a server over the lines and returns its response lines.
func serveLines(t *testing.T, lines ...string) []Response {
	t.Helper()
	var out strings.Builder
	if err := NewServer(Env{Engine: "test", PoolHash: "h"}).Serve(strings.NewReader(strings.Join(lines, "\n")), &out); err != nil {
		t.Fatal(err)
	}
	var resps []Response
	sc := bufio.NewScanner(strings.NewReader(out.String()))
	for sc.Scan() {
		var r Response
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("a response that is not JSON: %s", sc.Text())
		}
		resps = append(resps, r)
	}
	return resps
}

// One response a line, in order; blank lines get none; a line too long to read is
// refused and the next is answered.
func TestServeAnswersEachLine(t *testing.T) {
	long := `{"id": 2, "op": "hello", "pad": "` + strings.Repeat("x", maxLine) + `"}`
	resps := serveLines(t, `{"id": 1, "op": "hello"}`, "", "   ", long, `{"id": 3, "op": "hello"}`, `[1, 2]`, `{"id": 5, "op": "hello"}`)
	if len(resps) != 5 {
		t.Fatalf("%d responses to 5 requests: %+v", len(resps), resps)
	}
	want := []struct {
		id   string
		code string
	}{{"1", ""}, {"", CodeBadRequest}, {"3", ""}, {"", CodeBadJSON}, {"5", ""}}
	for i, w := range want {
		r := resps[i]
		if string(r.ID) != w.id {
			t.Errorf("response %d has id %s, want %s", i, r.ID, w.id)
		}
		if w.code == "" && !r.OK {
			t.Errorf("response %d: %+v", i, r.Error)
		}
		if w.code != "" && (r.OK || r.Error.Code != w.code) {
			t.Errorf("response %d: %+v, want the error %s", i, r, w.code)
		}
	}
}
