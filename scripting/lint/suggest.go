package lint

// nearest is the name of names closest to s by edit distance, when it is close enough
// to be a likely misspelling ("" otherwise). Ties go to the earlier name, so the
// caller's order decides.
func nearest(s string, names []string) string {
	best, bestD := "", -1
	for _, n := range names {
		d := distance(s, n)
		if bestD < 0 || d < bestD {
			best, bestD = n, d
		}
	}
	// A third of the longer name, at least 2 edits: "trash_tp" → "trash_top",
	// "levle" → "level", not "draw" → "delay".
	limit := max(len(s), len(best)) / 3
	if limit < 2 {
		limit = 2
	}
	if bestD < 0 || bestD > limit || bestD >= len(s) {
		return ""
	}
	return best
}

// distance is the optimal string alignment distance: insertions, deletions,
// substitutions and swaps of two neighbouring letters each cost 1.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
