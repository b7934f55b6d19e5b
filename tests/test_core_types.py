"""The core is fully annotated and its annotations hold: mypy accepts ``sitesampler/core`` with
no exception. That is what lets mypyc compile the same source to C
(``bench/performance.py --compiled``, the compiled-core route of docs/PERFORMANCE.md), and a
compiled module enforces its annotations at run time, so one that lies fails there."""

from __future__ import annotations

from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parent.parent / "sitesampler" / "core"


def test_the_core_type_checks(tmp_path):
    api = pytest.importorskip("mypy.api", reason="mypy is in the test extras: pip install -e '.[test]'")
    report, errors, status = api.run([str(CORE), "--cache-dir", str(tmp_path)])
    assert status == 0, report + errors
    assert "Success: no issues found" in report
