"""Plays whole games through `dcg serve --stdio` with a random and a heuristic agent.

    python3 play.py [--dcg PATH] [--seed N] [--games N] [--p1 random|heuristic] [--p2 ...]

Each seat is driven by this script (the server's agents are not used); the result
of each game is printed, one line a game.
"""

import argparse
import random
import sys

from dcg_client import DcgClient, deck

# Actions the heuristic prefers, first best: attacking and developing the board
# before passing the turn.
PREFERENCE = ["attack", "digivolve", "play", "hatch", "use", "activate", "move", "yes"]
MAX_ANSWERS = 5000  # a guard against a game that does not end


class RandomAgent:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, prompt):
        return self.rng.choice(prompt["options"])["id"]


class HeuristicAgent:
    """Prefers the action highest in PREFERENCE, then the highest cost; never concedes."""

    def choose(self, prompt):
        def score(option):
            action = option.get("action", "")
            rank = PREFERENCE.index(action) if action in PREFERENCE else len(PREFERENCE)
            return (rank, -option.get("cost", 0), option["id"])

        return min(prompt["options"], key=score)["id"]


def make_agent(name, seed):
    if name == "random":
        return RandomAgent(seed)
    if name == "heuristic":
        return HeuristicAgent()
    raise SystemExit(f"unknown agent {name!r}: random or heuristic")


def play_game(client, agents, seed, decks=("st1", "st2")):
    """Plays one game to its end; returns (result, game id, answers given)."""
    state = client.new_game([deck(d) for d in decks], seed)
    answers = 0
    while "prompt" in state:
        if answers >= MAX_ANSWERS:
            raise RuntimeError(f"game {state['game']} did not end in {MAX_ANSWERS} answers")
        prompt = state["prompt"]
        option = agents[prompt["player"]].choose(prompt)
        state = client.answer(state["game"], option)
        answers += 1
    return state["result"], state["game"], answers


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dcg", help="the dcg binary (default: $DCG, else dcg on PATH)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--p1", default="heuristic")
    parser.add_argument("--p2", default="random")
    args = parser.parse_args(argv)
    with DcgClient(args.dcg) as client:
        hello = client.hello()
        print(f"engine {hello['engine']}, protocol {hello['protocol']}")
        for i in range(args.games):
            seed = args.seed + i
            agents = {"p1": make_agent(args.p1, seed), "p2": make_agent(args.p2, seed + 1)}
            result, game, answers = play_game(client, agents, seed)
            if result.get("error"):
                print(f"game {game} seed {seed}: engine error: {result['error']}", file=sys.stderr)
                return 1
            winner = "draw" if result.get("draw") else result.get("winner")
            print(f"game {game} seed {seed}: {args.p1} (p1) vs {args.p2} (p2): "
                  f"winner {winner} by {result.get('reason')} in {result['turns']} turns, {answers} answers")
            client.drop(game)
    return 0


if __name__ == "__main__":
    sys.exit(main())
