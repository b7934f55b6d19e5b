"""Another revision of this repository beside the checkout, for the benchmarks that compare
two trees (``compare.py``, ``action_refusals.py``): checking the name, and a temporary git
worktree of it."""

from __future__ import annotations

import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def unknown(script: str, rev: str) -> str | None:
    """The one line a benchmark says when ``rev`` names no commit here, else None."""
    known = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"],
                           capture_output=True, text=True)
    if known.returncode == 0:
        return None
    return f"{script}: {rev!r} is no revision of this repository (a commit, tag or branch)"


@contextmanager
def worktree(rev: str) -> Iterator[Path]:
    """``rev`` checked out in a temporary git worktree, removed afterwards."""
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "base"
        subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", "-q", str(tree), rev], check=True)
        try:
            yield tree
        finally:
            subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(tree)], check=True)
