package main

import (
	"fmt"
	"html/template"
	"math"
	"strings"

	"github.com/dcg-engine/dcg/core/match"
)

// The charts of 'dcg stats --html', drawn as inline SVG: no script, no network, no
// library. Every chart has a <title> and a <desc> (read by screen readers), text
// labels beside its marks (a reader never has to guess a value from a length), and
// colors of at least 4.5:1 contrast against the white page. The numbers are
// formatted once, here and in stats_report.go, so the same logs give the same bytes.

const (
	chartWidth = 760
	rowHeight  = 26
	charWidth  = 7.2 // the average advance of the 12px sans-serif labels, to size columns
	inkColor   = "#1a1a1a"
	barColor   = "#2f5f98" // 6.6:1 on white
	gridColor  = "#8a8a8a"
)

// svgChart starts an SVG of the given size with its title and description.
type svgChart struct {
	b    strings.Builder
	id   string
	w, h float64
}

func newChart(id, title, desc string, w, h float64) *svgChart {
	c := &svgChart{id: id, w: w, h: h}
	fmt.Fprintf(&c.b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" role="img" aria-labelledby="%s-title %s-desc" viewBox="0 0 %s %s" width="%s" height="%s" font-family="sans-serif" font-size="12">`,
		id, id, id, num(w), num(h), num(w), num(h))
	fmt.Fprintf(&c.b, `<title id="%s-title">%s</title><desc id="%s-desc">%s</desc>`, id, esc(title), id, esc(desc))
	return c
}

