#!/usr/bin/env python3
"""Ground-truth page-type labels for businessinsiderbd (www.businessinsiderbd.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Business Insider Bangladesh, a bilingual news portal (English at the root, Bangla under
/bangla/). Three sitemaps: an online crawler's sitemap.xml and two Google News sitemaps
(500 Bangla and 500 English articles). The repository holds part of the site's PHP (video
gallery, photo gallery, archives and include fragments), not the article or section
scripts, so those labels come from the URLs.
* /<section>/news/<id> and /<section>/news/<id>/<slug> -> article: the crawler lists
  English articles without the slug, the English news sitemap with it; both show the
  same article (equivalent URLs). /bangla/<section>/news/<id> -> article too (the Bangla
  edition is a translation tree of the same portal, rule 3). Judgement: photo-feature
  articles (/photo-feature/news/<id>) keep the URL scheme of the other sections and are
  article; only their pages could show a photo-story layout.
* /<section> and /bangla/<section> (economy, markets, national, sports, jobs, ...) ->
  section-front; /bangla/ is the Bangla home, labelled home (language prefix dropped).
* videogallery/index.php reads ?videoinfo=<id> and, without it, shows the newest video, so
  /videogallery/ and /videogallery/index.php?videoinfo=<id> -> video-page;
  videogallery/archives.php lists 50 videos a page (?page=<n>), and /videogallery/archives
  (the same script without its extension) -> video-archive.
* /writers/<slug> -> writer-page (two writers).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('bangla',)
RULES = [
    ('^(?:/bangla)?/[a-z-]+/news/\\d+(?:/[^/]+)?$', 'article'),
    ('^/videogallery/(?:index\\.php\\?videoinfo=\\d+)?$', 'video-page'),
    ('^/videogallery/archives(?:\\.php\\?page=\\d+)?$', 'video-archive'),
    ('^/writers/[^/]+$', 'writer-page'),
    ('^(?:/bangla)?/[a-z-]+$', 'section-front'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
