package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
	"github.com/dcg-engine/dcg/cmd/dcg/web"
	"github.com/dcg-engine/dcg/scripting"
)

// The web board's handlers, driven over HTTP (httptest) with the built-in cards:
// its pages, its game API over the engine protocol, the replay viewer's re-runs, the
// position page's games, and what a local server must refuse.

// boardEnvs are the board's environment and the protocol's, built once (opening
// the pool takes a while); each board has a protocol server of its own.
var boardEnvs = sync.OnceValues(func() (envs, error) {
	w, err := webEnv(defaultLayers(), "", "")
	if err != nil {
		return envs{}, err
	}
	p, err := serveEnv(defaultLayers())
	return envs{w, p}, err
})

type envs struct {
	web      web.Env
	protocol protocol.Env
}

// board is a board served to the test, with these limits (zero: the defaults).
type board struct {
	t   *testing.T
	srv *httptest.Server
}

func newBoard(t *testing.T, change func(*web.Env, *web.Options)) *board {
	t.Helper()
	e, err := boardEnvs()
	require.NoError(t, err)
	env := e.web
	env.Games = protocol.NewServer(e.protocol)
	opts := web.Options{}
	if change != nil {
		change(&env, &opts)
	}
	b, err := web.New(env, opts)
	require.NoError(t, err)
	srv := httptest.NewServer(b)
	t.Cleanup(func() { srv.Close(); b.Close() })
	return &board{t: t, srv: srv}
}

