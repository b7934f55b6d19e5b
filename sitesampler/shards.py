"""The crawl's sampler, optionally split over worker processes (``SITESAMPLER_WORKERS``).

On a big sitemap index sampling costs about four times what parsing does, and all of it runs
in the crawl's one process. :class:`SplitSampler` can split the URLs by
``SiteScope.page_bucket`` (every spelling of a page lands in the same part) into parts that
worker processes sample (``python -m sitesampler.shards``, which imports the core only), while
the crawl process downloads, parses and splits; the parts merge at the end into exactly the
sample of all the URLs (``SiteSampler.merge``).

A part moves to its worker only once it holds ``SITESAMPLER_WORKER_AFTER`` URLs, with the
pages seen so far: a small site never pays for a process. Batches go down the worker's standard
input as length-prefixed pickles; it answers only when asked (``settle``, ``finish``), so
discovery never waits on it but for the pipe's own back-pressure when the worker falls behind.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, BinaryIO

from sitesampler.core import SiteSampler

if TYPE_CHECKING:  # the worker imports the core only, never Scrapy
    from sitesampler.sitemaps import PageEntry


class WorkerFailed(RuntimeError):
    """A worker process died or answered nonsense; its part of the pages is lost."""


class SamplerWorker:
    """A ``SiteSampler`` in a child process, fed over a pipe."""

    def __init__(self, sampler: SiteSampler) -> None:
        # This process's import path, so the worker finds the project wherever it was loaded
        # from (a checkout, site-packages, or the egg scrapyd put on sys.path).
        environment = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, sys.path))}
        self._process = subprocess.Popen([sys.executable, "-m", "sitesampler.shards"], env=environment,
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._send(("state", sampler))

    def add(self, urls: list[PageEntry], source: str, discovery: str) -> None:
        self._send(("add", urls, source, discovery))

    def settle(self) -> Counter[str]:
        """URLs the worker accepted, by discovery, since the last settle (waits for its queue)."""
        self._send(("settle",))
        return self._receive()

    def finish(self) -> SiteSampler:
        """The worker's sampler; the process then exits."""
        self._send(("finish",))
        sampler, self.cpu_seconds = self._receive()
        self._process.stdin.close()
        self._process.wait()
        return sampler

    def _send(self, message: tuple) -> None:
        try:
            _write(self._process.stdin, message)
        except OSError:  # BrokenPipeError: the worker is gone
            raise self._failure() from None

    def _receive(self) -> Any:
        try:
            return _read(self._process.stdout)
        except (EOFError, OSError, pickle.UnpicklingError):
            raise self._failure() from None

    def _failure(self) -> WorkerFailed:
        self._process.kill()
        return WorkerFailed(f"the sampler worker process exited (status {self._process.wait()})")


