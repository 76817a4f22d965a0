package core

import "strings"

// HasEffectTiming reports whether the card prints an effect of its own with this timing
// icon ("[On Deletion]"): a line of its upper text that opens with it, alone or among
// other timing icons ("[On Play][When Digivolving]"). "A card with an [On Deletion]
// effect" reads only the card's own effects, not its inherited ones (BT5-072 Q1349),
// and an icon inside a sentence ("activate 1 of this Digimon's [On Deletion] effects")
// is no effect of that timing.
func (d *CardData) HasEffectTiming(icon string) bool {
	for _, line := range strings.Split(d.Effect, "\n") {
		rest := strings.TrimSpace(line)
		for strings.HasPrefix(rest, "[") {
			end := strings.Index(rest, "]")
			if end < 0 {
				break
			}
			if rest[:end+1] == icon {
				return true
			}
			rest = strings.TrimSpace(rest[end+1:])
		}
	}
	return false
}
