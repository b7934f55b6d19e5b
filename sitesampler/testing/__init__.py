"""Helpers for crawling realistic hostnames on loopback (tests and ``sitesampler demo``)."""
