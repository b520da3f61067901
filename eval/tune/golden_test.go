package tune

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chespel/chespel/eval"
)

var update = flag.Bool("update", false, "rewrite the golden files of package eval/tune")

// golden compares got with the file at path, or rewrites it with -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./eval/tune -update to create %s", path)
	assert.Equal(t, string(want), got, "%s (go test ./eval/tune -update rewrites it)", path)
}

// loadTiny loads testdata/tiny.chs and its data.
func loadTiny(t *testing.T) ([]byte, *eval.Bot, []Sample) {
	t.Helper()
	return loadWithData(t, "testdata/tiny.chs")
}

// loadWithData loads the script at path and the data of testdata/tiny.epd.
func loadWithData(t *testing.T, path string) ([]byte, *eval.Bot, []Sample) {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	bot, diags := eval.Load(path, src)
	require.NotNil(t, bot, "%s loads: %v", path, diags)
	f, err := os.Open("testdata/tiny.epd")
	require.NoError(t, err)
	defer f.Close()
	samples, err := ReadData("testdata/tiny.epd", f, bot.Rules())
	require.NoError(t, err)
	return src, bot, samples
}

// TestGoldenTiny tunes the tiny bot on its 20 positions: the tuned script
// and the report (K, each changed number, the exact errors) are golden.
func TestGoldenTiny(t *testing.T) {
	src, bot, samples := loadTiny(t)
	res, err := Tune("testdata/tiny.chs", src, bot, samples, Config{Workers: 2})
	require.NoError(t, err)
	var report strings.Builder
	res.Report(&report)
	golden(t, "testdata/tiny.tuned.chs", string(res.Source))
	golden(t, "testdata/tiny.report", report.String())
	assert.Less(t, res.After, res.Before, "tuning lowers the error")
}

// TestGoldenTaper tunes a tapered bot (the two values of taper, several
// numbers in one statement, sums, lets read once) on the same positions,
// pulled towards its numbers by a ridge: the tuned script and the report
// are golden.
func TestGoldenTaper(t *testing.T) {
	src, bot, samples := loadWithData(t, "testdata/taper.chs")
	res, err := Tune("testdata/taper.chs", src, bot, samples, Config{Workers: 2, Ridge: 0.001})
	require.NoError(t, err)
	var report strings.Builder
	res.Report(&report)
	golden(t, "testdata/taper.tuned.chs", string(res.Source))
	golden(t, "testdata/taper.report", report.String())
	assert.Less(t, res.After, res.Before, "tuning lowers the error")
}

// TestGoldenTables tunes the values of two tables read in the sums of a
// tapered score (one behind a minus), pulled towards their start: the
// tuned script and the report are golden.
func TestGoldenTables(t *testing.T) {
	src, bot, samples := loadWithData(t, "testdata/tables.chs")
	res, err := Tune("testdata/tables.chs", src, bot, samples, Config{Workers: 2, Ridge: 0.001})
	require.NoError(t, err)
	var report strings.Builder
	res.Report(&report)
	golden(t, "testdata/tables.tuned.chs", string(res.Source))
	golden(t, "testdata/tables.report", report.String())
	assert.Less(t, res.After, res.Before, "tuning lowers the error")
}

// TestWorkersAgree checks that the number of goroutines does not change
// the result beyond rounding: one and two workers give the same script.
func TestWorkersAgree(t *testing.T) {
	src, bot, samples := loadTiny(t)
	one, err := Tune("testdata/tiny.chs", src, bot, samples, Config{Workers: 1})
	require.NoError(t, err)
	two, err := Tune("testdata/tiny.chs", src, bot, samples, Config{Workers: 2})
	require.NoError(t, err)
	assert.Equal(t, string(one.Source), string(two.Source), "one worker and two")
	assert.InDelta(t, one.After, two.After, 1e-12, "the error after")
}