class SplitSampler:
    """The crawl's sampler: pages split by bucket into ``shares`` parts, each sampled in a
    worker process once it is big enough; this process downloads, parses and splits.

    Until a part's worker starts, the part is sampled here in a sampler of its own, which is
    then handed over whole; so the sample never depends on whether, or when, workers started.
    """

    def __init__(self, make_sampler: Callable[[], SiteSampler], shares: int, worker_after: int | None) -> None:
        self._make_sampler = make_sampler
        self._parts: list[SiteSampler | SamplerWorker] = [make_sampler() for _ in range(max(1, shares))]
        self._worker_after = worker_after if shares else None
        self._bucket = self._parts[0].scope.page_bucket
        self._finished: SiteSampler | None = None
        #: The workers' CPU time, once they finished (for the crawl's stats).
        self.worker_cpu_seconds: float | None = None

    def add(self, urls: list[PageEntry], source: str, discovery: str) -> int:
        """Add a batch; the number of URLs accepted here (the workers' counts come by ``settle``).

        Raises :class:`WorkerFailed` if a worker died: its part of the pages seen so far is
        lost, and the pages that come after are sampled here.
        """
        if self._finished is not None:
            raise RuntimeError("the sampler has finished")
        parts = self._parts
        if len(parts) == 1:
            batches = [urls]
        else:
            batches = [[] for _ in parts]
            bucket, count = self._bucket, len(parts)
            for entry in urls:
                batches[bucket(entry[0]) % count].append(entry)
        accepted = 0
        failed: WorkerFailed | None = None
        for index, (part, batch) in enumerate(zip(parts, batches)):
            if isinstance(part, SamplerWorker):
                try:
                    part.add(batch, source, discovery)
                except WorkerFailed as failure:
                    failed = failure
                    self._lose_worker(index)
                continue
            accepted += part.add_listings(batch, source)
            if self._worker_after is not None and part.listings >= self._worker_after:
                parts[index] = SamplerWorker(part)
        if failed:
            raise failed
        return accepted

    @property
    def processes(self) -> int:
        """How many processes sample right now (this one and the workers running)."""
        return 1 + sum(isinstance(part, SamplerWorker) for part in self._parts)

    def settle(self) -> Counter[str]:
        """What the workers accepted since the last settle, by discovery."""
        accepted: Counter[str] = Counter()
        failed: WorkerFailed | None = None
        for index, part in enumerate(self._parts):
            if isinstance(part, SamplerWorker):
                try:
                    accepted += part.settle()
                except WorkerFailed as failure:
                    failed = failure
                    self._lose_worker(index)
        if failed:
            raise failed
        return accepted

    def _lose_worker(self, index: int) -> None:
        """Sample that part here from now on (and start no more workers)."""
        self._parts[index] = self._make_sampler()
        self._worker_after = None

    def finish(self) -> SiteSampler:
        """Every part merged into one sampler, the workers stopped; idempotent. If a worker
        died, :class:`WorkerFailed` is raised and the other parts are all there is."""
        if self._finished is not None:
            return self._finished
        merged: SiteSampler | None = None
        failed: WorkerFailed | None = None
        for part in self._parts:
            if isinstance(part, SamplerWorker):
                worker = part
                try:
                    part = worker.finish()
                except WorkerFailed as failure:
                    failed = failure
                    continue
                self.worker_cpu_seconds = (self.worker_cpu_seconds or 0.0) + worker.cpu_seconds
            if merged is None:
                merged = part
            else:
                merged.merge(part)
        self._finished = merged or self._make_sampler()
        if failed:
            raise failed
        return self._finished


def _write(stream: BinaryIO, value: Any) -> None:
    """One message: its length, then its pickle. Unpickling straight from a pipe reads it in
    many small pieces, which made the worker measurably slower; one read of the whole is cheap."""
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(len(data).to_bytes(8, "big"))
    stream.write(data)
    stream.flush()


def _read(stream: BinaryIO) -> Any:
    header = stream.read(8)
    if len(header) < 8:
        raise EOFError("the pipe closed")
    size = int.from_bytes(header, "big")
    data = stream.read(size)
    if len(data) < size:
        raise EOFError("the pipe closed mid-message")
    return pickle.loads(data)


def serve(requests: BinaryIO, replies: BinaryIO) -> None:
    """The worker's loop: messages from ``requests`` until ``finish`` (or the pipe closes)."""
    sampler: SiteSampler | None = None
    accepted: Counter[str] = Counter()
    while True:
        try:
            message = _read(requests)
        except EOFError:
            return
        kind = message[0]
        if kind == "state":
            sampler = message[1]
        elif kind == "add":
            _, urls, source, discovery = message
            accepted[discovery] += sampler.add_listings(urls, source)
        elif kind == "settle":
            _write(replies, accepted)
            accepted = Counter()
        elif kind == "finish":
            _write(replies, (sampler, time.process_time()))
            return


if __name__ == "__main__":
    serve(sys.stdin.buffer, sys.stdout.buffer)
