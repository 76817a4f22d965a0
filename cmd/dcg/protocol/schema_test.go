package protocol

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
)

type schemaDef struct {
	Properties map[string]struct {
		Enum []string `json:"enum"`
	} `json:"properties"`
	Required []string `json:"required"`
}

func readSchema(t *testing.T) (version int, defs map[string]schemaDef) {
	t.Helper()
	b, err := os.ReadFile("schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Version int                  `json:"version"`
		Defs    map[string]schemaDef `json:"$defs"`
	}
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatalf("schema.json: %v", err)
	}
	return s.Version, s.Defs
}

// jsonFields are the JSON names of a struct's fields.
func jsonFields(typ reflect.Type) []string {
	var out []string
	for f := range typ.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name != "-" && f.IsExported() {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// The schema describes every field of every message, by the names the server
// writes, and nothing else: it cannot fall behind the code.
func TestSchemaMatchesTheMessages(t *testing.T) {
	version, defs := readSchema(t)
	if version != Version {
		t.Fatalf("schema.json is version %d, the protocol %d", version, Version)
	}
	types := map[string]any{"Request": Request{}, "DeckRequest": DeckRequest{}, "Response": Response{}, "Error": Error{},
		"Hello": Hello{}, "GameState": GameState{}, "Prompt": Prompt{}, "Option": Option{}, "View": View{}, "Side": Side{},
		"Card": Card{}, "Object": Object{}, "Attack": Attack{}, "Result": Result{}, "Events": Events{},
		"Dropped": Dropped{}, "ReplayResult": ReplayResult{}}
	for name, v := range types {
		def, ok := defs[name]
		if !ok {
			t.Errorf("schema.json has no $defs/%s", name)
			continue
		}
		var props []string
		for p := range def.Properties {
			props = append(props, p)
		}
		sort.Strings(props)
		if want := jsonFields(reflect.TypeOf(v)); !slices.Equal(props, want) {
			t.Errorf("$defs/%s lists %v; the message has %v", name, props, want)
		}
		for _, r := range def.Required {
			if _, ok := def.Properties[r]; !ok {
				t.Errorf("$defs/%s requires %q, which it does not list", name, r)
			}
		}
	}
}

// Every op the schema names is one the server carries out, and the reverse; so are
// the error codes.
func TestSchemaNamesTheOpsAndCodes(t *testing.T) {
	_, defs := readSchema(t)
	s := NewServer(Env{})
	ops := defs["Request"].Properties["op"].Enum
	for _, op := range ops {
		if op == "hello" || op == "new_game" {
			continue
		}
		if gameOp(op) == nil {
			t.Errorf("the schema names op %q, which the server does not know", op)
		}
	}
	r := s.Handle([]byte(`{"op": "no_such_op"}`))
	for _, op := range ops {
		if !strings.Contains(r.Error.Message, op) {
			t.Errorf("the unknown op's message does not list %q: %s", op, r.Error.Message)
		}
	}
	codes := []string{CodeBadJSON, CodeBadRequest, CodeUnknownOp, CodeUnknownGame, CodeBadDeck, CodeNoPrompt, CodeIllegalAnswer, CodeInternal}
	if got := defs["Error"].Properties["code"].Enum; !slices.Equal(got, codes) {
		t.Errorf("the schema's error codes %v; the server's %v", got, codes)
	}
}
