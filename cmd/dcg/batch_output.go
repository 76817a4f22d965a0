package main

import (
	"io"

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
