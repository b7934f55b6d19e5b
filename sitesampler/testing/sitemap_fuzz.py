"""Mutation fuzzing of the sitemap reader: how many undamaged entries survive random damage.

A mutant is a real or synthetic sitemap with 1 to 4 random byte edits (replace, insert or
delete; half of the new bytes drawn from the characters XML markup is made of, so that tags
break as often as text). An entry is *undamaged* when its whole ``<url>...</url>`` (or
``<sitemap>...</sitemap>``) block survives byte for byte; the reader must keep every such
entry's URL, raise nothing, and return no *invented* URL: every URL it gives must be the
whole text of a ``<loc>`` element of the mutant (or of the original), resolved if relative and
with its host in ASCII spelling, never pieced together from damaged text.

Used by ``tests/test_sitemap_fuzz.py`` (a few hundred mutants) and ``bench/fuzz_sitemaps.py``
(thousands, with the figures in docs/RELIABILITY.md).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urljoin

from sitesampler.discovery.sitemaps import ascii_host, parse_sitemap

#: Bytes a random edit favours half the time: the ones XML markup is made of.
MARKUP_BYTES = b'<>/&;"=! ?-[]\n'
_BLOCK = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?(url|sitemap)[\s>].*?</(?:[A-Za-z_][\w.-]*:)?\1\s*>", re.DOTALL)
# A loc's text holds no markup but CDATA sections.
_LOC = re.compile(r"<(?:[A-Za-z_][\w.-]*:)?loc\s*>([^<]*(?:<!\[CDATA\[.*?\]\]>[^<]*)*)</(?:[A-Za-z_][\w.-]*:)?loc\s*>",
                  re.DOTALL)
_CDATA = re.compile(r"<!\[CDATA\[(.*?)\]\]>", re.DOTALL)
_ENTITY = re.compile(r"&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);")
_NAMED = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}


@dataclass
class Document:
    """A sitemap to mutate: its bytes, the URL relative locs resolve against, and every entry
    block as (start, end, the URL the reader gives for it)."""

    name: str
    body: bytes
    base_url: str
    entries: list[tuple[int, int, str]]


@dataclass
class Tally:
    """The fuzzing result over all mutants."""

    mutants: int = 0
    undamaged: int = 0
    kept: int = 0
    exceptions: list[str] = field(default_factory=list)
    invented: list[str] = field(default_factory=list)

    @property
    def kept_share(self) -> float:
        return self.kept / self.undamaged if self.undamaged else 1.0


def document(name: str, body: bytes, base_url: str, max_entries: int = 300) -> Document | None:
    """A document of at most ``max_entries`` entries (a longer file keeps its prolog, its first
    entries and its own ending), or ``None`` when the clean reader does not give one URL per
    entry block (then undamaged entries could not be told apart).

    Steps: find the entry blocks; cut after the last kept one, keeping the file's tail from its
    closing root tag on; read the clean document; pair each block with its URL in order.
    """
    blocks = list(_BLOCK.finditer(body))
    if not blocks:
        return None
    if len(blocks) > max_entries:
        tail = body.rfind(b"</")
        body = body[: blocks[max_entries - 1].end()] + b"\n" + body[tail:]
        blocks = blocks[:max_entries]
    content = parse_sitemap(body, base_url)
    urls = [page[0] for page in content.pages] if content.pages else content.sitemaps
    if len(urls) != len(blocks) or content.problems:
        return None
    return Document(name, body, base_url, [(block.start(), block.end(), url) for block, url in zip(blocks, urls)])


def corpus_documents(sites: Path, max_entries: int = 300) -> list[Document]:
    """Every XML sitemap of the labelled corpus (``sites/<site>/**/*.xml``), relative locs
    resolved against the site's host as its ``SOURCE.json`` records it."""
    found = []
    for path in sorted(sites.glob("*/**/*.xml")):
        site = path.relative_to(sites).parts[0]
        source = sites / site / "SOURCE.json"
        host = json.loads(source.read_text())["host"] if source.exists() else site
        if doc := document(str(path.relative_to(sites)), path.read_bytes(), f"https://{host}/", max_entries):
            found.append(doc)
    return found


