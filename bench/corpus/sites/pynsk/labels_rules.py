#!/usr/bin/env python3
"""Ground-truth page-type labels for pynsk (old.pynsk.ru, PyNSK, the Novosibirsk Python community).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

PyNSK ("PyNSK - Новосибирское Python сообщество") is the site of the first Python user
community of Novosibirsk (Russian): an archive of short daily posts from its VK group
(standard-library tours, useful libraries and tools, syntax notes, Django, tests, videos,
meetup announcements) published in 2015-2016, plus an about page. It is a Pelican site
(repository PyNSK/pynsk): branch master holds the sources (pelicanconf.py, publishconf.py with
SITEURL 'http://old.pynsk.ru', content/article/<week>/*.md, content/pages/about.md, the theme
themes/pelican-bootstrap3 and the plugins summary, liquid_tags, tipue_search, sitemap, assets,
optimize_images, tag_cloud, post_stats, related_posts, embedly_cards, pin_to_top); branch
gh-pages holds the output, one "Generate Pelican site" commit per build (ghp-import), with
CNAME old.pynsk.ru (the site had just moved there from pynsk.ru: master 8c6c6845, 2016-01-20,
"Перенес сайт на old.pynsk.ru"). Saved commit e9a84eb9 (gh-pages head, 2016-01-20 05:58 UTC,
two minutes after that master commit) is the last build. sitemap.xml is written by the
pelican "sitemap" plugin (SITEMAP format xml, priorities articles 0.7, indexes 0.5, pages
0.3): one <urlset>, 560 <url>, 560 distinct URLs, every one with a built file in the tree
(618 HTML files in all). No robots.txt at the web root.

Evidence: the templates of themes/pelican-bootstrap3 on master (no article or page sets a
`template:` of its own, no custom save_as), the Pelican settings (ARTICLE_URL
posts/{date:%Y}/{date:%b}/{date:%d}/{slug}/, DIRECT_TEMPLATES index, tags, categories,
authors, archives, search) and the built HTML of every listed URL at the commit, read before
any clustering: an outline of the main column div.col-sm-9 (three levels, repeated siblings
folded) per URL group, plus a diff of whole pages between groups. Every page goes through
base.html (fixed navbar with the Категории link, the about page and the search box, main
column div.col-sm-9, sidebar div#sidebar with the about-me box, category list and tag cloud,
footer); <body> carries no class anywhere.
* /posts/<YYYY>/<Mon>/<DD>/<slug>/ (215): article.html -> article. section#content > article
  > header.page-header (h1 permalink), div.entry-content, optional section#related-posts.well
  ("Новости по теме:", on 165 of them: content-dependent), the AddThis toolbox and
  section#comments (Disqus). Posts of every category (videos, meetup announcements
  "Встречи", code examples ...) and of both authors use this one layout.
* /tag/<slug>.html (312) -> tag-listing: tag.html; /category/<slug>.html (26) ->
  category-listing: category.html; /author/<slug>.html (2) -> author-listing: author.html.
  The three extend article_list.html: a list of article > h2 + div.summary (with a "more ..."
  button) separated by <hr>, and ul.pagination when a list has more than 10 articles
  (DEFAULT_PAGINATION; the pages 2..N, e.g. /tag/django2.html, are not in the sitemap).
* One-offs by path: the root (index.html, the same article_list skeleton with the whole
  article stream, 22 pages deep) -> home; /archives.html (archives.html: h1 "Архив
  публикаций", dated list of every post); /tags.html (tags.html: Bootstrap accordion of all
  tags with counts) and /categories.html (categories.html: accordion of the categories) - the
  two taxonomy indexes (LABELING rule 5); /pages/about.html (page.html, "О сообществе", the
  only page of the site).
Judgement calls:
* Tag, category and author pages are rendered by three template files that differ only in
  <title>, the keywords meta and breadcrumbs (switched off: DISPLAY_BREADCRUMBS is unset), so
  their HTML is the same skeleton (checked by diff: only <title> and <meta> differ). They are
  kept apart by role, as LABELING rule 5 names tag and category listings and as the corpus
  does for other one-layout taxonomy lists (pointerpodcast): tag-listing, category-listing and
  author-listing (two authors, Alexander Sapronov with 214 posts and 22 list pages, Vladimir
  Kostiunin with one), not one shared label.
* The home page shares that article_list skeleton too (index.html only adds the canonical
  link and an empty banner block); as the site root it is home, a one-off.
* /pages/about.html is the only URL rendered by page.html -> a one-off by path, although its
  section#content.body is close to an article's body.
* Not listed but built (collect_pages --unlabelled stores them): /authors.html (authors
  index), /search.html (Tipue search results page), index2..22.html, the paginated tag,
  category and author lists.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/posts/\d{4}/[A-Z][a-z]{2}/\d{2}/[^/]+/$', 'article'),
    (r'^/tag/[^/]+\.html$', 'tag-listing'),
    (r'^/category/[^/]+\.html$', 'category-listing'),
    (r'^/author/[^/]+\.html$', 'author-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
