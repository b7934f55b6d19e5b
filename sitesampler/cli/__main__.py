"""``python -m sitesampler.cli``: the ``sitesampler`` command."""

from sitesampler.cli import main

raise SystemExit(main())
