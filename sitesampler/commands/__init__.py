"""Project commands (``COMMANDS_MODULE``): Scrapy's own, with sitesampler's exit status."""
