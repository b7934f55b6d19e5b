#!/usr/bin/env python3
"""Ground-truth page-type labels for quick-e-recipes (Quick E Recipes - Everyday Family Meals).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Quick E Recipes ("Everyday Family Meals", Chef Frank, quick-e-recipes.com) is a recipe
catalogue: ~220 family recipes filed in 22 recipe categories under /recipes/<category>/, plus
two recipe collections of their own (/chef-franks-seasoning-recipes/, 26 recipes;
/institutional-recipes-for-200/, 12 large-batch recipes), four kitchen-tools reference pages,
a small blog and tag/category archives. It is a WordPress site migrated to Hugo (the content
was imported with its wp-content/ uploads and edited through Forestry.io). The repository
elkcityhazard/quick-e-recipes-hugo holds the Hugo sources on main (config.toml with
baseURL "/", theme "dayolddonuts" in themes/, content/) and the build on the gh-pages branch,
pushed by .github/workflows/publish.yml (peaceiris/actions-hugo, Hugo 0.75.1, `hugo --minify`,
peaceiris/actions-gh-pages publishing ./public). The saved commit d4423a45 (2023-02-20,
"deploy: 9bf9868...") is the tip of gh-pages, the build of main 9bf9868 (2023-02-19), whose
sources were read for the layouts. gh-pages/sitemap.xml is Hugo's own sitemap template: 277
<url> entries, 272 distinct URLs (/recipes/casserole-recipes/ and
/recipes/easy-mexican-recipes/ are listed twice), no <lastmod>, no <priority>, and every <loc>
is root-relative ("/recipes/..."), because baseURL is "/". No CNAME and no robots.txt in the
build; the host in SOURCE.json, www.quick-e-recipes.com, is the domain the content links to
(29 absolute links to http://www.quick-e-recipes.com/...). Every listed URL has a built
index.html in gh-pages.

Evidence: the theme's layouts at 9bf9868 (themes/dayolddonuts/layouts: _default/baseof.html,
index.html, _default/single.html, _default/section.html, _default/list.html, 404.html; the site
has no layouts/ of its own, and no content type has a layout folder, so every `type: page` /
`type: post` page falls back to _default) and the built HTML of every listed URL, outlined as
the children of <main id="content"> plus the post-card count, the aside.sidebar and
div.single-page (checked for all 272, before any clustering):
* _default/single.html: article.article-list > aside.sidebar (the "Recipes" menu and an ad) +
  div.single-page (ad, header.article-header with featured image, h1.post-title, published /
  modified dates, section.main-content). 223 URLs: the recipe leaf bundles
  /recipes/<category>/<slug>/ (180), /chef-franks-seasoning-recipes/<slug>/ (26),
  /institutional-recipes-for-200/<slug>/ (12) and the five blog posts, which front matter
  `url:` puts at the root (/clean-as-you-go/, /dont-crowd-me/, /onion-smell-tips/,
  /why-i-became-a-cook/, /hello-world/) -> article. Judgement call: recipes and blog posts
  are one label, as they render through one layout with the same sidebar (LABELING rule 4).
  The blog posts' URLs cannot be told from the one-offs /about/, /contact-us/ by shape: they
  are listed by path.
* _default/section.html: div.article-list > the _index.md content, then one div#post-card per
  page of the section (header, figure with lazy image, link, summary, dates). 24 built pages
  carry cards: /recipes/ (its 22 sub-sections), 19 of the 22 /recipes/<category>/, /blog/,
  /chef-franks-seasoning-recipes/, /institutional-recipes-for-200/ and /kitchen-tools/ (its
  four sub-sections) -> section-listing.
  Judgement calls: three recipe categories have no recipe pages of their own, only the recipes
  written into their _index.md text (/recipes/grilled-sandwich-recipes/,
  /recipes/hot-vegetables/, /recipes/restaurant-sandwich-recipes/), and the four kitchen-tools
  pages are sections too (content/kitchen-tools/<x>/_index.md: /food-safety-tips/,
  /herbs-and-spices-chart/, /ingredient-measurements-and-conventions/,
  /kitchen-tools-and-terms/), so section.html renders them with an empty card loop: the same
  layout -> section-listing as well (as an empty archive keeps its archive label), not a label
  of their own. /about/ and /contact-us/ are also sections (_index.md, section.html, content
  only) but are labelled one-off by their path, as about and contact pages are across the
  corpus (LABELING rule 2).
* _default/list.html (Hugo's fallback for taxonomy pages): a script, article.section-list and
  article.article-list with one card for every page of the site (the template ranges
  .Site.Pages, so all 15 pages show the same long list). /tags/<term>/ (10) -> tag-listing;
  /categories/<term>/ (3: cooking-tips, stories, uncategorized) -> category-listing, a
  different taxonomy, so a different label (LABELING rule 5); the taxonomy indexes /tags/ and
  /categories/ -> one-offs.
* index.html: article.article-list with a card per top-level section (.Site.Sections) -> home.
* No redirect stubs, no 404 page and no non-page URL in the sitemap. Not listed and not
  labelled: the DejaVu font demo HTML files under /dejavu-sans/ (static assets of the build).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/tags/[^/]+/$', 'tag-listing'),
    (r'^/categories/[^/]+/$', 'category-listing'),
    (r'^/(?:recipes|blog|chef-franks-seasoning-recipes|institutional-recipes-for-200|kitchen-tools)/$',
     'section-listing'),
    (r'^/(?:recipes|kitchen-tools)/[^/]+/$', 'section-listing'),
    (r'^/(?:recipes/[^/]+|chef-franks-seasoning-recipes|institutional-recipes-for-200)/[^/]+/$', 'article'),
    (r'^/(?:clean-as-you-go|dont-crowd-me|onion-smell-tips|why-i-became-a-cook|hello-world)/$', 'article'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
