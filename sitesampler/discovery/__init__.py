"""Discovery: robots.txt, the sitemap readers and their quota, the home page and the canonical root."""
