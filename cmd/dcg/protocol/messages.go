package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Request is one line from the client. Op says what it asks; the other fields
// belong to some ops (README.md). ID, any JSON value, comes back in the response.
type Request struct {
	ID   json.RawMessage `json:"id,omitempty"`
	Op   string          `json:"op"`
	Game string          `json:"game,omitempty"`
	// new_game
	Decks  []DeckRequest `json:"decks,omitempty"`
	Seed   *uint64       `json:"seed,omitempty"`
	Agents []string      `json:"agents,omitempty"` // per seat: "client" (or "") or an agent's name
	Cards  []string      `json:"cards,omitempty"`  // card folders on top of the pool
	// view, events
	Player string `json:"player,omitempty"` // "p1" or "p2": whose view
	// events
	Since int `json:"since,omitempty"` // the cursor: events after this one
	// answer
	Option *int `json:"option,omitempty"` // the id of a legal option, or -1 to concede (1-2-4)
}

// DeckRequest is a deck: a built-in name (or a deck file the server can read), or a
// list of card numbers, one a copy.
type DeckRequest struct {
	Name  string   `json:"name,omitempty"`
	Cards []string `json:"cards,omitempty"`
}

// Response is one line to the client: OK and a result, or an error.
type Response struct {
	ID     json.RawMessage `json:"id,omitempty"`
	OK     bool            `json:"ok"`
	Result any             `json:"result,omitempty"`
	Error  *Error          `json:"error,omitempty"`
}

// Error says why a request failed: a code a program can test, a message for people.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// The error codes.
const (
	CodeBadJSON       = "bad_json"       // the line is not a JSON object
	CodeBadRequest    = "bad_request"    // a field of the wrong type, a missing or unknown field, a bad value
	CodeUnknownOp     = "unknown_op"     // no such op
	CodeUnknownGame   = "unknown_game"   // no game of that id
	CodeBadDeck       = "bad_deck"       // a deck that does not load or is not legal
	CodeNoPrompt      = "no_prompt"      // an answer while no decision waits for the client: the game ended
	CodeIllegalAnswer = "illegal_answer" // an option id the pending prompt does not list
	CodeInternal      = "internal"       // the server's own fault
)

func errorf(code, format string, a ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, a...)}
}

func failure(id json.RawMessage, err *Error) Response { return Response{ID: id, Error: err} }

// requestError tells a line that is not JSON from one whose fields are wrong.
func requestError(err error) *Error {
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &typ) && typ.Field == "":
		return errorf(CodeBadJSON, "not a JSON object: a JSON %s", typ.Value)
	case errors.As(err, &typ):
		return errorf(CodeBadRequest, "field %q: want %s, got JSON %s", typ.Field, typ.Type, typ.Value)
	case strings.HasPrefix(err.Error(), "json: unknown field"):
		return errorf(CodeBadRequest, "%s", strings.TrimPrefix(err.Error(), "json: "))
	}
	return errorf(CodeBadJSON, "not a JSON object: %v", err)
}

// idOf is the id of a request that could not be read whole, if it has one.
func idOf(line []byte) json.RawMessage {
	var r struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(line, &r) != nil {
		return nil
	}
	return r.ID
}

// Hello is hello's result.
type Hello struct {
	Engine   string   `json:"engine"`    // the engine's version
	Protocol int      `json:"protocol"`  // Version
	PoolHash string   `json:"pool_hash"` // the built-in card pool's hash
	Agents   []string `json:"agents"`    // the agents new_game may seat
}