def synthetic_documents() -> list[Document]:
    """Sitemaps the way generators write them: 200 entries a line each with every child, an
    index, namespace prefixes, CDATA and entities, an image extension, a generator comment."""
    ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
    rows = "".join(f"<url><loc>https://shop.example/products/item-{n}</loc><lastmod>2024-0{1 + n % 9}-1{n % 10}"
                   f"</lastmod><changefreq>weekly</changefreq><priority>0.{n % 10}</priority></url>\n"
                   for n in range(200))
    prefixed = "".join(f"<s:url><s:loc>https://e.example/blog/{n}?a=1&amp;b=2</s:loc></s:url>\n" for n in range(120))
    cdata = "".join(f"<url><loc><![CDATA[https://e.example/c?id={n}&x=y]]></loc>"
                    f'<image:image><image:loc>https://cdn.example/{n}.jpg</image:loc></image:image></url>\n'
                    for n in range(120))
    children = "".join(f"<sitemap><loc>https://e.example/sitemap-{n}.xml</loc><lastmod>2024-05-01</lastmod>"
                       "</sitemap>\n" for n in range(60))
    head = '<?xml version="1.0" encoding="UTF-8"?>\n'
    texts = {
        "synthetic/plain-200.xml": f"{head}<urlset {ns}>\n{rows}</urlset>\n",
        "synthetic/prefixed.xml": f'{head}<s:urlset xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9">\n{prefixed}</s:urlset>',
        "synthetic/cdata-images.xml": f'{head}<urlset {ns} xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n'
                                      f"{cdata}</urlset>\n<!-- generated by a sitemap plugin -->\n",
        "synthetic/index.xml": f"{head}<sitemapindex {ns}>\n{children}</sitemapindex>",
    }
    return [doc for name, text in texts.items() if (doc := document(name, text.encode(), "https://e.example/"))]


def mutate(body: bytes, rng: random.Random) -> tuple[bytes, list[int]]:
    """``body`` with 1 to 4 random edits, and where each original byte ended up (``-1``: deleted
    or replaced), so that surviving blocks can be found."""
    data, origin = bytearray(body), list(range(len(body)))
    for _ in range(rng.randint(1, 4)):
        position = rng.randrange(len(data) + 1)
        new = rng.choice(MARKUP_BYTES) if rng.random() < 0.5 else rng.randrange(256)
        action = rng.choice(("replace", "insert", "delete")) if position < len(data) else "insert"
        if action == "insert":
            data.insert(position, new)
            origin.insert(position, -1)
        elif action == "delete":
            del data[position], origin[position]
        elif data[position] != new:
            data[position], origin[position] = new, -1
    where = [-1] * len(body)
    for index, source in enumerate(origin):
        if source >= 0:
            where[source] = index
    return bytes(data), where


def undamaged(doc: Document, where: list[int]) -> list[str]:
    """URLs of the entries whose whole block survived byte for byte, in one piece."""
    return [url for start, end, url in doc.entries
            if where[start] >= 0 and all(where[i] == where[start] + i - start for i in range(start, end))]


def loc_texts(body: bytes, base_url: str) -> set[str]:
    """Every ``<loc>`` element's whole text (entities decoded, CDATA verbatim), also resolved and
    with its host in the ASCII spelling the reader gives."""
    try:
        document = body.decode("utf-8")
    except UnicodeDecodeError:  # as the reader does: undeclared non-UTF-8 is Windows-1252
        document = body.decode("cp1252", "replace")
    texts = set()
    for match in _LOC.finditer(document):
        pieces = _CDATA.split(match[1])  # text, cdata, text, ...
        text = "".join(piece if index % 2 else _decode(piece) for index, piece in enumerate(pieces))
        texts.add(text.strip())
        try:
            texts |= {urljoin(base_url, text.strip()), ascii_host(text.strip())}
        except (ValueError, AttributeError):  # not a URL at all
            pass
    return texts


def _decode(text: str) -> str:
    def entity(match: re.Match[str]) -> str:
        name = match[1]
        if name in _NAMED:
            return _NAMED[name]
        try:
            return chr(int(name[2:], 16) if name[1] in "xX" else int(name[1:]))
        except (ValueError, OverflowError):
            return match[0]

    return _ENTITY.sub(entity, text)


def fuzz(documents: list[Document], mutants: int, seed: int) -> Tally:
    """Mutate the documents in turn, ``mutants`` times in all, seeded; tally what was kept."""
    rng, tally = random.Random(seed), Tally()
    for number in range(mutants):
        doc = documents[number % len(documents)]
        body, where = mutate(doc.body, rng)
        tally.mutants += 1
        expected = undamaged(doc, where)
        try:
            content = parse_sitemap(body, doc.base_url)
        except Exception as error:  # noqa: BLE001 - counting them is the point
            tally.exceptions.append(f"{doc.name}: {type(error).__name__}: {error}")
            continue
        found = {page[0] for page in content.pages} | set(content.sitemaps)
        tally.undamaged += len(expected)
        tally.kept += sum(url in found for url in expected)
        known = {url for _, _, url in doc.entries} | loc_texts(body, doc.base_url)
        tally.invented += [f"{doc.name}: {url}" for url in sorted(found - known)]
    return tally


def summary(tally: Tally, documents: Iterable[Document]) -> str:
    """The lines the bench prints and docs/RELIABILITY.md quotes."""
    docs = list(documents)
    return "\n".join((
        f"documents: {len(docs)} ({sum(len(d.entries) for d in docs)} entries)",
        f"mutants: {tally.mutants}",
        f"undamaged entries kept: {tally.kept} of {tally.undamaged} ({100 * tally.kept_share:.3f}%)",
        f"exceptions: {len(tally.exceptions)}",
        f"invented URLs: {len(tally.invented)}",
    ))
