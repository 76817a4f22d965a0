package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/cardpool"
	"github.com/dcg-engine/dcg/scripting/draft"
)

func newCardsDraftCmd(open func() (*cardpool.Stack, error), poolErr func(error) error) *cobra.Command {
	var out string
	c := &cobra.Command{
		Use:   "draft CARD|SET",
		Short: "Write a first Lua script for cards from their printed text",
		Long: `Write a draft Lua script for a card, or for every card with effect text of a set,
from the printed text (scripting/draft): each clause the vocabulary reads
(scripting/vocab) and the draft knows how to fill in becomes Lua; every other clause
stays in place as a "-- TODO: <clause>" comment. A draft with TODOs is valid Lua, but
it plays nothing of those clauses: finish it, then run dcg cards lint.

One card's draft goes to standard output unless --out is given; a set needs --out,
which receives <NUMBER>.lua per card (existing files are overwritten). A summary
(clauses mapped, TODOs) goes to standard error.`,
		Example: `  dcg cards draft BT1-023
  dcg cards draft ST2 --out /tmp/st2-drafts`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			pool, err := open()
			if err != nil {
				return err
			}
			arg := strings.ToUpper(strings.TrimSpace(args[0]))
			var list []*core.CardData
			if pool.HasSet(arg) {
				if out == "" {
					return badInput("cards draft %s: a set needs --out DIR", arg)
				}
				if list, err = pool.SetCards(arg); err != nil {
					return poolErr(err)
				}
			} else {
				card, err := pool.Card(arg)
				var unknown *core.UnknownCardError
				if errors.As(err, &unknown) {
					return badInput("%v (not a set either)", err)
				}
				if err != nil {
					return poolErr(err)
				}
				list = []*core.CardData{card}
			}
			if out != "" {
				if err := os.MkdirAll(out, 0o755); err != nil {
					return badInput("--out: %v", err)
				}
			}
			drafted, clauses, mapped := 0, 0, 0
			for _, card := range list {
				d := draft.Card(card)
				if d.Clauses == 0 {
					continue
				}
				drafted++
				clauses += d.Clauses
				mapped += d.Mapped
				if out == "" {
					fmt.Fprint(cmd.OutOrStdout(), d.Source)
					continue
				}
				if err := os.WriteFile(filepath.Join(out, card.Number+".lua"), []byte(d.Source), 0o644); err != nil {
					return err
				}
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "%d %s drafted: %d of %d clauses mapped, %d TODO\n",
				drafted, plural(drafted, "card", "cards"), mapped, clauses, clauses-mapped)
			return nil
		},
	}
	c.Flags().StringVar(&out, "out", "", "write <NUMBER>.lua files into `DIR` (default: standard output, for one card)")
	return c
}
