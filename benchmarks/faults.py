"""How many planted single-line faults in the engine the card and rule tests catch.

Each fault changes one line of one engine module, in a temporary copy of the
project (game/, tests/, decks/ and pyproject.toml; the working tree is never touched),
then runs the card and rule tests there; a fault is caught when they fail. The
unchanged copy must pass first. Prints one line per fault, the count, then one
JSON line on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
TESTS = ("tests/engine/test_card_rules.py", "tests/engine/test_citrine.py", "tests/engine/test_ruby.py",
         "tests/engine/test_emerald.py", "tests/engine/test_rules.py")


class Fault(NamedTuple):
    """Replace `old` (a part of exactly one line of game/engine/`module`) by `new`."""

    card: str
    module: str
    old: str
    new: str


FAULTS = (
    # Citrine
    Fault("fortune_teller", "citrine.py", "ring_distance(asked, suitcase) <= 2", "ring_distance(asked, suitcase) < 2"),
    Fault("test_access_codes", "citrine.py", "lambda asked, suitcase: asked == suitcase",
          "lambda asked, suitcase: asked != suitcase"),
    Fault("picking_petals", "citrine.py", "if n != suitcase and n != 3 and n not in named",
          "if n != suitcase and n not in named"),
    Fault("picking_petals", "citrine.py", "no_guards = all(c < 0 for row in s.slots for c in row)",
          "no_guards = all(c < 0 for c in s.slots[opponent])"),
    Fault("switch_places", "citrine.py", "s.face_up[player][slot] = s.face_up[opponent][t] = True",
          "s.face_up[player][slot] = True"),
    Fault("switch_places", "citrine.py", "options.append((\"exchange_discard\", slot))", "pass"),
    Fault("scavenge", "citrine.py", "depth = min(3, len(s.discard))", "depth = min(2, len(s.discard))"),
    Fault("scavenge", "citrine.py", "for i in range(len(hand) - 1)),", "for i in range(len(hand))),"),
    Fault("extra_protection", "citrine.py",
          "options = tuple((\"slot\", t) for t in s.guard_slots(player) if s.tuck[player][t] < 0)",
          "options = tuple((\"slot\", t) for t in s.guard_slots(player))"),
    Fault("wheel_of_fate", "citrine.py", "answer=Answer(SUITCASE, lambda guard, suitcase: in_code(guard, suitcase))",
          "answer=Answer(SUITCASE, lambda guard, suitcase: guard == suitcase)"),
    Fault("wheel_of_fate", "citrine.py", "    options = tuple((\"slot\", t) for t in s.guard_slots(player))\n",
          "    options = tuple((\"slot\", t) for t in s.guard_slots(player) if s.tuck[player][t] < 0)\n"),
    Fault("decoy_guard", "citrine.py", "ring_distance(asked, suitcase) <= 1", "ring_distance(asked, suitcase) <= 2"),
    Fault("shine_spotlights", "citrine.py",
          "hidden = [t for t in s.guard_slots(opponent) if not s.face_up[opponent][t]]",
          "hidden = [t for t in s.guard_slots(opponent) if not s.face_up[opponent][t] and s.tuck[opponent][t] < 0]"),
    Fault("shine_spotlights", "citrine.py", "if len(hidden) <= 2:", "if len(hidden) <= 1:"),
    # Ruby
    Fault("wiretap", "ruby.py", "ENCRYPT_TRIGGERS[\"wiretap\"] = _wiretap_shows", "pass"),
    Fault("dead_drop", "ruby.py", "s.hands[owner][0], s.encrypted[i] = s.encrypted[i], final",
          "s.hands[owner][0] = s.encrypted[i]"),
    Fault("silent_blade", "ruby.py", "if s.face_up[opponent][t] and s.tuck[opponent][t] < 0)",
          "if s.face_up[opponent][t])"),
    Fault("interrogation", "ruby.py", "lambda asked, hand: asked in hand", "lambda asked, hand: asked not in hand"),
    Fault("double_agent", "ruby.py",
          "options = tuple((\"slot\", t) for t in s.guard_slots(opponent) if not s.face_up[opponent][t])",
          "options = tuple((\"slot\", t) for t in s.guard_slots(opponent))"),
    Fault("double_agent", "ruby.py",
          "options = tuple((\"slot\", t) for t in s.guard_slots(opponent) if not s.face_up[opponent][t])",
          "options = tuple((\"slot\", t) for t in s.guard_slots(opponent) if not s.face_up[opponent][t] "
          "and s.tuck[opponent][t] < 0)"),
    Fault("double_agent", "ruby.py", "answer=Answer(GUARD_NUMBER, lambda guard, suitcase: in_code(guard, suitcase))",
          "answer=Answer(GUARD_NUMBER, lambda guard, suitcase: True)"),
    Fault("crossfire", "ruby.py", "mine = [t for t in s.guard_slots(player) if s.tuck[player][t] < 0]",
          "mine = s.guard_slots(player)"),
    Fault("floodlights", "ruby.py", "if not s.face_up[opponent][t] and s.tuck[opponent][t] < 0)",
          "if not s.face_up[opponent][t])"),
    Fault("floodlights", "ruby.py", "return None if placement is None else (placement[0], True)",
          "return None if placement is None else (placement[0], False)"),
    Fault("safecracker", "ruby.py", "answer(s, \"safecracker\", NUM[s.discard[-1]])",
          "answer(s, \"safecracker\", NUM[s.discard[0]])"),
    Fault("bullet_proof_vest", "abilities.py",
          "public += [c for t, c in enumerate(s.slots[p]) if c >= 0 and s.face_up[p][t]]", "public += []"),
    Fault("bullet_proof_vest", "abilities.py",
          "public += [c for t, c in enumerate(s.slots[p]) if c >= 0 and s.face_up[p][t]]",
          "public += [c for t, c in enumerate(s.slots[p]) if c >= 0]"),
    Fault("bullet_proof_vest", "abilities.py", "s.react_cost[defender] = True", "s.react_cost[defender] = False"),
    # Emerald
    Fault("high_tech_bookends", "emerald.py", "lambda shown, suitcase: suitcase <= shown",
          "lambda shown, suitcase: suitcase < shown"),
    Fault("turncoat", "emerald.py", "s.face_up[player][slot] = True", "s.face_up[player][slot] = False"),
    Fault("turncoat", "emerald.py", "if s.face_up[player][t] and s.tuck[player][t] < 0]",
          "if s.face_up[player][t]]"),
    Fault("ambush", "emerald.py", "s.face_up[owner][slot] = True", "s.face_up[owner][slot] = False"),
    Fault("decrypt", "emerald.py", "s.to_discard(card, player, FROM_ENCRYPTED)", "s.hands[player].append(card)"),
    Fault("forged_orders", "emerald.py", "theirs = [t for t in s.guard_slots(opponent) if s.tuck[opponent][t] < 0]",
          "theirs = s.guard_slots(opponent)"),
    Fault("coup", "emerald.py", "return (owner, True) if s.free_slot(owner) >= 0 else None",
          "return (1 - owner, True) if s.free_slot(owner) >= 0 else None"),
    Fault("field_report", "emerald.py", "count = min(3, len(s.draw))", "count = min(2, len(s.draw))"),
    Fault("archivist", "emerald.py", "return tuple((\"hand\", i) for i in range(len(s.hands[player]) - 1))",
          "return tuple((\"hand\", i) for i in range(len(s.hands[player])))"),
    Fault("extraction", "emerald.py", "    s.hands[player].append(card)\n", "    s.discard.append(card)\n"),
    # Scoring and assassination (RULES.md 4 and 5)
    Fault("scoring", "state.py", "matches = (finals[0] in CODE[suitcases[1]] and finals[0] not in guards[1],",
          "matches = (finals[0] in CODE[suitcases[1]] and finals[0] not in guards[1] and self.tuck[1] == [-1] * 3,"),
    Fault("scoring", "state.py", "winner, reason = (0 if scores[0] > scores[1] else 1), \"guards\"",
          "winner, reason = (0 if scores[0] < scores[1] else 1), \"guards\""),
    Fault("scoring", "state.py", "if matches[0] != matches[1]:", "if matches[0] or matches[1]:"),
    Fault("scoring", "state.py", "guards = (self.guard_numbers(0), self.guard_numbers(1))",
          "guards = tuple(tuple(NUM[c] for t, c in enumerate(self.slots[p]) if c >= 0 and self.tuck[p][t] < 0) "
          "for p in (0, 1))"),
    Fault("scoring", "state.py", "scores = (2 * len(guards[0]) + sum(1 for e in self.tuck[0] if e >= 0),",
          "scores = (2 * len(guards[0]),"),
    Fault("assassination", "state.py", "success = bool(CODE_MASK[n] & CODE_MASK[NUM[victim]])",
          "success = bool(CODE_MASK[n] & (1 << NUM[victim]))"),
)


def plant(copy: Path, fault: Fault) -> str:
    """Change the one line that holds `fault.old`; return the module's text to restore after.
    A fault that is not exactly one line, or whose line is not unique, is refused."""
    path = copy / "game" / "engine" / fault.module
    text = path.read_text()
    if text.count(fault.old) != 1:
        raise ValueError(f"{fault.card}: {fault.old!r} occurs {text.count(fault.old)} times in {fault.module}")
    if fault.old.strip("\n").count("\n") or fault.new.strip("\n").count("\n"):
        raise ValueError(f"{fault.card}: a fault changes a single line")
    path.write_text(text.replace(fault.old, fault.new))
    return text


def run_tests(copy: Path, tests: tuple[str, ...]) -> bool:
    """True when the tests pass in the copy (its own game package, never the working tree's)."""
    env = dict(os.environ, PYTHONPATH=str(copy), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:randomly", *tests],
                          cwd=copy, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return done.returncode == 0


def project_copy(where: Path) -> Path:
    """The engine, the tests and what they read (deck files, settings), in `where`."""
    copy = where / "project"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in ("game", "tests", "decks"):
        shutil.copytree(ROOT / folder, copy / folder, ignore=ignore)
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    return copy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="plant only the faults of this card (or 'scoring')")
    args = parser.parse_args()
    faults = [f for f in FAULTS if args.only in (None, f.card)]
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="faults-") as tmp:
        copy = project_copy(Path(tmp))
        if not run_tests(copy, TESTS):
            sys.exit("the tests fail without any fault: fix them first")
        missed = []
        for fault in faults:
            original = plant(copy, fault)
            caught = not run_tests(copy, TESTS)
            (copy / "game" / "engine" / fault.module).write_text(original)
            if not caught:
                missed.append(fault)
            print(f"{'caught' if caught else 'MISSED'}  {fault.card:<18} {fault.module}: {fault.new.strip()}",
                  file=sys.stderr)
    caught_count = len(faults) - len(missed)
    cards = len({f.card for f in faults})
    print(f"caught {caught_count} of {len(faults)} planted faults over {cards} cards and rules "
          f"in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    print(json.dumps({"faults": len(faults), "caught": caught_count,
                      "missed": [f"{f.card}: {f.new.strip()}" for f in missed]}))


if __name__ == "__main__":
    main()
