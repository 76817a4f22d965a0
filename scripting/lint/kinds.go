package lint

import (
	"strings"

	"github.com/yuin/gopher-lua/ast"
)

// kind is what lint knows an expression holds, as far as simple data flow tells:
// the API's values (ctx, objects, cards, lists of them, events) and Lua's literals.
type kind int

const (
	unknown kind = iota
	kCtx
	kObject
	kCard
	kObjects
	kCards
	kEvent
	kString
	kNumber
	kBool
	kNil
	kFunction
	kTable
)

// kindOfType is the kind of a value of a documented LuaLS type: a method's result,
// a field, a parameter.
func kindOfType(typ string) kind {
	switch strings.TrimSuffix(strings.TrimSpace(typ), "?") {
	case "Ctx":
		return kCtx
	case "Object":
		return kObject
	case "Card":
		return kCard
	case "Object[]":
		return kObjects
	case "Card[]":
		return kCards
	case "Event":
		return kEvent
	case "integer", "number":
		return kNumber
	case "string":
		return kString
	case "boolean":
		return kBool
	}
	return unknown
}

// element is the kind of an item of a list kind.
func (k kind) element() kind {
	switch k {
	case kObjects:
		return kObject
	case kCards:
		return kCard
	}
	return unknown
}

// literal is a constant written in the script: its kind and, for strings, its value.
type literal struct {
	kind  kind
	value string
}

// literalOf is the literal an expression is, if it is one.
func literalOf(e ast.Expr) (literal, bool) {
	switch x := e.(type) {
	case *ast.StringExpr:
		return literal{kString, x.Value}, true
	case *ast.NumberExpr:
		return literal{kNumber, x.Value}, true
	case *ast.TrueExpr, *ast.FalseExpr:
		return literal{kind: kBool}, true
	case *ast.NilExpr:
		return literal{kind: kNil}, true
	case *ast.UnaryMinusOpExpr:
		if _, ok := x.Expr.(*ast.NumberExpr); ok {
			return literal{kind: kNumber}, true
		}
	}
	return literal{}, false
}

// typeAccepts reports whether a literal fits a documented type. vocabOf names the
// strings of a vocabulary type (Duration, TargetName, ...); a type it does not know
// takes any value (lint says nothing it cannot be sure of). nil never fits a
// required value; the caller decides about optional ones.
func (s *surface) typeAccepts(typ string, lit literal) bool {
	for _, alt := range splitAlts(typ) {
		alt = strings.TrimSuffix(alt, "?")
		switch {
		case strings.HasPrefix(alt, `"`):
			if lit.kind == kString && lit.value == strings.Trim(alt, `"`) {
				return true
			}
		case alt == "integer" || alt == "number":
			if lit.kind == kNumber {
				return true
			}
		case alt == "string":
			if lit.kind == kString {
				return true
			}
		case alt == "boolean":
			if lit.kind == kBool {
				return true
			}
		case alt == "Amount":
			if lit.kind == kNumber {
				return true
			}
		case alt == "Target" || alt == "Filter":
			if lit.kind == kString && (lit.value == "self" || contains(s.vocab["TargetName"], lit.value)) {
				return true
			}
		case s.vocab[alt] != nil:
			if lit.kind == kString && contains(s.vocab[alt], lit.value) {
				return true
			}
		case alt == "nil":
			if lit.kind == kNil {
				return true
			}
		case strings.HasPrefix(alt, "fun(") || alt == "Handler" || strings.HasSuffix(alt, "[]") ||
			strings.HasPrefix(alt, "{") || alt == "table" || alt == "Object" || alt == "Card" || alt == "Ctx" ||
			alt == "Event" || strings.HasPrefix(alt, "(") || alt == "Entry" || alt == "CardDef" || strings.HasSuffix(alt, "Options") ||
			alt == "DigivolveChoice" || alt == "KeywordDef":
			// Not a literal's type: a literal of another kind does not fit.
		default:
			return true // a type lint does not read
		}
	}
	return false
}

// vocabOfType is the strings a type takes where it takes a vocabulary: for the
// suggestion when a string fits none. what says which vocabulary ("duration").
func (s *surface) vocabOfType(typ string) (names []string, what string) {
	for _, alt := range splitAlts(typ) {
		alt = strings.TrimSuffix(alt, "?")
		switch {
		case alt == "Target" || alt == "Filter" || alt == "TargetName":
			names, what = append(names, s.vocab["TargetName"]...), joinWhat(what, "target")
		case strings.HasPrefix(alt, `"`):
			names = append(names, strings.Trim(alt, `"`))
			if what == "" {
				what = "value"
			}
		case s.vocab[alt] != nil:
			names, what = append(names, s.vocab[alt]...), joinWhat(what, vocabWords[alt])
		}
	}
	return names, what
}

// vocabWords name the vocabularies in messages.
var vocabWords = map[string]string{"Duration": "duration", "TargetName": "target", "WhenEvent": "\"when\" event",
	"WouldEvent": "\"would\" cause", "Player": "player", "Area": "area", "zone": "zone", "timing": "timing", "later": "later timing"}

func joinWhat(a, b string) string {
	if a == "" || a == "value" {
		return b
	}
	if b == "" || strings.Contains(a, b) {
		return a
	}
	return a + " or " + b
}

// takesTable reports whether a type takes a table constructor, and takesFunction a
// function.
func takesTable(typ string) bool {
	for _, alt := range splitAlts(typ) {
		alt = strings.TrimSuffix(alt, "?")
		if alt == "table" || alt == "Target" || alt == "Filter" || strings.HasSuffix(alt, "[]") || strings.HasPrefix(alt, "{") ||
			alt == "CardDef" || alt == "Entry" || strings.HasSuffix(alt, "Options") || alt == "DigivolveChoice" || alt == "KeywordDef" {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// kindWord names a literal's kind in messages.
func kindWord(k kind) string {
	switch k {
	case kString:
		return "a string"
	case kNumber:
		return "a number"
	case kBool:
		return "a boolean"
	case kNil:
		return "nil"
	case kFunction:
		return "a function"
	case kTable:
		return "a table"
	}
	return "a value"
}
