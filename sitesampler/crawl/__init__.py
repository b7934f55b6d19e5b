"""The crawl around the ``sample`` spider: its arguments, downloader middlewares, extensions, stats keys, problems, and the ``Sampling`` it feeds (with its worker processes)."""
