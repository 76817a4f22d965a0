package main

import (
	"fmt"
	"io"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/core/coverage"
	"github.com/dcg-engine/dcg/core/match"
)

// batchOutput is what a batch (dcg match, dcg league) does with each finished game:
// the progress bar moves, and the game's line goes to the --log file.
type batchOutput struct {
	bar  *progress
	log  *gameLog // nil without --log
	done int
}

// openBatchOutput draws the bar for games games and opens logFile ("" for none).
func openBatchOutput(errOut io.Writer, games int, logFile string) (*batchOutput, error) {
	o := &batchOutput{bar: newProgress(errOut, "playing", games)}
	if logFile != "" {
		var err error
		if o.log, err = openGameLog(logFile); err != nil {
			return nil, err
		}
	}
	return o, nil
}

// onGame is the batch's OnGame.
func (o *batchOutput) onGame(g *match.Game) error {
	o.done++
	o.bar.set(o.done)
	if o.log != nil {
		return o.log.write(g)
	}
	return nil
}

// close closes the log file.
func (o *batchOutput) close() {
	if o.log != nil {
		o.log.Close()
	}
}

// batchHead is the summary's first line: "100 games (shard 2/8: games 24-35 of 100),
// seed 7".
func batchHead(games int, shard match.Shard, lo, hi, total int, seed uint64) string {
	head := fmt.Sprintf("%d %s", games, plural(games, "game", "games"))
	if shard.Count > 0 {
		head += fmt.Sprintf(" (shard %s: games %d-%d of %d)", shard, lo, hi-1, total)
	}
	return head + fmt.Sprintf(", seed %d", seed)
}

// finishBatch writes the --coverage table (its note on standard error when standard
// output holds the JSON alone) and says whether the batch was interrupted.
func finishBatch(out, errOut io.Writer, asJSON bool, path string, cover *coverage.Recorder, cards core.CardLookup,
	interrupted bool, played, games int) error {
	if cover != nil {
		note := out
		if asJSON {
			note = errOut
		}
		if err := writeCoverage(note, path, cover, cards); err != nil {
			return err
		}
	}
	if interrupted {
		return fmt.Errorf("interrupted after %d of %d games; every finished game is counted above (and logged)", played, games)
	}
	return nil
}
