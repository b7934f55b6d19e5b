"""Templates learned from the site's own URLs.

The published rules decide a template per URL and per segment, so a short slug stays a
singleton and one tag type splits by spelling. Here the whole site is the evidence: URLs go
into a trie of decoded tokens while streaming (counts only, :mod:`.trie` of :mod:`.tokens`),
and every decision is taken once, top-down, from the final counts (:mod:`.decider`). How and
why: ``docs/TEMPLATES.md``.
"""

from .clusterer import LearnedClusterer, render_template
from .sources import source_type
from .thresholds import Thresholds
from .tokens import home_folder, is_locale, page_tokens, strong_kind

__all__ = ["LearnedClusterer", "Thresholds", "home_folder", "is_locale", "page_tokens", "render_template", "source_type",
           "strong_kind"]
