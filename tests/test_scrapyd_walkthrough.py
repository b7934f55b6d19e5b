"""docs/SCRAPYD.md's walkthrough, run as written: its shell blocks, in order, on two fresh
scrapyd nodes on 127.0.0.1 ports 6800 and 6801, sampling two loopback sites listed in
``sites.txt``, end with both samples collected and the nodes stopped.

It runs from a copy of the checkout with the repository's own scrapy.cfg (deploy targets a user
added to the checkout are dropped) and a home folder of its own, so the walkthrough's
``~/scrapyd`` and ``~/.config/scrapy.cfg`` never touch the user's.
"""

from __future__ import annotations

import configparser
import csv
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from sitesampler.testing.server import Hosts, Page, serve
from tests.conftest import REPO
from tests.crawl_sites import html, urlset

PORTS = (6800, 6801)
BLOCK = re.compile(r"```bash\n(.*?)```", re.DOTALL)


def walkthrough() -> str:
    """The shell blocks between the walkthrough markers of docs/SCRAPYD.md, in order."""
    text = (REPO / "docs" / "SCRAPYD.md").read_text(encoding="utf-8")
    section = text.split("<!-- walkthrough -->", 1)[1].split("<!-- /walkthrough -->", 1)[0]
    return "\n".join(BLOCK.findall(section))


def sites(port: int) -> Hosts:
    """Two small sites on one loopback server: 127.0.0.1 and localhost."""
    def site(origin: str, section: str) -> dict[str, Page]:
        pages = ["/", "/contact", "/about"] + [f"/{section}/{n}" for n in range(1, 13)]
        # Every page is served: the jobs fetch the pages they sample (verify).
        return {**{page: html(body=f"<h1>{page}</h1>") for page in pages},
                "/robots.txt": Page(b"Sitemap: /sitemap.xml\n"), "/sitemap.xml": Page(urlset(origin, pages))}

    return {"127.0.0.1": site(f"http://127.0.0.1:{port}", "products"),
            "localhost": site(f"http://localhost:{port}", "articles")}


def port_in_use(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def checkout_copy(target: Path) -> Path:
    """What ``scrapyd-deploy`` builds from, with the repository's scrapy.cfg less any
    ``[deploy:NAME]`` section a user may have added."""
    shutil.copytree(REPO / "sitesampler", target / "sitesampler", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(REPO / name, target / name)
    config = configparser.ConfigParser()
    config.read(REPO / "scrapy.cfg")
    for section in config.sections():
        if section.startswith("deploy:"):
            config.remove_section(section)
    with (target / "scrapy.cfg").open("w") as handle:
        config.write(handle)
    return target


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Path]:
    """The walkthrough's home folder; any node it started is stopped, whatever happened."""
    home = tmp_path / "home"
    home.mkdir()
    yield home
    for pidfile in home.glob("scrapyd/*/scrapyd.pid"):
        try:
            os.kill(int(pidfile.read_text().strip()), signal.SIGTERM)
        except (ValueError, ProcessLookupError):
            pass


def test_the_scrapyd_walkthrough_runs_as_written(tmp_path: Path, home: Path) -> None:
    if busy := [port for port in PORTS if port_in_use(port)]:
        pytest.skip(f"the walkthrough's ports {busy} are in use on this machine")
    script = walkthrough()
    assert "scrapyd-deploy node1" in script and "sitesampler collect" in script and "-v " not in script
    checkout = checkout_copy(tmp_path / "checkout")
    tools = os.path.dirname(sys.executable)  # scrapyd, scrapyd-deploy and sitesampler of this Python
    env = {**os.environ, "HOME": str(home), "PATH": tools + os.pathsep + os.environ["PATH"],
           "PYTHONPATH": str(checkout), "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": ""}
    env.pop("XDG_CONFIG_HOME", None)
    output = tmp_path / "walkthrough.log"
    with serve(sites) as server:
        (checkout / "sites.txt").write_text(f"# two staging sites\nhttp://127.0.0.1:{server.port}/\n"
                                            f"http://localhost:{server.port}/\n")
        with output.open("w") as log:
            done = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=checkout, env=env,
                                  stdout=log, stderr=subprocess.STDOUT, timeout=600, check=False)
    assert done.returncode == 0, output.read_text()[-4000:]

    jobs = [line.split("\t") for line in (checkout / "jobs.tsv").read_text().splitlines()]
    assert [node for node, _, _ in jobs] == [f"http://127.0.0.1:{port}" for port in PORTS]
    for (_, job, site), host, section in zip(jobs, ("127.0.0.1", "localhost"), ("products", "articles")):
        with (checkout / "samples" / f"{host}-{job}.csv").open(encoding="utf-8", newline="") as handle:
            rows = list(csv.DictReader(handle))
        assert len(rows) == 15 and {row["seed"] for row in rows} == {f"http://{host}/"}
        assert f"/{section}/{{n}}" in {row["template"] for row in rows}
    # Step 4 stopped both nodes.
    assert not any(port_in_use(port) for port in PORTS)
