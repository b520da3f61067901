package board

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var long = flag.Bool("long", false, "run the perft suite to its full depth")

// perftCase is one EPD line: a FEN and its leaf counts by depth.
type perftCase struct {
	fen    string
	counts []uint64 // counts[d-1] is perft(d)
}

// readEPD reads testdata/perft.epd: "FEN ;D1 n ;D2 n ...".
func readEPD(t testing.TB, path string) []perftCase {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), ";")
		c := perftCase{fen: strings.TrimSpace(parts[0])}
		for i, part := range parts[1:] {
			fields := strings.Fields(part)
			require.Len(t, fields, 2, "%s: %q", path, part)
			require.Equal(t, "D"+strconv.Itoa(i+1), fields[0])
			n, err := strconv.ParseUint(fields[1], 10, 64)
			require.NoError(t, err)
			c.counts = append(c.counts, n)
		}
		cases = append(cases, c)
	}
	require.NoError(t, sc.Err())
	require.Len(t, cases, 6)
	return cases
}

// shortBudget is the largest count checked without -long.
const shortBudget = 5_000_000

func TestPerftSuite(t *testing.T) {
	r := chess(t)
	for _, c := range readEPD(t, "testdata/perft.epd") {
		p := mustFEN(t, r, c.fen)
		for d, want := range c.counts {
			if want > shortBudget && !*long {
				break
			}
			assert.Equal(t, want, p.Perft(d+1), "perft(%d) of %s", d+1, c.fen)
		}
		assert.Equal(t, c.fen, p.FEN(), "the FEN is unchanged after perft")
	}
}
