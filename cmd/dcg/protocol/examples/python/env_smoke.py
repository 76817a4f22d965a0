"""Steps DcgEnv through whole games with random legal actions from the mask.

    python3 env_smoke.py [--dcg PATH] [--games N]

Each seed is played twice: the same seed and actions must give the same game.
Prints "env smoke: N games ok" when every check holds; exits non-zero otherwise.
"""

import argparse
import random
import sys

from dcg_env import MAX_OPTIONS, OBS_SIZE, DcgEnv


def play(env, seed):
    """One game with random masked actions; returns its trace and result."""
    rng = random.Random(seed)
    env.reset(seed=seed)
    trace = []
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        assert len(obs["observation"]) == OBS_SIZE, len(obs["observation"])
        assert len(obs["action_mask"]) == MAX_OPTIONS
        assert obs["action_mask"] == info["action_mask"]
        if terminated or truncated:
            action = None
        else:
            legal = [i for i, m in enumerate(obs["action_mask"]) if m]
            assert legal, f"{agent} is selected with no legal action"
            action = rng.choice(legal)
        trace.append((agent, action, tuple(obs["observation"])))
        env.step(action)
    return trace, env.result, dict(env.rewards)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dcg", help="the dcg binary (default: $DCG, else dcg on PATH)")
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args(argv)
    env = DcgEnv(dcg=args.dcg)
    try:
        for seed in range(1, args.games + 1):
            trace, result, rewards = play(env, seed)
            assert result is not None and not result.get("error"), result
            assert sorted(rewards.values()) == ([0, 0] if result.get("draw") else [-1, 1]), rewards
            again, result2, _ = play(env, seed)
            assert trace == again and result == result2, f"seed {seed}: not the same game twice"
            print(f"seed {seed}: {len(trace)} steps, winner {result.get('winner')} by {result.get('reason')}, rewards {rewards}")
    finally:
        env.close()
    print(f"env smoke: {args.games} games ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
