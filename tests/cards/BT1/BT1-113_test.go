package bt1

import (
	"testing"

	"github.com/dcg-engine/dcg/core"
	"github.com/dcg-engine/dcg/tests/cardtest"
)

// BT1-113 Forbidden Temptation — [Main] Until the end of your opponent's next turn, 1
// of your opponent's Digimon can't attack or block.
// [Security] Your opponent's Digimon don't unsuspend during their next unsuspend phase.

// TestForbiddenTemptationMain: the chosen Woodmon can't block your attack this turn nor
// attack in the opponent's next turn; the other one may attack.
func TestForbiddenTemptationMain(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 4)
	attacker := k.Battle(you, "BT1-064")
	wood := k.Battle(them, "BT1-072")
	other := k.Battle(them, "BT1-064")
	k.Security(you, "ST1-02", "ST1-02")
	k.Security(them, "ST1-02", "ST1-02")
	k.Hand(you, "BT1-113")
	k.Run(cardtest.Use("BT1-113"), cardtest.Select(wood).By(you), cardtest.Attack(attacker))
	if n := len(k.Prompts(core.PromptBlock)); n != 0 {
		t.Errorf("%d block prompts; want none (Woodmon can't block)", n)
	}
	k.Run(cardtest.Pass())
	if k.attackOffered(wood) || !k.attackOffered(other) {
		t.Errorf("the opponent's turn: Woodmon may attack %v, Goblimon %v; want false, true", k.attackOffered(wood), k.attackOffered(other))
	}
	k.Run(cardtest.Pass().By(them), cardtest.Pass())
	if !k.attackOffered(wood) {
		t.Errorf("two turns later Woodmon still may not attack")
	}
}

// TestForbiddenTemptationSecurity: checked by your attack, your Digimon — the attacker
// and one suspended later that turn — stay suspended through your next unsuspend phase;
// an effect may still unsuspend one in your next turn; the turn after, they unsuspend.
func TestForbiddenTemptationSecurity(t *testing.T) {
	k := newKit(t)
	k.Memory(you, 5)
	attacker := k.Battle(you, "ST1-04")
	second := k.Battle(you, "ST1-04")
	k.Security(them, "ST1-02", "ST1-02", "BT1-113")
	k.Run(cardtest.Attack(attacker))
	k.wantActivated("BT1-113", "[Security]")
	k.Run(cardtest.Attack(second), cardtest.Pass(), cardtest.Pass().By(them))
	if !attacker.Suspended || !second.Suspended {
		t.Fatalf("your next turn: suspended %v, %v; want both still suspended", attacker.Suspended, second.Suspended)
	}
	k.Hand(you, "BT1-095") // Brave Shield: unsuspend 1 of your Digimon
	k.Memory(you, 5)
	k.Run(cardtest.Use("BT1-095"), cardtest.Select(second).By(you))
	if second.Suspended {
		t.Errorf("an effect could not unsuspend it")
	}
	k.Run(cardtest.Pass(), cardtest.Pass().By(them))
	if attacker.Suspended {
		t.Errorf("the turn after: the attacker is still suspended")
	}
}

// TestForbiddenTemptationSecurityNotTheOwnersDigimon: the checked card's owner's
// Digimon unsuspend as usual in their turn.
func TestForbiddenTemptationSecurityNotTheOwnersDigimon(t *testing.T) {
	k := newKit(t)
	attacker := k.Battle(you, "ST1-04")
	theirs := k.Battle(them, "ST1-04")
	theirs.Suspended = true
	k.Security(them, "ST1-02", "BT1-113")
	k.Run(cardtest.Attack(attacker), cardtest.Pass())
	if theirs.Suspended {
		t.Errorf("the opponent's own Digimon did not unsuspend")
	}
}
