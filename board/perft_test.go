package board

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"sync"
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

// TestRulesShared runs perft on one Rules from several goroutines; with
// -race it shows that compiled rules are read-only.
func TestRulesShared(t *testing.T) {
	r := chess(t)
	fens := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	}
	want := []uint64{8902, 97862, 2812}
	got := make([]uint64, len(fens))
	var wg sync.WaitGroup
	for i, fen := range fens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if p, err := r.ParseFEN(fen); err == nil {
				got[i] = p.Perft(3)
			}
		}()
	}
	wg.Wait()
	assert.Equal(t, want, got)
}
