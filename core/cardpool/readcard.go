package cardpool

import (
	"go.yaml.in/yaml/v3"

	"github.com/dcg-engine/dcg/core"
)

// ReadCard reads one card in the set-file format from a YAML mapping node of another
// document (a scenario's inline custom cards). Errors name file, line and field as
// for set files.
func ReadCard(file string, n *yaml.Node) (*core.CardData, error) {
	r := &setReader{file: file}
	return r.cardData(n)
}
