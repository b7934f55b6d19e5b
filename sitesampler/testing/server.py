"""A loopback HTTP server with virtual hosts, for tests and ``sitesampler demo``.

One ``ThreadingHTTPServer`` on 127.0.0.1 answers for many hostnames (``demo.test``,
``www.demo.test``, ``evil.test``...) by dispatching on the Host header; with
``LoopbackResolver`` Scrapy reaches them all. Bodies usually mention the server's own port, so
the site is built by a function of the port once the socket is bound.
"""

from __future__ import annotations

import socket
import ssl
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import quote, urlsplit, urlunsplit

_CONTENT_TYPES = {".xml": "application/xml", ".gz": "application/x-gzip", ".txt": "text/plain; charset=utf-8"}


@dataclass(frozen=True)
class Page:
    body: bytes = b""
    status: int = 200
    content_type: str | None = None  # None: from the path's extension, else HTML
    headers: tuple[tuple[str, str], ...] = ()
    delay: float = 0  # seconds before answering: a slow or hanging server
    length: int | None = None  # Content-Length to announce, when not the body's: a cut connection
    #: (header, value): answered 401 unless the request's header holds the value (a login wall)
    requires: tuple[str, str] | None = None


def redirect(location: str, status: int = 301) -> Page:
    return Page(status=status, headers=(("Location", location),))


#: hostname -> path (with query) -> page, or pages answered in turn (the last one from then
#: on: a server that answers 429 once, then the page). A key ``https://<hostname>`` holds what
#: the host answers over TLS when it differs (a shared server's default site).
Hosts = dict[str, Mapping[str, "Page | list[Page]"]]
#: The path key of a host's answer to every path it does not list (its own "not found" page);
#: a key ending so after a path (``/create/*``) answers every path below it the host does not
#: list, before this one.
ANY_PATH = "*"
#: In a header of such an answer, the asked path's last segment: a wiki redirecting a page it
#: lacks to its editor, ``redirect("/create/" + MISSING_NAME, 302)``.
MISSING_NAME = "{name}"
#: In a header of such an answer, the asked path and query, percent-encoded as one value: a
#: login wall sending its visitor to ``redirect("/login?next=" + ASKED_PATH, 302)``.
ASKED_PATH = "{path}"


class VirtualHostServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, tls: ssl.SSLContext | None = None, plain_too: bool = False) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        #: TLS on every connection, or with ``plain_too`` on those that open with a TLS
        #: handshake, the others plain HTTP: one port as a host's ports 443 and 80. With
        #: ``plain_too`` and no ``tls``, a TLS handshake is held unanswered (a port 443 that hangs).
        self.tls = tls
        self.plain_too = plain_too
        self.held: list[Any] = []
        self.hosts: Hosts = {}
        #: (host, path) of every request, in arrival order, and when each arrived
        #: (``time.monotonic()``, same order): the pace a crawl keeps.
        self.requests: list[tuple[str, str]] = []
        self.arrivals: list[float] = []
        #: (host, path) of the requests made through the server as a forward proxy (a request
        #: line naming the whole URL, ``GET http://host:port/path``), which it answers itself.
        self.proxied: list[tuple[str, str]] = []
        #: (host, path, Cookie header) of every request that sent cookies, in arrival order.
        self.cookies: list[tuple[str, str, str]] = []
        self._lock = threading.Lock()

    @property
    def port(self) -> int:
        return self.server_address[1]

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Quiet about clients that hang up (a crawler cancelling a slow or oversized download);
        report anything else as usual."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)

    def get_request(self) -> tuple[Any, Any]:
        connection, address = self.socket.accept()
        if self.tls is None and not self.plain_too:
            return connection, address
        if self.plain_too:
            connection.settimeout(5)
            first = connection.recv(1, socket.MSG_PEEK)
            connection.settimeout(None)
            if first != b"\x16":  # not a TLS handshake record: plain HTTP
                return connection, address
            if self.tls is None:
                self.held.append(connection)  # kept open, never answered
                raise OSError("a TLS handshake, held unanswered")
        assert self.tls is not None
        return self.tls.wrap_socket(connection, server_side=True), address

    def page(self, host: str, path: str, secure: bool = False) -> Page:
        pages = (secure and self.hosts.get(f"https://{host}")) or self.hosts.get(host, {})
        with self._lock:
            self.requests.append((host, path))
            self.arrivals.append(time.monotonic())
            found = pages.get(path)
            if found is None and (found := pages.get(below(pages, path))) is not None and not isinstance(found, list):
                name = urlsplit(path).path.rstrip("/").rsplit("/", 1)[-1]
                found = replace(found, headers=tuple(
                    (header, value.replace(MISSING_NAME, name).replace(ASKED_PATH, quote(path, safe="")))
                    for header, value in found.headers))
            if isinstance(found, list):
                found = found.pop(0) if len(found) > 1 else found[0]
        return found or Page(b"not found", status=404, content_type="text/plain")


def below(pages: Mapping[str, object], path: str) -> str:
    """The key of the answer to a ``path`` that ``pages`` does not list: the longest key
    ending in :data:`ANY_PATH` whose folder holds the path, else :data:`ANY_PATH` itself.

    >>> below({"/create/*": 1, "*": 2}, "/create/Plugins"), below({"/create/*": 1, "*": 2}, "/Plugins")
    ('/create/*', '*')
    """
    folders = [key for key in pages if key.endswith(ANY_PATH) and len(key) > 1 and path.startswith(key[:-1])]
    return max(folders, key=len, default=ANY_PATH)


class _Handler(BaseHTTPRequestHandler):
    server: VirtualHostServer

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        host = (self.headers.get("Host") or "").rsplit(":", 1)[0].lower()
        if self.path.startswith("http://"):  # a proxy's request (absolute form, RFC 9112 3.2.2)
            target = urlsplit(self.path)
            host, self.path = (target.hostname or ""), urlunsplit(("", "", target.path or "/", target.query, ""))
            self.server.proxied.append((host, self.path))
        page = self.server.page(host, self.path, isinstance(self.request, ssl.SSLSocket))
        if cookie := self.headers.get("Cookie"):
            self.server.cookies.append((host, self.path, cookie))
        if page.requires and page.requires[1] not in (self.headers.get(page.requires[0]) or ""):
            page = Page(b"login required", status=401, content_type="text/plain",
                        headers=(("WWW-Authenticate", 'Basic realm="staging"'),))
        time.sleep(page.delay)
        extension = "." + self.path.split("?")[0].rsplit(".", 1)[-1]
        self.send_response(page.status)
        self.send_header("Content-Type", page.content_type or _CONTENT_TYPES.get(extension, "text/html; charset=utf-8"))
        self.send_header("Content-Length", str(len(page.body) if page.length is None else page.length))
        for name, value in page.headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(page.body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        """Quiet: the request list is the log."""


@contextmanager
def serve(build: Callable[[int], Hosts], tls: ssl.SSLContext | None = None,
          plain_too: bool = False) -> Iterator[VirtualHostServer]:
    """Serve ``build(port)`` on 127.0.0.1 in a daemon thread for the duration of the block; over
    HTTPS with ``tls`` (a server context: :func:`sitesampler.testing.tls.server_context`), and
    over plain HTTP too on the same port with ``plain_too``."""
    server = VirtualHostServer(tls, plain_too)
    server.hosts = build(server.port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
