#!/usr/bin/env python3
"""Pontiac's War, scenario B (The Siege of Fort Pitt): how often can the Nations
raze Fort Pitt against a garrison that chooses at random?  An upper bound by plan.

Every assumption is in the Nations' favour: their 12 FP (four sachems of 1 FP and
four 2-FP bands, 20.0 B) never lose a step, every battle hits on 5-6 (11.5, though
B gives 3 Arms Points), no cards, no British rally between the turns (16.2).

The rules as enforced (docs/rules/pontiac.md):
- A garrison on top of its fort, attacked, fights, goes in or retreats (11.1 step 2,
  11.11), 1/3 each at random; the retreat is offered only where the force has more than
  twice the garrison's FP (11.3; no Johnson, Rogers or Allies in B).  A retreat leaves
  the fort to fall.  Disrupted units have 0 FP (glossary; counters).
- Going in: one round, the fort's value 3 cancelling three hits (11.9, 11.11).
- Fighting: a field round, a second one unless the British now face more than 2:1
  (11.10), then the British go into their fort (the 11.3/11.10/11.11 reading).
- A force of 8 FP or more lays a siege (20.0 B); the turn's later attacks are then siege
  rounds: no choice (11.11 Siege Combat), one round on the turn the marker is placed.
- Each attack is a separate force (11.1: "ALL movement ends when an attack is declared").
- Siege attrition only where a siege stands at the turn's end: ceil(steps/3), at least 1;
  the random British spends each supply against it (2 steps each) or not (20.0 B, 11.11).
- Casualties: 11.9, every healthy unit and leader (and supply, in battle) before any
  second step, the random British choosing among them.
- The fort falls when no British unit is left (the code), or, with --no-fp-falls, when
  no British FP is left (11.11 "no longer has any British FPs present" read with the
  glossary's disrupted 0 FP).

A plan is the forces' FP, turn by turn: "12/12" is one attack of 12 FP each turn (what
the code allows a single stack: one force a phase), the besiegers stepping out of the
fort and back so that the garrison chooses anew; "12/3+3+3+3" four attacks of one
nation each in the second turn; "s12" a siege combat of 12 FP that stays (11.11: two
rounds, the fort's value each, no choice for the garrison; the siege stands from the
set-up or the turn before).  --garrison never-leaves: the garrison never retreats
(fights or goes in at random); always-in: it always goes in.

    tools/pontiac-b-bound.py [--games N] [--seed S] [--no-fp-falls]
                             [--garrison random|never-leaves|always-in] [PLAN...]
"""
import argparse
import math
import random

FP = {4: 2, 3: 0, 2: 1, 1: 0, 0: 0}   # a 2-FP unit's 4 steps (11.9 note) and their FP
STEPS = {4: 4, 3: 3, 2: 2, 1: 1, 0: 0}  # attrition steps of each face (11.11, counters)


class Garrison:
    """2 FP British Regulars, 2 FP Militia, Captain Ecuyer, 2 Supply (20.0 B)."""

    def __init__(self, fp_falls):
        self.units = [4, 4]
        self.ecuyer = 2
        self.supply = 2
        self.fp_falls = fp_falls

    def fp(self):
        return sum(FP[u] for u in self.units)

    def fallen(self):
        return self.fp() == 0 if self.fp_falls else all(u == 0 for u in self.units)

    def steps(self):
        return sum(STEPS[u] for u in self.units) + self.ecuyer


def take(g, hits, rng, battle=True):
    for _ in range(hits):
        if g.fallen():
            return
        first = [("u", i) for i, u in enumerate(g.units) if u in (4, 2)]
        first += [("e", 0)] if g.ecuyer == 2 else []
        if first and battle and g.supply:
            first.append(("s", 0))
        opts = first or ([("u", i) for i, u in enumerate(g.units) if u]
                         + ([("e", 0)] if g.ecuyer else [])
                         + ([("s", 0)] if battle and g.supply else []))
        if not opts:
            return
        kind, i = rng.choice(opts)
        if kind == "u":
            g.units[i] -= 1
        elif kind == "e":
            g.ecuyer -= 1
        else:
            g.supply -= 1


def round_hits(dice, fort, rng):
    return max(0, sum(rng.randint(1, 6) >= 5 for _ in range(dice)) - fort)


def attrition(g, rng):
    loss = max(1, math.ceil(g.steps() / 3))
    while loss > 0 and g.supply and rng.random() < 0.5:
        g.supply -= 1
        loss -= 2
    take(g, max(loss, 0), rng, battle=False)


def turn(g, forces, rng, garrison):
    """The turn's attacks; (fort fallen, siege standing)."""
    siege = False
    for force in forces:
        dice = int(force.lstrip("s"))
        if force.startswith("s"):
            for _ in range(2):
                take(g, round_hits(dice, 3, rng), rng)
            siege = True
        elif siege:
            take(g, round_hits(dice, 3, rng), rng)
        else:
            if garrison == "always-in":
                choice = 1
            elif dice > 2 * g.fp() and garrison == "random":
                choice = rng.randrange(3)
                if choice == 0:
                    return True, False          # the garrison retreats: the fort falls
            else:
                choice = 1 + rng.randrange(2)   # 1: goes in, 2: fights
            take(g, round_hits(dice, 3 if choice == 1 else 0, rng), rng)
            if choice == 2 and not g.fallen() and dice <= 2 * g.fp():
                take(g, round_hits(dice, 0, rng), rng)
            siege = dice >= 8
        if g.fallen():
            return True, siege
    return False, siege


def game(plan, fp_falls, garrison, rng):
    g = Garrison(fp_falls)
    for forces in plan:
        fallen, siege = turn(g, forces, rng, garrison)
        if fallen:
            return 1
        if siege:
            attrition(g, rng)
            if g.fallen():
                return 1
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=100000)
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--no-fp-falls", action="store_true",
                    help="the fort falls when no British FP is left (disrupted units 0 FP)")
    ap.add_argument("--garrison", choices=("random", "never-leaves", "always-in"), default="random",
                    help="never-leaves: fights or goes in at random; always-in: always goes in")
    ap.add_argument("plans", nargs="*",
                    default=["12/12", "12/6+6", "12/3+3+3+3", "9/6+3", "9+3/3+3+3+3"])
    args = ap.parse_args()
    for text in args.plans:
        plan = [t.split("+") for t in text.split("/")]
        rng = random.Random(args.seed)
        wins = sum(game(plan, args.no_fp_falls, args.garrison, rng) for _ in range(args.games))
        print("%-14s %.3f" % (text, wins / args.games))


if __name__ == "__main__":
    main()
