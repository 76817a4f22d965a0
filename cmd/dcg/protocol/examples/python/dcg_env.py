"""A two-player environment over `dcg serve --stdio` in the shape of PettingZoo's AEC API.

Runs with the standard library alone. When PettingZoo is importable the class
subclasses pettingzoo.AECEnv (and, with gymnasium, gives its spaces); without it
the same methods and attributes are there. The observation is a fixed-size list of
floats laid out in the README ("The observation"), and `action_mask` marks the
legal options of the waiting decision, padded to MAX_OPTIONS.
"""

import random

from dcg_client import DcgClient, deck

try:  # PettingZoo is optional: the class has the same shape without it.
    from pettingzoo import AECEnv as _Base
except ImportError:  # pragma: no cover - depends on the machine
    _Base = object

try:
    from gymnasium import spaces as _spaces
except ImportError:  # pragma: no cover
    _spaces = None

AGENTS = ["p1", "p2"]
MAX_OPTIONS = 64  # the action space: an option's index in the prompt; more are cut off
MAX_SLOTS = 8  # battle-area slots observed per player; more are cut off
PHASES = ["setup", "unsuspend", "draw", "breeding", "main", "end_of_turn"]
KINDS = ["redraw", "breeding", "main", "block", "choose", "yes_no", "order", "number", "arts_digivolve"]
SIDE_FIELDS = 8  # hand, deck, egg deck, security, trash, breeding: present, level, DP/1000
SLOT_FIELDS = 6  # present, level, DP/1000, suspended, digivolution cards, links
OBS_SIZE = 1 + 1 + len(PHASES) + 2 * (SIDE_FIELDS + MAX_SLOTS * SLOT_FIELDS) + len(KINDS) + 1


def _object_fields(obj):
    """present, level, DP/1000, suspended, digivolution cards, links of one object."""
    if obj is None:
        return [0.0] * SLOT_FIELDS
    dp = obj.get("dp")
    return [
        1.0,
        float(obj.get("level", 0)),
        dp / 1000.0 if dp is not None else 0.0,
        1.0 if obj.get("suspended") else 0.0,
        float(len(obj.get("cards", [])) - 1),  # the cards under the top one
        float(len(obj.get("links", []))),
    ]


def encode(view, prompt=None):
    """The fixed-size observation of a player's view (see the README's table)."""
    obs = [float(view["memory"]), 1.0 if view["turn_player"] == view["me"] else 0.0]
    obs += [1.0 if view["phase"] == p else 0.0 for p in PHASES]
    sides = sorted(view["players"], key=lambda s: s["player"] != view["me"])  # me first
    for side in sides:
        breeding = _object_fields(side.get("breeding"))
        obs += [
            float(side["hand_count"]),
            float(side["deck_count"]),
            float(side["egg_deck_count"]),
            float(side["security_count"]),
            float(len(side.get("trash", []))),
            breeding[0],
            breeding[1],
            breeding[2],
        ]
        battle = side.get("battle", [])[:MAX_SLOTS]
        for slot in range(MAX_SLOTS):
            obs += _object_fields(battle[slot] if slot < len(battle) else None)
    kind = prompt["kind"] if prompt else None
    obs += [1.0 if kind == k else 0.0 for k in KINDS]
    obs.append(float(len(prompt["options"])) if prompt else 0.0)
    assert len(obs) == OBS_SIZE
    return obs


class DcgEnv(_Base):
    """Two seats, p1 and p2, both driven by the caller, one decision at a time.

    An action is the index of an option in the waiting prompt's options. Rewards
    come at the end: +1 to the winner, -1 to the loser, 0 each for a draw.
    """

    metadata = {"name": "dcg_v0", "render_modes": [], "is_parallelizable": False}

    def __init__(self, dcg=None, decks=("st1", "st2"), max_steps=5000, client=None):
        if _Base is not object:
            super().__init__()
        self.client = client or DcgClient(dcg)
        self._own_client = client is None
        self.decks = [deck(d) for d in decks]
        self.max_steps = max_steps
        self.possible_agents = list(AGENTS)
        self.game = None
        self.agents = []
        self._seed_rng = random.Random()

    # Spaces, for PettingZoo users; plain descriptions without gymnasium.
    def observation_space(self, agent):
        if _spaces is None:
            return {"observation": ("float", OBS_SIZE), "action_mask": ("int8", MAX_OPTIONS)}
        import numpy as np

        return _spaces.Dict({
            "observation": _spaces.Box(-np.inf, np.inf, (OBS_SIZE,), np.float32),
            "action_mask": _spaces.Box(0, 1, (MAX_OPTIONS,), np.int8),
        })

    def action_space(self, agent):
        return _spaces.Discrete(MAX_OPTIONS) if _spaces is not None else ("discrete", MAX_OPTIONS)

    def reset(self, seed=None, options=None):
        """Starts a new game; the same seed gives the same game for the same actions."""
        self._drop()
        if seed is None:
            seed = self._seed_rng.randrange(2**31)
        state = self.client.new_game(self.decks, seed)
        self.game = state["game"]
        self.agents = list(AGENTS)
        self.rewards = {a: 0 for a in AGENTS}
        self._cumulative_rewards = {a: 0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self.steps = 0
        self.result = None
        self._take(state)

    def _take(self, state):
        """Brings the attributes up to a game state from the server."""
        self.prompt = state.get("prompt")
        for a in AGENTS:
            self.infos[a] = {"action_mask": self._mask(a)}
        if self.prompt is not None:
            self.agent_selection = self.prompt["player"]
            return
        self.result = state["result"]
        winner = None if self.result.get("draw") else self.result.get("winner")
        for a in AGENTS:
            self.rewards[a] = 0 if winner is None else (1 if a == winner else -1)
            self._cumulative_rewards[a] += self.rewards[a]
            self.terminations[a] = True
            self.infos[a]["result"] = self.result

    def _mask(self, agent):
        mask = [0] * MAX_OPTIONS
        if self.prompt is not None and self.prompt["player"] == agent:
            for i in range(min(len(self.prompt["options"]), MAX_OPTIONS)):
                mask[i] = 1
        return mask

    def observe(self, agent):
        view = self.client.view(self.game, agent)
        prompt = self.prompt if self.prompt is not None and self.prompt["player"] == agent else None
        return {"observation": encode(view, prompt), "action_mask": self._mask(agent)}

    def last(self, observe=True):
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(agent)
            return
        self._cumulative_rewards[agent] = 0
        options = self.prompt["options"]
        if action is None or not 0 <= action < min(len(options), MAX_OPTIONS):
            raise ValueError(f"action {action!r} is not legal: the mask has {len(options)} options")
        self._take(self.client.answer(self.game, options[action]["id"]))
        self.steps += 1
        if self.prompt is not None and self.steps >= self.max_steps:
            for a in AGENTS:
                self.truncations[a] = True
            self.agent_selection = AGENTS[0]

    def _was_dead_step(self, agent):
        """Removes an agent that is done; the next one left is selected (PettingZoo's rule)."""
        self.agents.remove(agent)
        self._cumulative_rewards[agent] = 0
        if self.agents:
            self.agent_selection = self.agents[0]

    def agent_iter(self, max_iter=2**63):
        """Yields the agent to act until every agent is done."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def _drop(self):
        if self.game is not None:
            self.client.drop(self.game)
            self.game = None

    def close(self):
        self._drop()
        if self._own_client:
            self.client.close()


def env(**kwargs):
    """PettingZoo's constructor convention."""
    return DcgEnv(**kwargs)