// do sends a request and returns the status and the body.
func (b *board) do(method, path string, body []byte, header ...string) (int, string) {
	b.t.Helper()
	req, err := http.NewRequest(method, b.srv.URL+path, bytes.NewReader(body))
	require.NoError(b.t, err)
	for i := 0; i+1 < len(header); i += 2 {
		if header[i] == "Host" {
			req.Host = header[i+1]
		} else {
			req.Header.Set(header[i], header[i+1])
		}
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(b.t, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(b.t, err)
	return resp.StatusCode, string(out)
}

func (b *board) get(path string) (int, string) { return b.do("GET", path, nil) }

// op sends one protocol request and decodes the result into out (if not nil).
func (b *board) op(req string, out any) (int, reply) {
	b.t.Helper()
	status, body := b.do("POST", "/api/op", []byte(req))
	var r reply
	require.NoError(b.t, json.Unmarshal([]byte(body), &r), body)
	if out != nil && r.OK {
		require.NoError(b.t, json.Unmarshal(r.Result, out))
	}
	return status, r
}

type boardState struct {
	Game   string `json:"game"`
	Prompt *struct {
		Player  string `json:"player"`
		Kind    string `json:"kind"`
		Options []struct {
			ID          int    `json:"id"`
			Description string `json:"description"`
		} `json:"options"`
	} `json:"prompt"`
	Result *struct {
		Winner, Reason string
		Turns          int
	} `json:"result"`
}

func TestBoardServesItsPages(t *testing.T) {
	b := newBoard(t, nil)
	status, body := b.get("/")
	require.Equal(t, 200, status)
	for _, want := range []string{`href="/replay"`, `href="/play"`, `href="/position"`, "cards in", "built-in decks", "random"} {
		assert.Contains(t, body, want)
	}
	for _, page := range []string{"/replay", "/play", "/position", "/assets/position.js", "/assets/game.js", "/assets/play.js", "/assets/style.css", "/assets/api.js", "/assets/cards.js", "/assets/board.js", "/assets/replay.js"} {
		status, body := b.get(page)
		assert.Equal(t, 200, status, page)
		assert.NotEmpty(t, body, page)
	}
	status, body = b.get("/api/info")
	require.Equal(t, 200, status)
	var info web.Info
	require.NoError(t, json.Unmarshal([]byte(body), &info))
	assert.Contains(t, info.Agents, "random")
	assert.Contains(t, info.Agents, "mcts")
	names := []string{}
	for _, d := range info.Decks {
		names = append(names, d.Name)
	}
	assert.Contains(t, names, "st1")
	status, _ = b.get("/no-such-page")
	assert.Equal(t, 404, status)
}

// DNS rebinding: a page of another site whose name resolves to 127.0.0.1 sends its
// own host name; the board answers only to loopback names, unless --public.
func TestBoardAnswersOnlyLoopbackHosts(t *testing.T) {
	b := newBoard(t, nil)
	for _, host := range []string{"evil.example", "evil.example:80", "10.0.0.1", "127.0.0.1.evil.example"} {
		status, body := b.do("GET", "/api/info", nil, "Host", host)
		assert.Equal(t, 403, status, host)
		assert.Contains(t, body, "bad_host", host)
	}
	for _, host := range []string{"localhost", "localhost:8080", "127.0.0.1:1", "[::1]:9000", "LOCALHOST"} {
		status, _ := b.do("GET", "/api/info", nil, "Host", host)
		assert.Equal(t, 200, status, host)
	}
	pub := newBoard(t, func(_ *web.Env, o *web.Options) { o.Public = true })
	status, _ := pub.do("GET", "/api/info", nil, "Host", "board.example")
	assert.Equal(t, 200, status)
}

// No request reaches the file system by a path: the assets are embedded, a deck is
// a built-in name or its cards, a log an id the server gave, and no card folder is
// taken.
func TestBoardReadsNoFileARequestNames(t *testing.T) {
	b := newBoard(t, nil)
	for _, p := range []string{"/assets/../serve_cmd.go", "/assets/..%2f..%2fgo.mod", "/assets/%2e%2e/web.go", "/assets//etc/passwd", "/assets/../../../../etc/passwd", "/etc/passwd"} {
		status, body := b.get(p)
		assert.NotEqual(t, 200, status, p)
		assert.NotContains(t, body, "root:", p)
		assert.NotContains(t, body, "package main", p)
	}
	for _, deck := range []string{"/etc/passwd", "../../cards/decks/st1.deck", filepath.Join(t.TempDir(), "my.deck")} {
		status, r := b.op(fmt.Sprintf(`{"op":"new_game","decks":[{"name":%q},{"name":"st2"}],"seed":1}`, deck), nil)
		assert.Equal(t, 400, status, deck)
		assert.Equal(t, "bad_deck", r.Error.Code, deck)
		assert.Contains(t, r.Error.Message, "not a built-in deck")
	}
	status, r := b.op(`{"op":"new_game","decks":[{"name":"st1"},{"name":"st2"}],"seed":1,"cards":["/tmp"]}`, nil)
	assert.Equal(t, 400, status)
	assert.Contains(t, r.Error.Message, "reads no card folder")
	for _, id := range []string{"../../etc/passwd", "/etc/passwd", "log0"} {
		status, body := b.get("/api/replay?game=0&log=" + id)
		assert.Equal(t, 404, status, id)
		assert.Contains(t, body, "unknown_log")
	}
	status, r = b.op(`{"op":"clone","game":"g1"}`, nil)
	assert.Equal(t, 400, status)
	assert.Equal(t, "unknown_op", r.Error.Code)
	for _, bad := range []string{`{"op":"new_game"`, `[1]`, `{"op":"new_game","decks":[{"name":"st1"},{"name":"st2"}],"seed":1}{"op":"drop"}`} {
		status, r = b.op(bad, nil)
		assert.Equal(t, 400, status, bad)
		assert.Equal(t, "bad_json", r.Error.Code, bad)
	}
}

// An upload or a body larger than the limits is refused with 413 and says the limit.
func TestBoardRefusesOversizedBodies(t *testing.T) {
	b := newBoard(t, func(_ *web.Env, o *web.Options) {
		o.Limits = web.Limits{Upload: 4 << 10, Body: 1 << 10, Games: 4, Logs: 2}
	})
	big := bytes.Repeat([]byte("x"), 5<<10)
	for _, path := range []string{"/api/logs?name=big.jsonl", "/api/position?agent=random"} {
		status, body := b.do("POST", path, big)
		assert.Equal(t, 413, status, path)
		assert.Contains(t, body, "larger than the board accepts (4 KB)", path)
	}
	status, body := b.do("POST", "/api/op", big[:2<<10])
	assert.Equal(t, 413, status)
	assert.Contains(t, body, "(1 KB)")
	// A body sent without its length (chunked) is cut at the limit as it is read.
	req, err := http.NewRequest("POST", b.srv.URL+"/api/deck", io.MultiReader(bytes.NewReader(big)))
	require.NoError(t, err)
	req.ContentLength = -1
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, 413, resp.StatusCode)
}

// A game over the API is the protocol's: dealt, prompted, answered; its replay is
// the file 'dcg play' saves, which 'dcg replay --verify' reproduces.
func TestBoardPlaysAGameOverTheProtocol(t *testing.T) {
	b := newBoard(t, nil)
	var st boardState
	status, r := b.op(`{"op":"new_game","decks":[{"name":"st1"},{"name":"st2"}],"seed":11,"agents":["client","random"]}`, &st)
	require.Equal(t, 200, status, r.Error)
	require.NotNil(t, st.Prompt)
	assert.Equal(t, "redraw", st.Prompt.Kind)
	for i := 0; i < 12 && st.Result == nil; i++ {
		status, r = b.op(fmt.Sprintf(`{"op":"answer","game":%q,"option":0}`, st.Game), &st)
		require.Equal(t, 200, status, r.Error)
	}
	status, r = b.op(fmt.Sprintf(`{"op":"view","game":%q,"player":"p1"}`, st.Game), nil)
	require.Equal(t, 200, status)
	assert.Contains(t, string(r.Result), `"hand":[{`)
	if st.Result == nil {
		_, r = b.op(fmt.Sprintf(`{"op":"answer","game":%q,"option":-1}`, st.Game), &st) // concede (1-2-4)
		require.True(t, r.OK, r.Error)
	}
	require.NotNil(t, st.Result)
	status, r = b.op(fmt.Sprintf(`{"op":"answer","game":%q,"option":0}`, st.Game), nil)
	assert.Equal(t, 400, status)
	assert.Equal(t, "no_prompt", r.Error.Code)

	status, saved := b.get("/api/save?game=" + st.Game)
	require.Equal(t, 200, status, saved)
	file := filepath.Join(t.TempDir(), "dcg-game-11.json")
	require.NoError(t, os.WriteFile(file, []byte(saved), 0o644))
	out, err := runDCG(t, "replay", file, "--verify")
	require.NoError(t, err, out)
	assert.Contains(t, out, "game 0: ok")

	status, _ = b.get("/api/save?game=g99")
	assert.Equal(t, 404, status)
}

// A pasted deck (a deck file's text) becomes its cards for new_game.
func TestBoardReadsAPastedDeck(t *testing.T) {
	b := newBoard(t, nil)
	text, err := os.ReadFile("../../cards/decks/st1.txt")
	require.NoError(t, err)
	status, body := b.do("POST", "/api/deck", text)
	require.Equal(t, 200, status, body)
	var deck struct{ Cards []string }
	require.NoError(t, json.Unmarshal([]byte(body), &deck))
	assert.Len(t, deck.Cards, 54) // 50 and 4 Digi-Eggs (1-4-1)
	cards, _ := json.Marshal(deck.Cards)
	var st boardState
	status, r := b.op(`{"op":"new_game","decks":[{"cards":`+string(cards)+`},{"name":"st2"}],"seed":2,"agents":["client","random"]}`, &st)
	require.Equal(t, 200, status, r.Error)
	assert.NotNil(t, st.Prompt)

	status, body = b.do("POST", "/api/deck", []byte("4 ST1-03\n"))
	assert.Equal(t, 400, status)
	assert.Contains(t, body, "bad_deck")
}

// Card faces come from card data: number, name, colors, level, cost, DP, text.
func TestBoardTellsCardFaces(t *testing.T) {
	b := newBoard(t, nil)
	status, body := b.get("/api/cards?n=ST1-03&n=ST1-16&n=NO-SUCH")
	require.Equal(t, 200, status)
	var faces map[string]web.Face
	require.NoError(t, json.Unmarshal([]byte(body), &faces))
	require.Len(t, faces, 2)
	agumon := faces["ST1-03"]
	assert.Equal(t, "Agumon", agumon.Name)
	assert.Equal(t, []string{"Red"}, agumon.Colors)
	assert.Equal(t, 3, agumon.Level)
	require.NotNil(t, agumon.DP)
	require.NotNil(t, agumon.Cost)
	assert.Equal(t, "Option", faces["ST1-16"].Kind)
	assert.NotEmpty(t, faces["ST1-16"].Effect)
}

// The board holds at most Limits.Games games: a new one beyond drops the least
// recently used.
func TestBoardCapsItsLiveGames(t *testing.T) {
	b := newBoard(t, func(_ *web.Env, o *web.Options) {
		o.Limits = web.Limits{Upload: 1 << 20, Body: 1 << 20, Games: 2, Logs: 1}
	})
	newGame := func() string {
		var st boardState
		_, r := b.op(`{"op":"new_game","decks":[{"name":"st1"},{"name":"st2"}],"seed":1,"agents":["client","random"]}`, &st)
		require.True(t, r.OK, r.Error)
		return st.Game
	}
	g1, g2 := newGame(), newGame()
	_, r := b.op(fmt.Sprintf(`{"op":"prompt","game":%q}`, g1), nil) // g1 used after g2
	require.True(t, r.OK)
	newGame()
	status, r := b.op(fmt.Sprintf(`{"op":"prompt","game":%q}`, g2), nil)
	assert.Equal(t, 404, status, "the least recently used game is dropped")
	assert.Equal(t, "unknown_game", r.Error.Code)
	_, r = b.op(fmt.Sprintf(`{"op":"prompt","game":%q}`, g1), nil)
	assert.True(t, r.OK)
}

// matchLog makes a log of one st1 vs st2 game with the match command.
func matchLog(t *testing.T) string {
	t.Helper()
	log := filepath.Join(t.TempDir(), "games.jsonl")
	out, err := runDCG(t, "match", "--p1", "st1", "--p2", "st2", "--games", "1", "--seed", "4", "--log", log)
	require.NoError(t, err, out)
	return log
}

// replayOf is the viewer's replay as the test reads it.
type replayOf struct {
	Title, Result string
	Steps         []web.Step
	Boards        []json.RawMessage
}

// The replay viewer re-runs a logged game as 'dcg replay' does: the same outcome,
// every narrated event a step with the board after it.
func TestBoardReplaysALog(t *testing.T) {
	log := matchLog(t)
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	b := newBoard(t, func(e *web.Env, _ *web.Options) { e.LogFile = &web.File{Name: log, Data: data} })
	status, body := b.get("/api/logs")
	require.Equal(t, 200, status)
	assert.Contains(t, body, `"id":"log1"`)
	assert.Contains(t, body, filepath.Base(log))

	status, body = b.do("POST", "/api/logs?name=../../secret/games.jsonl", data)
	require.Equal(t, 200, status, body)
	assert.Contains(t, body, `"name":"games.jsonl"`, "an upload's name only labels it")
	assert.Contains(t, body, `"id":"log2"`)

	status, body = b.get("/api/replay?log=log2&game=0")
	require.Equal(t, 200, status, body)
	var rep replayOf
	require.NoError(t, json.Unmarshal([]byte(body), &rep))
	told, err := runDCG(t, "replay", log, "--game", "0")
	require.NoError(t, err)
	assert.Contains(t, told, rep.Result, "the same outcome as dcg replay")
	assert.Contains(t, told, rep.Steps[len(rep.Steps)-1].Text, "the same last line")
	require.Greater(t, len(rep.Steps), 50)
	require.Greater(t, len(rep.Boards), 10)
	assert.Less(t, len(rep.Boards), len(rep.Steps), "a board repeated is kept once")
	for i, st := range rep.Steps {
		require.Less(t, st.Board, len(rep.Boards), i)
		if i > 0 {
			require.GreaterOrEqual(t, st.Board, rep.Steps[i-1].Board)
			require.Greater(t, st.Seq, rep.Steps[i-1].Seq)
		}
	}
	status, body = b.get("/api/replay?log=log2&game=7")
	assert.Equal(t, 400, status)
	assert.Contains(t, body, "has no game 7")

	status, body = b.do("POST", "/api/logs", []byte("not a log\n"))
	assert.Equal(t, 400, status)
	assert.Contains(t, body, "bad_log")
}

// A replay whose recorded answers no longer fit fails as 'dcg replay' fails.
func TestBoardReplayThatDiverges(t *testing.T) {
	log := matchLog(t)
	data, err := os.ReadFile(log)
	require.NoError(t, err)
	var line map[string]any
	require.NoError(t, json.Unmarshal(data, &line))
	rep := line["replay"].(map[string]any)
	answers := rep["answers"].([]any)
	answers[len(answers)/2] = 99
	tampered, err := json.Marshal(line)
	require.NoError(t, err)
	b := newBoard(t, nil)
	status, body := b.do("POST", "/api/logs", tampered)
	require.Equal(t, 200, status, body)
	status, body = b.get("/api/replay?log=log1&game=0")
	assert.Equal(t, 400, status)
	assert.Contains(t, body, "the replay diverged at answer")

	file := filepath.Join(t.TempDir(), "tampered.jsonl")
	require.NoError(t, os.WriteFile(file, tampered, 0o644))
	_, err = runDCG(t, "replay", file)
	require.Error(t, err)
	assert.Contains(t, body, strings.SplitN(err.Error(), ":", 2)[0])
}

// A position is played from a scenario's board as 'dcg play --position' plays it,
// its inline cards among the faces.
func TestBoardPlaysFromAPosition(t *testing.T) {
	b := newBoard(t, nil)
	status, body := b.do("POST", "/api/position?agent=greedy&name=puzzle.yaml", []byte(puzzle))
	require.Equal(t, 200, status, body)
	var got struct {
		Title string
		State boardState
	}
	require.NoError(t, json.Unmarshal([]byte(body), &got))
	assert.Equal(t, "Pyromon's puzzle", got.Title)
	require.NotNil(t, got.State.Prompt)
	assert.Equal(t, "main", got.State.Prompt.Kind)
	assert.Contains(t, got.State.Prompt.Options[0].Description, "Pyromon")
	game := got.State.Game

	status, body = b.get("/api/cards?n=MY-001&game=" + game)
	require.Equal(t, 200, status)
	assert.Contains(t, body, `"name":"Pyromon"`)
	_, body = b.get("/api/cards?n=MY-001")
	assert.Equal(t, "{}\n", body, "an inline card is the position's only")

	var st boardState
	_, r := b.op(fmt.Sprintf(`{"op":"answer","game":%q,"option":0}`, game), &st)
	require.True(t, r.OK, r.Error)
	var view struct{ Memory int }
	_, r = b.op(fmt.Sprintf(`{"op":"view","game":%q,"player":"p1"}`, game), &view)
	require.True(t, r.OK)
	assert.Equal(t, 2, view.Memory, "3 - 3 + 2: Pyromon's [On Play] ran")
	status, r = b.op(fmt.Sprintf(`{"op":"replay","game":%q}`, game), nil)
	assert.Equal(t, 400, status)
	assert.Contains(t, r.Error.Message, "started from a position")

	for _, c := range []struct {
		path, body, want string
	}{
		{"/api/position?agent=random", "", "no scenario file"},
		{"/api/position?agent=nobody", puzzle, "agent"},
		{"/api/position?agent=random", "version: 2\nposition: [\n", "bad_position"},
		{"/api/position?agent=random", "version: 2\nposition:\n  p1: {hand: [NO-SUCH-1]}\n", "NO-SUCH-1"},
	} {
		status, body := b.do("POST", c.path, []byte(c.body))
		assert.Equal(t, 400, status, c.path)
		assert.Contains(t, body, c.want, c.path)
	}
	withFile := newBoard(t, func(e *web.Env, _ *web.Options) { e.PositionFile = &web.File{Name: "p.yaml", Data: []byte(puzzle)} })
	status, body = withFile.do("POST", "/api/position?agent=client", nil)
	require.Equal(t, 200, status, body)
	assert.Contains(t, body, "Pyromon's puzzle")
}

// dcg serve --http prints the board's address, serves it, and stops cleanly when
// interrupted; an address beyond this machine needs --public.
func TestServeHTTPStartsAndStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- runServeHTTP(ctx, pw, io.Discard, &httpFlags{addr: defaultHTTPAddr}, defaultLayers())
		pw.Close()
	}()
	line, err := readLineFrom(pr)
	require.NoError(t, err)
	require.Regexp(t, `^dcg: board at http://127\.0\.0\.1:\d+/$`, line)
	url := strings.TrimPrefix(line, "dcg: board at ")
	resp, err := http.Get(url + "api/info")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, 200, resp.StatusCode)
	go io.Copy(io.Discard, pr)
	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("the board did not stop")
	}

	_, err = runDCG(t, "serve", "--http", "0.0.0.0:0")
	requireInputError(t, err)
	assert.Contains(t, err.Error(), "--public")
	_, err = runDCG(t, "serve", "--http", "--stdio")
	requireInputError(t, err)
	_, err = runDCG(t, "serve", "--stdio", "--log", "x")
	requireInputError(t, err)
	_, err = runDCG(t, "serve", "--http", "--log", filepath.Join(t.TempDir(), "missing.jsonl"))
	requireInputError(t, err)
}

func readLineFrom(r io.Reader) (string, error) {
	var b []byte
	one := make([]byte, 1)
	for {
		if _, err := r.Read(one); err != nil {
			return string(b), err
		}
		if one[0] == '\n' {
			return string(b), nil
		}
		b = append(b, one[0])
	}
}

// defaultLayers are the card layers of a command line without card flags.
func defaultLayers() *cardLayers {
	return &cardLayers{scriptTime: scripting.DefaultLimits.Time, scriptMemory: scripting.DefaultLimits.Memory >> 20}
}
