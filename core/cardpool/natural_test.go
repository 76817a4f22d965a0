package cardpool_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/dcg-engine/dcg/core/cardpool"
)

func TestNaturalLess(t *testing.T) {
	in := []string{"BT10-001", "ST1-10", "BT1-010", "P-001", "BT1-002", "BT2-001", "ST1-02", "AD1-001", "BT1-001", "EX1-001", "ST10-01"}
	sort.Slice(in, func(i, j int) bool { return cardpool.NaturalLess(in[i], in[j]) })
	assert.Equal(t, []string{"AD1-001", "BT1-001", "BT1-002", "BT1-010", "BT2-001", "BT10-001", "EX1-001", "P-001", "ST1-02", "ST1-10", "ST10-01"}, in)

	assert.False(t, cardpool.NaturalLess("BT1-010", "BT1-010"))
	assert.True(t, cardpool.NaturalLess("BT1", "BT1-001"))
}
