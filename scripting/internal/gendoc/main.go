// Command gendoc writes the Lua API reference into scripting/README.md (between its
// markers) and the LuaLS stubs scripting/dcg.d.lua, both from scripting/apidoc.go.
// Run it from the repository root:
//
//	go run ./scripting/internal/gendoc
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/dcg-engine/dcg/scripting"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gendoc:", err)
		os.Exit(1)
	}
}

func run() error {
	dir := "scripting"
	if _, err := os.Stat(filepath.Join(dir, "apidoc.go")); err != nil {
		dir = "." // run from inside scripting/
		if _, err := os.Stat("apidoc.go"); err != nil {
			return fmt.Errorf("run me from the repository root (no scripting/apidoc.go here)")
		}
	}
	readme := filepath.Join(dir, "README.md")
	old, err := os.ReadFile(readme)
	if err != nil {
		return err
	}
	text, err := scripting.ReplaceAPISection(string(old))
	if err != nil {
		return fmt.Errorf("%s: %w", readme, err)
	}
	if err := os.WriteFile(readme, []byte(text), 0o644); err != nil {
		return err
	}
	stubs := filepath.Join(dir, scripting.StubsFile)
	if err := os.WriteFile(stubs, []byte(scripting.LuaStubs()), 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s and %s\n", readme, stubs)
	return nil
}
