#!/usr/bin/env python3
"""Mutation fuzzing of what a user can hand Blockhouse: game data folders and
saves.  Each case mutates one file (insertions, deletions, replaced attribute
values, truncation) and runs blockhouse-cli on it; a crash, a sanitizer
report, or a refusal that is not exactly one line of message is a problem,
and the case is kept for replay.

  tools/fuzz-inputs.py data CLI DATA_DIR GAME_DIR [CASES] [SEED]
  tools/fuzz-inputs.py save CLI DATA_DIR SAVE [CASES] [SEED]

Build CLI with -Db_sanitize=address,undefined to catch memory errors."""
import os
import random
import shutil
import subprocess
import sys
import tempfile

TOKENS = [b'"', b'<', b'>', b'/>', b'&amp;', b'-1', b'99999999999999999999', b'nan', b'1e308',
          b'', b' ', b'x', b'0', b'\xff', b'<x/>', b'</action>', b'<action>', b'pass']


def mutate(rng, data):
    for _ in range(rng.randint(1, 4)):
        pos = rng.randrange(len(data)) if data else 0
        kind = rng.random()
        if kind < 0.3:
            data = data[:pos] + rng.choice(TOKENS) + data[pos:]
        elif kind < 0.6:
            data = data[:pos] + data[min(len(data), pos + rng.randint(1, 40)):]
        elif kind < 0.85:
            q = data.find(b'"', pos)
            q2 = data.find(b'"', q + 1) if q >= 0 else -1
            if q >= 0 and q2 > q:
                data = data[:q + 1] + rng.choice(TOKENS) + data[q2:]
        else:
            data = data[:pos]
    return data


def problem(result):
    err = result.stderr
    return (result.returncode not in (0, 1) or b"Sanitizer" in err or b"runtime error" in err
            or (result.returncode == 1 and len(err.strip().splitlines()) != 1))


def main():
    if len(sys.argv) < 5 or sys.argv[1] not in ("data", "save"):
        sys.exit(__doc__)
    mode, cli, data_dir, target = sys.argv[1:5]
    cases = int(sys.argv[5]) if len(sys.argv) > 5 else 200
    rng = random.Random(int(sys.argv[6]) if len(sys.argv) > 6 else 1)
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:abort_on_error=1", LC_ALL="C.UTF-8")
    work = tempfile.mkdtemp(prefix="blockhouse-fuzz-")
    problems = 0
    for i in range(cases):
        if mode == "data":
            case = os.path.join(work, "case", os.path.basename(target.rstrip("/")))
            shutil.rmtree(os.path.join(work, "case"), ignore_errors=True)
            shutil.copytree(target, case)
            files = [os.path.join(r, f) for r, _, fs in os.walk(case) for f in fs if f.endswith(".xml")]
            victim = rng.choice(sorted(files))
            with open(victim, "rb") as f:
                body = f.read()
            with open(victim, "wb") as f:
                f.write(mutate(rng, body))
            args = [cli, "--data-dir", data_dir, "validate", case]
        else:
            case = os.path.join(work, "case.blockhouse")
            with open(target, "rb") as f:
                body = f.read()
            with open(case, "wb") as f:
                f.write(mutate(rng, body))
            args = [cli, "--data-dir", data_dir, "replay", case]
        result = subprocess.run(args, capture_output=True, env=env, timeout=300)
        if problem(result):
            problems += 1
            kept = os.path.join(work, f"problem-{i}")
            shutil.copytree(case, kept) if os.path.isdir(case) else shutil.copy(case, kept)
            print(f"problem in case {i} (exit {result.returncode}), kept in {kept}:")
            print(result.stderr.decode(errors="replace")[-800:])
    print(f"{cases} cases, {problems} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
