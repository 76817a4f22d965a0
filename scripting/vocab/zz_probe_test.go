package vocab

import (
	"bufio"
	"fmt"
	"os"
	"testing"
)

func TestZZProbe(t *testing.T) {
	f, err := os.Open("/tmp/vt-attack-probe.txt")
	if err != nil {
		t.Skip()
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			continue
		}
		r := readPrinted(Action, line)
		fmt.Printf("%v | %s\n   %v\n", r.Covered(), line, r)
	}
}

func TestZZProbeCond(t *testing.T) {
	for _, l := range []string{"if this Digimon deletes an opponent's Digimon in battle", "if one of your Digimon that has [X] in its name or a [X] trait deletes an opponent's Digimon in battle"} {
		r := readPrinted(Condition, l)
		fmt.Printf("%v | %s\n   %v\n", r.Covered(), l, r)
	}
}
