"""The crawl's sampler as a pool of workers (``SITESAMPLER_WORKERS``), so sampling a big site
can use more than one core.

On a big sitemap index sampling costs more than parsing does, and by default all of it runs in
the crawl's one process. A :class:`WorkerPool` of N workers gives each worker the pages whose
``PlainScope.worker_key`` falls to it (every spelling of a page goes to the same worker); a
worker samples in this process until it holds ``SITESAMPLER_WORKER_AFTER`` URLs, then moves,
with the pages seen so far, to a process of its own (``python -m sitesampler.crawl.workers``, which
imports the core only), while the crawl process downloads, parses and splits. The workers'
samplers merge at the end into exactly the sample of all the URLs (``SiteSampler.merge``); a
small site never pays for a process. Batches go down the worker's standard
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
from typing import IO, TYPE_CHECKING, Any

from sitesampler.core import SiteSampler

if TYPE_CHECKING:  # the worker imports the core only, never Scrapy
    from sitesampler.discovery.sitemaps import PageEntry


class WorkerFailed(RuntimeError):
    """A worker process died or answered nonsense; its pages are lost."""


class WorkerProcess:
    """A worker's ``SiteSampler`` in a child process, fed over a pipe."""

    def __init__(self, sampler: SiteSampler) -> None:
        # This process's import path, so the worker finds the project wherever it was loaded
        # from (a checkout, site-packages, or the egg scrapyd put on sys.path).
        environment = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, sys.path))}
        self._process = subprocess.Popen([sys.executable, "-m", "sitesampler.crawl.workers"], env=environment,
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        requests, replies = self._process.stdin, self._process.stdout
        assert requests is not None and replies is not None  # both are pipes (PIPE above)
        self._requests: IO[bytes] = requests
        self._replies: IO[bytes] = replies
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
        self._requests.close()
        self._process.wait()
        return sampler

    def _send(self, message: tuple) -> None:
        try:
            _write(self._requests, message)
        except OSError:  # BrokenPipeError: the worker is gone
            raise self._failure() from None

    def _receive(self) -> Any:
        try:
            return _read(self._replies)
        except (EOFError, OSError, pickle.UnpicklingError):
            raise self._failure() from None

    def _failure(self) -> WorkerFailed:
        self._process.kill()
        return WorkerFailed(f"the sampler worker process exited (status {self._process.wait()})")


class WorkerPool:
    """The crawl's sampler: pages split by ``worker_key`` over ``workers`` workers, each moving
    to a process of its own once it is big enough; this process downloads, parses and splits.
    ``workers`` = 0 is one worker that stays in this process.

    Until a worker's process starts, its pages are sampled here in a sampler of its own, which
    is then handed over whole; so the sample never depends on whether, or when, processes
    started.
    """

    def __init__(self, make_sampler: Callable[[], SiteSampler], workers: int, worker_after: int | None) -> None:
        self._make_sampler = make_sampler
        self._workers: list[SiteSampler | WorkerProcess] = [make_sampler() for _ in range(max(1, workers))]
        self._worker_after = worker_after if workers else None
        first = self._workers[0]
        assert isinstance(first, SiteSampler)
        self._worker_key = first.scope.worker_key
        self._finished: SiteSampler | None = None
        #: The workers' CPU time, once they finished (for the crawl's stats).
        self.worker_cpu_seconds: float | None = None

    def add(self, urls: list[PageEntry], source: str, discovery: str) -> int:
        """Add a batch; the number of URLs accepted here (the workers' counts come by ``settle``).

        Raises :class:`WorkerFailed` if a worker process died: its pages seen so far are lost,
        and the pages that come after are sampled here.
        """
        if self._finished is not None:
            raise RuntimeError("the sampler has finished")
        workers = self._workers
        batches: list[list[PageEntry]]
        if len(workers) == 1:
            batches = [urls]
        else:
            batches = [[] for _ in workers]
            worker_key, count = self._worker_key, len(workers)
            for entry in urls:
                batches[worker_key(entry[0]) % count].append(entry)
        accepted = 0
        failed: WorkerFailed | None = None
        for index, (worker, batch) in enumerate(zip(workers, batches)):
            if isinstance(worker, WorkerProcess):
                try:
                    worker.add(batch, source, discovery)
                except WorkerFailed as failure:
                    failed = failure
                    self._lose_worker(index)
                continue
            accepted += worker.add_listings(batch, source)
            if self._worker_after is not None and worker.listings >= self._worker_after:
                workers[index] = WorkerProcess(worker)
        if failed:
            raise failed
        return accepted

    @property
    def processes(self) -> int:
        """How many processes sample right now (this one and the worker processes running)."""
        return 1 + sum(isinstance(worker, WorkerProcess) for worker in self._workers)

    def settle(self) -> Counter[str]:
        """What the worker processes accepted since the last settle, by discovery."""
        accepted: Counter[str] = Counter()
        failed: WorkerFailed | None = None
        for index, worker in enumerate(self._workers):
            if isinstance(worker, WorkerProcess):
                try:
                    accepted += worker.settle()
                except WorkerFailed as failure:
                    failed = failure
                    self._lose_worker(index)
        if failed:
            raise failed
        return accepted

    def _lose_worker(self, index: int) -> None:
        """Sample that worker's pages here from now on (and start no more processes)."""
        self._workers[index] = self._make_sampler()
        self._worker_after = None

    def finish(self) -> SiteSampler:
        """Every worker's sampler merged into one, the processes stopped; idempotent. If a
        worker process died, :class:`WorkerFailed` is raised and the other workers' pages are
        all there is."""
        if self._finished is not None:
            return self._finished
        merged: SiteSampler | None = None
        failed: WorkerFailed | None = None
        for worker in self._workers:
            if isinstance(worker, WorkerProcess):
                try:
                    sampler = worker.finish()
                except WorkerFailed as failure:
                    failed = failure
                    continue
                self.worker_cpu_seconds = (self.worker_cpu_seconds or 0.0) + worker.cpu_seconds
            else:
                sampler = worker
            if merged is None:
                merged = sampler
            else:
                merged.merge(sampler)
        self._finished = merged or self._make_sampler()
        if failed:
            raise failed
        return self._finished


def _write(stream: IO[bytes], value: Any) -> None:
    """One message: its length, then its pickle. Unpickling straight from a pipe reads it in
    many small pieces, which made the worker measurably slower; one read of the whole is cheap."""
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(len(data).to_bytes(8, "big"))
    stream.write(data)
    stream.flush()


def _read(stream: IO[bytes]) -> Any:
    header = stream.read(8)
    if len(header) < 8:
        raise EOFError("the pipe closed")
    size = int.from_bytes(header, "big")
    data = stream.read(size)
    if len(data) < size:
        raise EOFError("the pipe closed mid-message")
    return pickle.loads(data)


def serve(requests: IO[bytes], replies: IO[bytes]) -> None:
    """The worker's loop: the sampler it starts from, then messages from ``requests`` until
    ``finish`` (or the pipe closes)."""
    try:
        _, sampler = _read(requests)  # ("state", the worker's sampler so far)
    except EOFError:
        return
    accepted: Counter[str] = Counter()
    while True:
        try:
            message = _read(requests)
        except EOFError:
            return
        kind = message[0]
        if kind == "add":
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
