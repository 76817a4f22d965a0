package browser

import (
	"bytes"
	"cmp"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"slices"
)

// smallPNG re-encodes a screenshot with a palette of its 256 most used colors: the
// board is flat colors and text, so it reads the same at a fraction of the size (the
// README's pictures).
func smallPNG(b []byte) ([]byte, error) {
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	counts := map[color.RGBA]int{}
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			counts[color.RGBA{uint8(r >> 8 &^ 3), uint8(g >> 8 &^ 3), uint8(b >> 8 &^ 3), 255}]++
		}
	}
	type used struct {
		c color.RGBA
		n int
	}
	var all []used
	for c, n := range counts {
		all = append(all, used{c, n})
	}
	// the most used first; ties by the color itself (no map order in the output)
	slices.SortFunc(all, func(a, b used) int {
		if a.n != b.n {
			return cmp.Compare(b.n, a.n)
		}
		return cmp.Compare(uint32(a.c.R)<<16|uint32(a.c.G)<<8|uint32(a.c.B), uint32(b.c.R)<<16|uint32(b.c.G)<<8|uint32(b.c.B))
	})
	pal := color.Palette{}
	for _, u := range all[:min(256, len(all))] {
		pal = append(pal, u.c)
	}
	out := image.NewPaletted(bounds, pal)
	draw.Draw(out, bounds, img, bounds.Min, draw.Src)
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, out); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
