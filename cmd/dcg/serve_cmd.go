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
	c := &cobra.Command{
		Use:   "serve --stdio",
		Short: "Serve the engine protocol (JSON lines) to a bot in any language",
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
server goes on. It stops at the end of its input.`,
		Example: `  echo '{"id":1,"op":"hello"}' | dcg serve --stdio
  python3 my_bot.py    # which runs dcg serve --stdio and talks to it`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !stdio {
				return badInput("serve: give --stdio (the protocol on standard input and output; the only transport so far)")
			}
			env, err := serveEnv(layers)
			if err != nil {
				return err
			}
			return protocol.NewServer(env).Serve(cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	c.Flags().BoolVar(&stdio, "stdio", false, "speak the protocol on standard input and output")
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
