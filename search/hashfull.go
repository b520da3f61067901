package search

// hashfullSample is how many buckets hashfull looks at.
const hashfullSample = 500

// hashfull returns the permille of the table's entries that the current
// search (or the one before it) wrote, from a sample of its first buckets:
// UCI's "hashfull".
func (t *table) hashfull() int {
	n := min(len(t.buckets), hashfullSample)
	used := 0
	for i := range n {
		for j := range t.buckets[i] {
			if e := t.buckets[i][j].load(); e.bound != boundNone && (e.age == t.age || e.age == t.age-1) {
				used++
			}
		}
	}
	return used * 1000 / (2 * n)
}
