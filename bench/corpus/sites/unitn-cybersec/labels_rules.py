#!/usr/bin/env python3
"""Ground-truth page-type labels for unitn-cybersec (CybersecurityUnitn.github.io, the UniTN Cybersecurity group).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

CybersecurityUnitn.github.io is the website of the Cybersecurity research group of the
University of Trento (UniTN, Italy; Bruno Crispo's group): a hero home page with the latest
publications and news, a people page, 25 author pages (group members and co-authors), ten
publication pages (web security, CORS, CSP nonces, web-cache deception, OAuth, GPU code
injection, stack protection), tag and publication-type pages and a contact page. It is
built with Hugo and the Wowchemy 5 "research group" starter (go.mod: module
github.com/wowchemy/starter-hugo-research-group, wowchemy/v5 v5.8.1 imported as a Hugo
module, the built pages say `<meta name=generator content="Wowchemy 5.7.0 for Hugo">`) plus
the Netlify and Netlify-CMS plugins; only layouts/_default/baseof.html, an analytics partial
and a table shortcode are overridden in the repository. .github/workflows/gh-pages.yml
builds branch main with `hugo --minify` (peaceiris/actions-hugo, latest extended) and
publishes public/ to branch gh-pages (peaceiris/actions-gh-pages). Saved commit 5cd46b53
("deploy: a59d3db8...", 2026-06-23) is the gh-pages head, the Actions build of main a59d3db8.
sitemap.xml is Hugo's own (baseURL https://CybersecurityUnitn.github.io/, lastmod on the
dated pages, changefreq weekly): one urlset, 70 URLs, every one with a built index.html;
robots.txt (enableRobotsTXT) points to it.

Evidence: config/_default/config.yaml (taxonomies tags, categories, publication_types and
authors, with permalinks /author/:slug/, /tag/:slug/, /category/:slug/ and
/publication-type/:slug/; paginate 10), the content tree of main a59d3db8 (content/authors/
<name>/_index.md for seven members, content/publication/<slug>/index.md, widget pages
content/home/, content/people/, content/contact/, content/admin/index.md), and the built
HTML of every listed URL at the commit: the children of div.page-body (between the fixed
navbar header and the footer that every page shares), read before any clustering. The body
class is "page-wrapper" everywhere, so it decides nothing.
* /author/<slug>/ (25) -> author-profile: the term pages of the authors taxonomy, one
  Wowchemy template: section#profile-page. For the seven people with a
  content/authors/<name>/ page (avatar, role, organisation, social links, biography) the
  section opens with the two-column profile row (col-lg-4 portrait card, col-lg-8 bio); for
  the co-authors without one it is preceded by a bare h1 title block; then
  div.article-widget "Latest" with the person's publications (absent for
  /author/amel-benabdallah/, who has no publication yet). Judgement call: one label, as
  cambridge-mlg labels the Wowchemy author pages with and without a profile: the same
  template whose profile block is content-dependent.
* /publication/<slug>/ (10) -> publication-detail: div.pub (article-container header with
  authors, date and optional PDF/Cite/DOI buttons, optional featured image, "Abstract" h3
  and p.pub-abstract, Type/Publication rows, article-style body, tag badges, share box,
  author cards). The two publications imported without an abstract or tags
  (/publication/277124/, /publication/9707846/) still carry the same frame.
* /tag/<slug>/ (21) and /publication-type/<n>/ (3: 1 conference paper, 2 journal article,
  3 preprint; Wowchemy names the terms by number) -> taxonomy-term-listing: one term
  template for both taxonomies (div.universal-wrapper page title h1, then a compact stream
  of div.media.stream-item.view-compact items with title, summary link, metadata and
  buttons, pagination nav when over ten items), LABELING rules 4 and 5, as cambridge-mlg
  and sandiego-opendata label term pages of several Hugo taxonomies rendered by one
  template.
* One-offs by path: the root (widget page: hero, publications collection, news markdown
  block, call to action) -> home; /people/ (people widget: member cards grouped by role);
  /contact/ (contact widget); /publication/ (the publication section list with the
  type/year filter form and the JavaScript-filtered container); /event/ and /post/ (section
  lists of two sections with no content: title only; "Recent & Upcoming Events",
  "Latest News"); the taxonomy indexes /authors/ (a plain ul of names with pagination),
  /tags/ and /publication_types/ (the terms as compact stream items) and /categories/ (no
  category is used: title only), each a one-off (LABELING rule 5); /admin/ (the
  Netlify-CMS plugin's admin page "Wowchemy CMS": a noindex head and the CMS script, no
  page body of the site's layout).
Judgement calls:
* /tags/ and /publication_types/ render the same terms list and /event/, /post/ and
  /categories/ render the same empty list frame; each names a different index, so they
  stay one-offs rather than forming a "taxonomy index" or "empty listing" template (the
  choice cambridge-mlg and sandiego-opendata made for Hugo taxonomy indexes).
* /admin/ is kept as a one-off page rather than a non-page label: it is an HTML page that a
  visitor reaches (a login screen drawn by script), not a redirect or a 404.
* Built but not listed (collect_pages --unlabelled stores them): /404.html, /tour/ (a
  Wowchemy slider page) and /publication/277152/ (no abstract), both built by Wowchemy 5.5.0
  in the 2024 deploy 4bafd2af and left on gh-pages (neither is in content/ any more), the
  /page/1/ files of the lists (Hugo's meta-refresh stubs to the list itself) and the second
  and third pages of the paginated taxonomy indexes (/authors/page/2/, /authors/page/3/,
  /tags/page/2/, /tags/page/3/).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/author/[^/]+/$', 'author-profile'),
    (r'^/publication/[^/]+/$', 'publication-detail'),
    (r'^/(?:tag|publication-type)/[^/]+/$', 'taxonomy-term-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
