"""The project's spiders: ``sample`` (see ``sample.py``)."""
