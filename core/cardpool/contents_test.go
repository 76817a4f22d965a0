package cardpool_test

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/dcg-engine/dcg/core"
)

// The files a game's cards read from a folder — their set file and scripts, and the
// custom keyword scripts — are hashed one by one; the folder's hash changes with any
// file a game can read, and with nothing else.
func TestContentHashes(t *testing.T) {
	fsys := fanFS()
	fsys["keywords/flying.lua"] = &fstest.MapFile{Data: []byte("return keyword { name = \"Flying\" }\n")}
	fsys["README.md"] = &fstest.MapFile{Data: []byte("notes\n")}
	p := openNamed(t, fsys, "mods")
	hash, err := p.ContentHash()
	require.NoError(t, err)
	assert.Len(t, hash, 16)

	files, err := p.FileHashes([]string{"FAN1-001", "FAN1-002", "ST1-03"})
	require.NoError(t, err)
	var paths []string
	for _, f := range files {
		paths = append(paths, f.Path+" "+f.Card)
		assert.Len(t, f.Hash, 16)
	}
	assert.Equal(t, []string{"FAN1/FAN1-001.lua FAN1-001", "FAN1/FAN1.yaml ", "keywords/flying.lua "}, paths,
		"FAN1-002 has no script; ST1-03 is not the folder's")

	same := func() string {
		h, err := openNamed(t, fsys, "mods").ContentHash()
		require.NoError(t, err)
		return h
	}
	fsys["README.md"].Data = []byte("other notes\n")
	assert.Equal(t, hash, same(), "a file no game reads")
	fsys["FAN1/FAN1-001.lua"].Data = []byte("return card { on_play = function(ctx) ctx:draw(1) end }\n")
	edited := same()
	assert.NotEqual(t, hash, edited, "a card script")
	fsys["keywords/flying.lua"].Data = []byte("-- <Flying>\nreturn keyword { name = \"Flying\" }\n")
	assert.NotEqual(t, edited, same(), "a keyword script")

	again, err := openNamed(t, fsys, "mods").FileHashes([]string{"FAN1-001"})
	require.NoError(t, err)
	assert.NotEqual(t, files[0], again[0])
	assert.Equal(t, core.ReplayFile{Path: "FAN1/FAN1.yaml", Hash: files[1].Hash}, again[1])
}
