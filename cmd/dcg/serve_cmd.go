package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/cmd/dcg/protocol"
	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/core/deck"
	"github.com/dcg-engine/dcg/core/match"
	"github.com/dcg-engine/dcg/keywords"
	"github.com/dcg-engine/dcg/scripting"
)

func newServeCmd(layers *cardLayers) *cobra.Command {
	var stdio bool
	h := &httpFlags{}
	c := &cobra.Command{
		Use:   "serve --stdio | --http [ADDR]",
		Short: "Serve the engine protocol to a bot, or the web board to a browser",
		Long: `Serve the engine protocol on standard input and output: one JSON request a line,
one JSON response a line, for bots, trainers and tools written in any language. Many
games at once, each under its id: deal one (new_game), see what a player may see
(view), read the decision waiting and answer it (prompt, answer), read the events
(events), branch a game for search (clone), forget it (drop), and take its replay for
'dcg replay' (replay).

The requests, responses and error codes are in cmd/dcg/protocol/README.md, with an
example session, and as a JSON Schema in cmd/dcg/protocol/schema.json. A line that is
not JSON, a game that does not exist, a field of the wrong type or an illegal answer
gets an error response ({"ok":false,"error":{"code":...,"message":...}}) and the
server goes on. It stops at the end of its input.

--http [ADDR] serves the web board instead: a replay viewer (/replay: a game of a
log stepped event by event, both boards drawn as cards), a game against an agent
(/play) and a game from a scenario's board (/position), from pages embedded in dcg
(nothing is fetched from the network). ADDR defaults to 127.0.0.1 and a free port;
the board's address is printed when it starts; Ctrl-C stops it. The pages' games
are the protocol's (POST /api/op takes a request as --stdio does a line).

The board reads only the files given here (--log, --position) and the ones a page
uploads (32 MB at most). It answers only on loopback addresses and to loopback host
names unless --public is given (then anyone who can reach ADDR can play on it and
make it replay uploaded logs). At most 64 games live at once: a new one beyond drops
the least recently used.`,
		Example: `  echo '{"id":1,"op":"hello"}' | dcg serve --stdio
  python3 my_bot.py    # which runs dcg serve --stdio and talks to it
  dcg serve --http                           # then open the address it prints
  dcg serve --http --log games.jsonl         # the replay viewer opens games.jsonl
  dcg serve --http 127.0.0.1:8080 --position puzzle.yaml`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			fl := cmd.Flags()
			if len(args) == 1 && fl.Changed("http") && h.addr == defaultHTTPAddr {
				h.addr = args[0] // --http ADDR: cobra reads a flag's optional value only as --http=ADDR
			} else if len(args) == 1 {
				return badInput("serve: unexpected argument %q", args[0])
			}
			switch {
			case stdio && fl.Changed("http"):
				return badInput("serve: --stdio or --http, not both")
			case fl.Changed("http"):
				return runServeHTTP(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), h, layers)
			case !stdio:
				return badInput("serve: give --stdio (the protocol on standard input and output) or --http (the web board)")
			}
			for _, name := range []string{"log", "position", "public"} {
				if fl.Changed(name) {
					return badInput("serve: --%s goes with --http", name)
				}
			}
			env, err := serveEnv(layers)
			if err != nil {
				return err
			}
			return protocol.NewServer(env).Serve(cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	c.Flags().BoolVar(&stdio, "stdio", false, "speak the protocol on standard input and output")
	c.Flags().StringVar(&h.addr, "http", "", "serve the web board on `ADDR` (default 127.0.0.1 and a free port)")
	c.Flags().Lookup("http").NoOptDefVal = defaultHTTPAddr
	c.Flags().StringVar(&h.log, "log", "", "with --http: the game log `FILE` the replay viewer opens")
	c.Flags().StringVar(&h.position, "position", "", "with --http: the scenario `FILE` the position page plays from")
	c.Flags().BoolVar(&h.public, "public", false, "with --http: serve on a non-loopback ADDR and answer any host name")
	return c
}

// serveEnv is what the protocol server needs of this command line: its card pool
// (the built-in cards with the --cards folders) and the folders a game adds, the
// agents, the engine's version and the pool's hash.
func serveEnv(layers *cardLayers) (protocol.Env, error) {
	limits, err := layers.limits()
	if err != nil {
		return protocol.Env{}, err
	}
	base, err := openPool(layers)
	if err != nil {
		return protocol.Env{}, err
	}
	hash, err := stackHash(base)
	if err != nil {
		return protocol.Env{}, err
	}
	opened := map[string]*servedCards{"": {pool: base, lib: libraryFor(base, limits)}}
	agents := match.Agents()
	names := make([]string, 0, len(agents))
	for n := range agents {
		names = append(names, n)
	}
	sort.Strings(names)
	return protocol.Env{
		Engine:   engineVersion(),
		PoolHash: hash,
		Agents:   names,
		Open: func(dirs []string) (protocol.Cards, error) {
			key := strings.Join(dirs, "\x00")
			if c := opened[key]; c != nil {
				return c, nil
			}
			more := *layers
			more.dirs = append(append([]string(nil), layers.dirs...), dirs...)
			pool, err := openPool(&more)
			if err != nil {
				return nil, err
			}
			c := &servedCards{pool: pool, lib: libraryFor(pool, limits)}
			opened[key] = c
			return c, nil
		},
		Agent: func(name string, seat core.PlayerID, seed uint64) (core.Agent, bool) {
			f, ok := agents[name]
			if !ok {
				return nil, false
			}
			return f(seat, seed), true
		},
	}, nil
}

// servedCards is a card pool games are served with: one script library, compiled
// once, and a host of it for each game.
type servedCards struct {
	pool *cardpool.Stack
	lib  *scripting.Library
}

func (c *servedCards) Deck(name string, list []string) (core.DeckList, error) {
	if name != "" {
		d, err := loadDeck(name, c.pool)
		if err != nil {
			return core.DeckList{}, err
		}
		out := d.List()
		out.Name = deckLabel(name)
		return out, nil
	}
	var text strings.Builder
	for _, number := range list {
		fmt.Fprintf(&text, "1 %s\n", number)
	}
	d, err := deck.Parse("list", []byte(text.String()), c.pool)
	if err != nil {
		return core.DeckList{}, err
	}
	if err := d.Validate(nil); err != nil {
		return core.DeckList{}, err
	}
	out := d.List()
	out.Name = "list"
	return out, nil
}

func (c *servedCards) Effects() (core.EffectSource, func()) {
	h := c.lib.NewHost()
	return h, h.Close
}

func (c *servedCards) Layers(decks [2]core.DeckList) ([]core.ReplayLayer, error) {
	return replayLayers(c.pool, decks[0], decks[1])
}

// stackHash hashes every file a game can read of every folder of the pool: the
// card data, the card scripts and the keyword scripts.
func stackHash(s *cardpool.Stack) (string, error) {
	h := sha256.New()
	for _, p := range s.Layers() {
		ph, err := p.ContentHash()
		if err != nil {
			return "", err
		}
		fmt.Fprintln(h, ph)
	}
	// The built-in keyword scripts (a folder's own are in its ContentHash).
	names, err := fs.Glob(keywords.FS, "*.lua")
	if err != nil {
		return "", err
	}
	for _, n := range names {
		b, err := fs.ReadFile(keywords.FS, n)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %x\n", n, sha256.Sum256(b))
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// engineVersion is the module's version and the commit it was built from, as Go
// recorded them in the binary.
func engineVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := info.Main.Version
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
	}
	return v
}
