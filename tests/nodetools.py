"""The consumers' own tools, as the tests run them: node packages from ``tools/node`` (installed
by ``.ci/install-tools``), Debian's Chromium, and a loopback site for them to visit."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import threading
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from sitesampler.core import SiteSampler
from sitesampler.output.formats import meta_from_result
from tests.core_sites import worked_example

REPO = Path(__file__).resolve().parents[1]
NODE_MODULES = REPO / "tools" / "node" / "node_modules"
SCRIPTS = Path(__file__).resolve().parent / "js"
CHROMIUM = "/usr/bin/chromium"
# As root, in a sandbox whose network is closed: no sandbox, and no background connections.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _worked_example() -> dict[str, Any]:
    """The published worked example as the sampler really samples it at budget 20, with the
    meta a crawl gives the renderers (every template, counts, one source per child sitemap)."""
    root = "https://shop.example.com/"
    sampler = SiteSampler(root, budget=20)
    sources: Counter[str] = Counter()
    for url in worked_example(root):
        section = url.removeprefix(root).split("/")[0]
        source = f"{root}sitemap-{section if section in ('products', 'blog', 'notice') else 'pages'}.xml"
        sources[source] += sampler.add(url, source=source)
    result = sampler.sample()
    meta = meta_from_result(result, "sitesampler (test)", sources)
    return {"picks": [asdict(pick) for pick in result.picks], "clusters": meta["clusters"], "meta": meta}


WORKED_EXAMPLE = _worked_example()


def require(*packages: str, browser: bool = False) -> None:
    """Skip unless node, the packages (and Chromium) are installed: CI installs them all."""
    missing = [p for p in packages if not (NODE_MODULES / p / "package.json").exists()]
    if shutil.which("node") is None or missing:
        pytest.skip(f"node or {', '.join(missing) or 'node'} missing: run .ci/install-tools")
    if browser and not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"{CHROMIUM} missing: run .ci/install-tools (apt-get install chromium)")


def node(*args: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None,
         timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run node with the tools folder's packages resolvable from any script. The browsers the
    tools start keep their temporary files in a folder of the run's own, removed after it:
    Chromium, stopped by pa11y-ci or Lighthouse CI, leaves its singleton folder behind (a short
    path: the folder holds a socket, whose path may not be long)."""
    with tempfile.TemporaryDirectory(prefix="node-") as temporary:
        full_env = {**os.environ, "NODE_PATH": str(NODE_MODULES), "TMPDIR": temporary, **(env or {})}
        return subprocess.run(["node", *map(str, args)], cwd=cwd, env=full_env, text=True,
                              capture_output=True, timeout=timeout, check=False)


def node_json(*args: str | Path, **kwargs: Any) -> Any:
    done = node(*args, **kwargs)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def chromium_wrapper(directory: Path) -> Path:
    """An executable that starts Chromium with our flags, for tools that only take a path."""
    wrapper = directory / "chromium-ci"
    wrapper.write_text(f'#!/bin/sh\nexec {CHROMIUM} {" ".join(CHROMIUM_FLAGS)} "$@"\n')
    wrapper.chmod(0o755)
    return wrapper


PAGE = (b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sample page</title>'
        b'</head><body><main><h1>Sample page</h1><p>Plain, accessible content.</p></main>'
        b"</body></html>")


class _Page(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(PAGE)))
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the tools' own reports say what they visited."""


@contextmanager
def loopback_site() -> Iterator[str]:
    """A site on 127.0.0.1 answering every path with the same accessible page."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def picks_on(base: str) -> list[dict[str, Any]]:
    """The worked example's picks moved onto ``base``, so the tools can really visit them."""
    root = WORKED_EXAMPLE["meta"]["root"]
    return [{**pick, "url": pick["url"].replace(root, base), "seed": base}
            for pick in WORKED_EXAMPLE["picks"]]
