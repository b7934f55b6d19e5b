#!/usr/bin/env python3
"""Ground-truth page-type labels for castile-blog (castile.github.io, a Chinese Hexo tech blog).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

A personal technical blog in Chinese (Java, Spring, Flink, NiFi, DDD, LeetCode notes) by
"Castile", built with Hexo 5.4 and the hexo-theme-pure theme (themes/pure, EJS templates). The
repository Castile/blog-backup is the author's hexo-git-backup copy of the whole Hexo project
(_config.yml, source/_posts/*.md, source/<page>/index.md, themes/, node_modules/) together with
the generated site in public/ (public_dir), all at one commit (31a79993, 2024-11-11, "this is my
blog backup", the newest commit of main); the live site is pushed by hexo-deployer-git to
Castile/Castile.github.io. _config.yml: url https://castile.github.io, permalink
:year/:month/:day/:title/, tag_dir tags, category_dir categories, theme pure, per_page 10.
Sitemaps: public/sitemap.xml by hexo-generator-sitemap 2.1.0 (its template is in node_modules:
every post and page, the root, then every tag and category term, the latter two with
<priority>0.6) and public/baidusitemap.xml by hexo-generator-baidu-sitemap (the 153 posts again,
nothing new). No robots.txt in the build. 307 distinct URLs.

Evidence: the theme's layout files and the built HTML of every listed URL in public/. Every page
has the same <body class="main-center theme-green"> (plus "no-sidebar" where the page's front
matter says sidebar: none), the same header/sidebar/footer; the template shows in the first
element inside <main class="main" role="main">, which each layout writes itself:
* post.ejs -> div.content > article.article.article-type-post (title, meta, marked-body entry,
  tag/category footer, Valine comments, prev/next pager, donate modal) -> blog-post: the 153
  dated /YYYY/MM/DD/<title>/ URLs (titles percent-encoded Chinese, one with spaces), 2020-2024;
  every source/_posts/*.md (153) is one of them.
* tag.ejs -> article.content.article.article-tags.post-type-list ("标签: X", count, card grid of
  the tag's posts; a pager when the tag has more than 10 posts) -> tag-listing: the 119
  /tags/<tag>/ URLs.
* category.ejs -> article.content.article.article-categories.article-type-list ("分类: X",
  collapsible panel of the category's posts) -> category-listing: the 27 /categories/<c>/ URLs.
* index.ejs -> div.content.article-list (archive-list partial: post summaries + pager) -> the
  root, "home" (its /page/N/ pages are built but not listed).
* One-offs, each a layout of its own chosen by the page's front matter:
  /tags/index.html (tags.ejs: article.article.article-tags without "content", tag cloud of all
  tags), /categories/index.html (categories.ejs: the category tree), /about/index.html
  (layout: about -> about.ejs, article.archives-about with its own sidebar-about),
  /books/index.html (layout: books -> books.ejs, a Douban book list filled by script,
  no-sidebar), /repository/index.html (layout: repository -> repository.ejs, a GitHub repo list
  filled by script, no-sidebar), /links/index.html (front matter `type: "link"` but no layout, so
  Hexo gives it the default page.ejs: article.article-type-page with the plain body; the theme's
  links.ejs is not used).
* /404.html: source/404/index.md (permalink /404, title "404 Not Found：该页无法显示", a
  Tencent "lost children" 404 script as its body) built with page.ejs as public/404.html, the
  file GitHub Pages serves for a missing path -> not-found (LABELING rule 8).
Judgement calls:
* Case-colliding terms. Hexo treats tags/categories that differ only in letter case as distinct
  terms and lists both (/tags/JVM/ and /tags/jvm/, /tags/IO/ and /tags/io/, /tags/Flink/,
  /tags/RPC/, /tags/SSL/, /tags/nifi/, /tags/mysql/, /tags/java基础/, /categories/spring/), but
  the site was generated on a case-insensitive file system, so each pair was written into one
  folder: the folder keeps one spelling and the page of the other (e.g. public/tags/jvm/
  holds "标签: JVM"). The 9 URLs without a folder of their own spelling were still rendered by
  tag.ejs / category.ejs -> tag-listing / category-listing like their twins, not not-found (on
  the case-sensitive live host they may answer 404; that is a deployment accident, not a
  template). They are the 9 labelled URLs with no stored page.
* /links/index.html shares page.ejs with /404.html, but the 404 page is not-found, so the
  plain-page template has a single listed page -> its own path, a one-off.
* /tags/index.html and tag pages share the article-tags class, and /categories/index.html and
  category pages share article-categories, but each index is its own layout file (tags.ejs,
  categories.ejs) and the taxonomy index is a one-off (LABELING rule 5).
* Posts with one-line bodies, LeetCode notes and long series (DDD 01-05, Netty 01-04, JVM 01-05)
  all render through post.ejs -> blog-post; categories with a pager (Algorithm, Java) and
  without are one template.
* One-off labels keep the listed "index.html" form of the URL (/about/index.html), since the
  sitemap lists them that way (trailing_index: true).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/\d{4}/\d{2}/\d{2}/[^/]+/$', 'blog-post'),
    (r'^/tags/[^/]+/$', 'tag-listing'),
    (r'^/categories/[^/]+/$', 'category-listing'),
    (r'^/404\.html$', 'not-found'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
