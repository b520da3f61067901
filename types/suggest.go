package types

import "strings"

// suggest returns "; did you mean X?" for the candidate closest to name, or
// "" when none is close: at most a third of the name's letters (at least
// one, none for names of one or two letters) differ, or only the case does. Ties go to the alphabetically first.
func suggest(name string, candidates []string) string {
	best, bestDist := "", 0
	limit := max(1, len(name)/3)
	if len(name) <= 2 {
		limit = 0 // a short name is close to too many others
	}
	for _, cand := range candidates {
		if cand == name {
			continue
		}
		d := editDistance(strings.ToLower(name), strings.ToLower(cand))
		if d > limit {
			continue
		}
		if best == "" || d < bestDist || d == bestDist && cand < best {
			best, bestDist = cand, d
		}
	}
	if best == "" {
		return ""
	}
	return "; did you mean " + best + "?"
}

// editDistance returns the Levenshtein distance between a and b, counting an
// exchange of two neighbouring letters as one edit.
func editDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	prev2 := make([]int, len(y)+1)
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(y)]
}
