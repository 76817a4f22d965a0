package core

import "testing"

func TestHasEffectTiming(t *testing.T) {
	for _, c := range []struct {
		effect, inherited, icon string
		want                    bool
	}{
		{"[On Deletion] Gain 1 memory.", "", "[On Deletion]", true},
		{"[On Play][On Deletion] Draw 1.", "", "[On Deletion]", true},
		{"＜Blocker＞\n[On Deletion] Draw 1.", "", "[On Deletion]", true},
		{"[On Play] Draw 1.", "[On Deletion] Gain 1 memory.", "[On Deletion]", false}, // inherited only (Q1349)
		{"[Main] Activate 1 of the [On Deletion] effects of 1 of your Digimon.", "", "[On Deletion]", false},
		{"", "", "[On Deletion]", false},
	} {
		d := &CardData{Effect: c.effect, Inherited: c.inherited}
		if got := d.HasEffectTiming(c.icon); got != c.want {
			t.Errorf("%q (inherited %q): HasEffectTiming(%s) = %v, want %v", c.effect, c.inherited, c.icon, got, c.want)
		}
	}
}
