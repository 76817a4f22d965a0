"""A client of the dcg engine protocol (`dcg serve --stdio`), standard library only.

The protocol is described in cmd/dcg/protocol/README.md: one JSON request a line
on the server's standard input, one JSON response a line on its standard output,
in order, each carrying the request's id back.
"""

import json
import os
import subprocess


class DcgError(Exception):
    """An error object the server answered with ({"ok": false, "error": {...}})."""

    def __init__(self, code, message, request):
        super().__init__(f"dcg {request.get('op')}: {code}: {message}")
        self.code = code
        self.message = message
        self.request = request


def find_binary(path=None):
    """The dcg binary: the argument, else $DCG, else `dcg` on PATH."""
    return path or os.environ.get("DCG") or "dcg"


class DcgClient:
    """One `dcg serve --stdio` process; use as a context manager or call close()."""

    def __init__(self, binary=None, extra_args=()):
        self.proc = subprocess.Popen(
            [find_binary(binary), *extra_args, "serve", "--stdio"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.next_id = 1

    def call(self, op, **fields):
        """Sends one request and returns its result; raises DcgError on an error object."""
        request = {"id": self.next_id, "op": op, **fields}
        self.next_id += 1
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise DcgError("closed", "the server closed its output", request)
        response = json.loads(line)
        if response.get("id") != request["id"]:
            raise DcgError("out_of_order", f"response id {response.get('id')!r}", request)
        if not response.get("ok"):
            err = response.get("error", {})
            raise DcgError(err.get("code"), err.get("message"), request)
        return response["result"]

    # One method per op of the protocol.
    def hello(self):
        return self.call("hello")

    def new_game(self, decks, seed, agents=None, cards=None):
        fields = {"decks": decks, "seed": seed}
        if agents is not None:
            fields["agents"] = agents
        if cards is not None:
            fields["cards"] = cards
        return self.call("new_game", **fields)

    def prompt(self, game):
        return self.call("prompt", game=game)

    def answer(self, game, option):
        return self.call("answer", game=game, option=option)

    def view(self, game, player):
        return self.call("view", game=game, player=player)

    def events(self, game, player, since=0):
        return self.call("events", game=game, player=player, since=since)

    def clone(self, game):
        return self.call("clone", game=game)

    def drop(self, game):
        return self.call("drop", game=game)

    def replay(self, game):
        return self.call("replay", game=game)

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        if self.proc.stdout:
            self.proc.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def deck(name_or_cards):
    """A deck for new_game: a built-in deck's name or file, or a list of card numbers."""
    if isinstance(name_or_cards, str):
        return {"name": name_or_cards}
    return {"cards": list(name_or_cards)}
