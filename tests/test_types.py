"""The whole package is annotated and its annotations hold: ``mypy sitesampler`` finds no
issue. Annotations are what a reader trusts first; one that lies misleads every caller."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def test_the_package_type_checks(tmp_path):
    api = pytest.importorskip("mypy.api", reason="mypy is in the test extras: pip install -e '.[test]'")
    report, errors, status = api.run([str(REPO / "sitesampler"), "--config-file", str(REPO / "pyproject.toml"),
                                      "--cache-dir", str(tmp_path)])
    assert status == 0, report + errors
    assert "Success: no issues found" in report