func (c *svgChart) rect(x, y, w, h float64, fill, tip string) {
	fmt.Fprintf(&c.b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s">`, num(x), num(y), num(w), num(h), fill)
	if tip != "" {
		fmt.Fprintf(&c.b, `<title>%s</title>`, esc(tip))
	}
	c.b.WriteString(`</rect>`)
}

func (c *svgChart) outline(x, y, w, h float64) {
	fmt.Fprintf(&c.b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s"/>`, num(x), num(y), num(w), num(h), gridColor)
}

func (c *svgChart) line(x1, y1, x2, y2 float64, stroke string, dashed bool) {
	dash := ""
	if dashed {
		dash = ` stroke-dasharray="4 3"`
	}
	fmt.Fprintf(&c.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.5"%s/>`,
		num(x1), num(y1), num(x2), num(y2), stroke, dash)
}

// text writes a label; anchor is start, middle or end.
func (c *svgChart) text(x, y float64, anchor, fill, s string) {
	fmt.Fprintf(&c.b, `<text x="%s" y="%s" text-anchor="%s" fill="%s">%s</text>`, num(x), num(y), anchor, fill, esc(s))
}

func (c *svgChart) html() template.HTML {
	c.b.WriteString(`</svg>`)
	return template.HTML(c.b.String()) // every text in it went through esc
}

// rateBar is one row of a rate chart: a proportion and its 95% interval.
type rateBar struct {
	Label string
	Rate  match.Rate
	Of    string // what the rate counts: "41 of 80 games"
}

// rateChart draws proportions as horizontal bars with their 95% confidence intervals
// as error bars, against the 50% line (an even match; a fair coin for who goes first).
func rateChart(id, title, desc string, rows []rateBar) template.HTML {
	labelW := labelWidth(rows, func(r rateBar) string { return r.Label })
	plotW := 380.0
	x0, top := labelW+12, 24.0
	h := top + float64(len(rows))*rowHeight + 30
	c := newChart(id, title, desc, math.Max(chartWidth, x0+plotW+170), h) // room for "52.9% (41.3–64.1%)"
	x := func(p float64) float64 { return x0 + p*plotW }
	bottom := top + float64(len(rows))*rowHeight
	for _, p := range []float64{0, 0.25, 0.5, 0.75, 1} {
		c.line(x(p), top-4, x(p), bottom, gridColor, p == 0.5)
		c.text(x(p), bottom+16, "middle", inkColor, pct(p))
	}
	for i, r := range rows {
		y := top + float64(i)*rowHeight
		mid := y + rowHeight/2
		c.text(x0-8, mid+4, "end", inkColor, clip(r.Label))
		c.rect(x(0), y+5, r.Rate.Rate*plotW, rowHeight-10, barColor, fmt.Sprintf("%s: %s, %s", r.Label, pct(r.Rate.Rate), r.Of))
		c.line(x(r.Rate.Low), mid, x(r.Rate.High), mid, inkColor, false)
		c.line(x(r.Rate.Low), mid-6, x(r.Rate.Low), mid+6, inkColor, false)
		c.line(x(r.Rate.High), mid-6, x(r.Rate.High), mid+6, inkColor, false)
		c.text(x(1)+10, mid+4, "start", inkColor, pct(r.Rate.Rate)+" ("+interval(r.Rate)+")")
	}
	return c.html()
}

// countBar is one row of a count chart.
type countBar struct {
	Label string
	Count int
}

// countChart draws counts as horizontal bars, each with its count and share of the total.
func countChart(id, title, desc string, rows []countBar) template.HTML {
	labelW := labelWidth(rows, func(r countBar) string { return r.Label })
	total, most := 0, 1
	for _, r := range rows {
		total += r.Count
		most = max(most, r.Count)
	}
	plotW := 380.0
	x0, top := labelW+12, 10.0
	c := newChart(id, title, desc, math.Max(chartWidth, x0+plotW+110), top+float64(len(rows))*rowHeight+10)
	for i, r := range rows {
		y := top + float64(i)*rowHeight
		c.text(x0-8, y+rowHeight/2+4, "end", inkColor, clip(r.Label))
		w := plotW * float64(r.Count) / float64(most)
		c.rect(x0, y+5, w, rowHeight-10, barColor, "")
		c.text(x0+w+8, y+rowHeight/2+4, "start", inkColor, fmt.Sprintf("%d (%s)", r.Count, pct(share(r.Count, total))))
	}
	return c.html()
}

// histogram draws how many games lasted each number of turns (bins of Width turns).
func histogram(id, title, desc string, bins []lengthBin) template.HTML {
	most := 1
	for _, b := range bins {
		most = max(most, b.Games)
	}
	x0, top, plotH := 48.0, 20.0, 180.0
	barW := math.Min(40, (chartWidth-x0-10)/float64(max(1, len(bins))))
	c := newChart(id, title, desc, chartWidth, top+plotH+44)
	bottom := top + plotH
	for _, g := range []int{0, (most + 1) / 2, most} {
		y := bottom - plotH*float64(g)/float64(most)
		c.line(x0-4, y, x0+barW*float64(len(bins)), y, gridColor, g != 0)
		c.text(x0-8, y+4, "end", inkColor, fmt.Sprint(g))
	}
	every := 1 + len(bins)/20 // at most about 20 labels under the axis
	for i, b := range bins {
		x := x0 + barW*float64(i)
		h := plotH * float64(b.Games) / float64(most)
		c.rect(x+1, bottom-h, barW-2, h, barColor, fmt.Sprintf("%s turns: %d games", b.Label, b.Games))
		if b.Games > 0 && barW >= 16 { // room for a two-digit count
			c.text(x+barW/2, bottom-h-4, "middle", inkColor, fmt.Sprint(b.Games))
		}
		if i%every == 0 {
			c.text(x+barW/2, bottom+16, "middle", inkColor, b.Label)
		}
	}
	c.text(x0+barW*float64(len(bins))/2, bottom+36, "middle", inkColor, "turns")
	return c.html()
}

// heatMap draws the win rate of each row deck against each column deck, both seats,
// colored from red (the row deck loses) through white to blue (it wins), each cell
// labeled with its rate. Columns are numbered as the rows, to keep the map narrow.
func heatMap(id, title, desc string, m *pairingMatrix) template.HTML {
	n := len(m.Decks)
	rows := make([]string, n)
	for i, d := range m.Decks {
		rows[i] = fmt.Sprintf("%d %s", i+1, d)
	}
	labelW := labelWidth(rows, func(s string) string { return s })
	cell := 36.0
	x0, top := labelW+12, 26.0
	w := math.Max(chartWidth, x0+cell*float64(n)+10)
	c := newChart(id, title, desc, w, top+cell*float64(n)+50)
	for j := range n {
		c.text(x0+cell*float64(j)+cell/2, top-8, "middle", inkColor, fmt.Sprint(j+1))
	}
	for i, row := range m.Cells {
		y := top + cell*float64(i)
		c.text(x0-8, y+cell/2+4, "end", inkColor, clip(rows[i]))
		for j, v := range row {
			x := x0 + cell*float64(j)
			if v.Games == 0 {
				c.rect(x+1, y+1, cell-2, cell-2, "#e6e6e6", "")
				c.text(x+cell/2, y+cell/2+4, "middle", inkColor, "–")
				continue
			}
			c.rect(x+1, y+1, cell-2, cell-2, heatColor(v.Rate()), fmt.Sprintf("%s against %s: won %d of %d", m.Decks[i], m.Decks[j], v.Wins, v.Games))
			c.text(x+cell/2, y+cell/2+4, "middle", inkColor, fmt.Sprintf("%.0f%%", 100*v.Rate()))
		}
	}
	legendY := top + cell*float64(n) + 14
	for k, p := range []float64{0, 0.25, 0.5, 0.75, 1} {
		x := x0 + 52*float64(k)
		c.rect(x, legendY, 50, 22, heatColor(p), "")
		c.outline(x, legendY, 50, 22) // the white of 50% on the white page
		c.text(x+25, legendY+15, "middle", inkColor, pct(p))
	}
	return c.html()
}

// heatColor is the fill for a win rate: white at 50%, towards red below and blue
// above. Both ends are light enough (relative luminance above 0.3) that the dark
// labels keep a contrast of more than 6:1 on every cell.
func heatColor(p float64) string {
	lose, even, win := [3]float64{0xe0, 0x7b, 0x7b}, [3]float64{0xf7, 0xf7, 0xf7}, [3]float64{0x6f, 0xa3, 0xd6}
	to, t := win, 2*(p-0.5)
	if p < 0.5 {
		to, t = lose, 2*(0.5-p)
	}
	var rgb [3]int
	for k := range rgb {
		rgb[k] = int(math.Round(even[k] + (to[k]-even[k])*t))
	}
	return fmt.Sprintf("#%02x%02x%02x", rgb[0], rgb[1], rgb[2])
}

// maxLabel is the most characters of a label drawn beside a chart: a longer one is
// cut (the tables beside the charts have it whole), so the plot keeps its room.
const maxLabel = 40

// labelWidth is the width of a column of labels.
func labelWidth[T any](rows []T, label func(T) string) float64 {
	n := 4
	for _, r := range rows {
		n = max(n, len([]rune(clip(label(r)))))
	}
	return charWidth * float64(n)
}

// clip cuts a label to maxLabel characters.
func clip(s string) string {
	if r := []rune(s); len(r) > maxLabel {
		return string(r[:maxLabel-1]) + "…"
	}
	return s
}

// num formats a coordinate: at most two decimals, the same on every machine.
func num(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

func esc(s string) string { return template.HTMLEscapeString(s) }

func pct(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }

// interval is a rate's 95% confidence interval as the summaries print it.
func interval(r match.Rate) string { return fmt.Sprintf("%.1f–%.1f%%", 100*r.Low, 100*r.High) }

func share(n, total int) float64 {
	if total == 0 {
		return 0
	}
	return float64(n) / float64(total)
}
