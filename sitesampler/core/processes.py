"""Complete processes (WCAG-EM 2.0 Step 3.3): pages that are steps of one task.

A purchase (cart, checkout, shipping, payment, review, confirmation), a sign-up in numbered
steps and any page taking a ``?step=N`` parameter are sequences: auditing one step alone says
little, so the sample takes a process whole or not at all. The URL only hints at a step (WCAG-EM
itself warns that the address rarely identifies a step of a process), so every process row
asks the tester to record the actions that lead to it.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .candidates import Candidate
from .clustering import Cluster
from .segments import decode_segment

PURCHASE, SIGN_UP = "purchase", "sign-up"

#: Words of a purchase, by step in the default sequence. A page belongs to the purchase only
#: when a segment names the cart or the checkout; its step is the latest its words name.
_PURCHASE_STEPS: dict[str, int] = {
    word: step
    for step, words in enumerate((
        "cart basket warenkorb winkelwagen panier 장바구니 カート",
        "checkout kasse 주문서",
        "shipping delivery versand 배송",
        "payment pay billing zahlung 결제",
        "review confirm confirmation",
        "complete completed thankyou thanks success receipt ordercomplete orderreceived 완료",
    ), start=1)
    for word in words.split()
}
_PURCHASE_START = frozenset(word for word, step in _PURCHASE_STEPS.items() if step <= 2)
_SIGN_UP_WORDS = frozenset("signup register registration join 회원가입".split())
_WORD_SPLIT = re.compile(r"[-_.\s+~]+")
_STEP_NUMBER = re.compile(r"(?:step)?(\d{1,2})")
_MAX_WORDS = 3


class Process(NamedTuple):
    """One complete process: its name and its pages in step order (one page a step)."""

    name: str
    steps: tuple[tuple[Candidate, Cluster], ...]
    members: frozenset[str]  # keys of every page found to be a step of it, chosen or not


def _words(segment: str) -> list[str]:
    text = segment.casefold()
    words = [word for word in _WORD_SPLIT.split(text) if word]
    return words + ["".join(words)] if 0 < len(words) <= _MAX_WORDS else []


def process_step(key: str) -> tuple[str, int] | None:
    """The process and step a page's key (``/checkout/payment``, ``/join?step=2``) names, or None.

    Steps: a ``step`` parameter makes the page step N of the sign-up (when a segment names one)
    or of its own path's process; a segment naming the cart or checkout makes it a purchase
    step, the latest step any segment names; a sign-up segment makes it a sign-up step,
    numbered by a later ``step-N`` segment (1 without one).
    """
    path, _, query = key.partition("?")
    segments = [decode_segment(segment) for segment in path.split("/") if segment]
    words = [_words(segment) for segment in segments]
    all_words = [word for segment_words in words for word in segment_words]
    step_values = [value for name, _, value in (pair.partition("=") for pair in query.split("&"))
                   if name.lower() == "step"]
    if step_values and step_values[0].isdigit():
        signed_up = any(word in _SIGN_UP_WORDS for word in all_words)
        return (SIGN_UP if signed_up else f"steps of {path}"), int(step_values[0])
    if any(word in _PURCHASE_START for word in all_words):
        return PURCHASE, max(_PURCHASE_STEPS.get(word, 0) for word in all_words)
    for at, segment_words in enumerate(words):
        if any(word in _SIGN_UP_WORDS for word in segment_words):
            numbers = [match.group(1) for segment in segments[at + 1:]
                       if (match := _STEP_NUMBER.fullmatch(segment.casefold().replace("-", "")))]
            return SIGN_UP, int(numbers[-1]) if numbers else 1
    return None


def find_processes(clusters: list[Cluster]) -> list[Process]:
    """Every process of at least two steps among the clusters' pages, by name.

    Steps: classify each kept page (:func:`process_step`); per process and step keep the
    shortest key (the plainest spelling of that step, then the smallest); a process needs two
    distinct steps to be one.
    """
    found: dict[str, dict[int, tuple[Candidate, Cluster]]] = {}
    members: dict[str, set[str]] = {}
    for cluster in clusters:
        for candidate in cluster.candidates.candidates():
            step = process_step(candidate.key)
            if step is None:
                continue
            name, number = step
            members.setdefault(name, set()).add(candidate.key)
            steps = found.setdefault(name, {})
            held = steps.get(number)
            if held is None or (len(candidate.key), candidate.key) < (len(held[0].key), held[0].key):
                steps[number] = (candidate, cluster)
    return [
        Process(name, tuple(steps[n] for n in sorted(steps)), frozenset(members[name]))
        for name, steps in sorted(found.items())
        if len(steps) >= 2
    ]
