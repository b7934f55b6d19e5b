"""sitesampler: a deterministic WCAG-EM page sample of a site, picked from its sitemaps."""
