#!/usr/bin/env python3
"""Ground-truth page-type labels for altcointrading (www.altcointrading.net, AltcoinTrading.NET / ATNET).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

AltcoinTrading.NET ("ATNET") is an English cryptocurrency-trading publication (2016-2021):
blog posts on trading and market events, how-to guides, an A-Z trading glossary, in-depth
trading-strategy guides, security (OPSEC) primers, TradingView script reviews, airdrop lists
and an "eternal Black Friday" deals page, all as Google AMP pages. It is a Jekyll 3 site with
its own hand-written theme (no gem theme: _layouts/, _includes/ and the Skeleton-style grid
"eight columns / four columns" in the repository), plugins jekyll-paginate and
jekyll-last-modified-at, several collections (_config.yml: howto /:collection/:slug/,
glossary /:collection/:title/, strategy and security /:collection/:slug/, ebf not output) plus
_posts at /<slug>/. Repository AT-Publishing/website (branch master) holds the sources and
the built site: the author's deploy.sh runs `jekyll b --destination ./_site` and commits
_site, which Netlify serves (_site/_redirects sends altcointrading.netlify.com to the
www host). Saved commit e247423d ("bak", 2021-02-09 08:01 UTC, the branch head) rebuilt
_site from the sources at that commit. The sitemaps are the site's own Liquid templates
(sitemap.xml = a <sitemapindex> of six children; sitemap-pages.xml = the root (no trailing
slash, no lastmod) plus every site.page without `navi.exclude`, i.e. the section fronts,
tag pages, /pageN/ pagination and a few pages; sitemap-posts.xml = site.posts;
sitemap-howto/-glossary/-strategy/-security.xml = one collection each), with lastmod from
jekyll-last-modified-at: 202 <url> for 202 distinct URLs (the root listed twice, as
"https://www.altcointrading.net" and ".../"), lastmod on 201. Every listed URL has a built
file below _site/ (the bare root is _site/index.html). robots.txt saved from _site/.

Evidence: _config.yml (collections and their front-matter defaults: posts and howto
`at-trading`, glossary `at-glossary`, strategy `strategy`, security `security`), the
front matter of every source file (all 80 _posts, one of them `published: false`, and all
18 _howto files `layout: at-trading`;
all 50 _glossary files `at-glossary`; all 14 _strategy files `strategy`; 15 _security
files `security` and 4 `at-trading`), the layouts in _layouts/ (at-trading, at-glossary,
strategy and security extend default-news.html: body.default-sub + AMP header/footer;
home, col-*, page and page-airdrops extend default.html or are full pages with a bare
<body>), the page files (index.html, col-*.md, tag-*.md, 0-airdrops.md,
0-eternal-black-friday.md, disclaimer.md, theme_trading/blog.md and reports.html), and
the built HTML of every listed URL at the commit (body class, the id of the first
div.container, the h1 class and the <section> sequence), read before any clustering.
* Blog posts /<slug>/ (79, sitemap-posts.xml), how-to guides (18, sitemap-howto.xml: 11 at
  /howto/<slug>/ and 7 with their own flat permalink such as /how-to-buy-altcoins/ and
  /coupon-bitmex-iyqb44/) and the 4 security items given `layout: at-trading` (flat
  /trezor-hack/, /samourai-wallet-bitcoin-anonymity/, /bitifinex-eats-your-eth/,
  /exchange-red-flags/, listed in sitemap-security.xml) -> article: _layouts/at-trading.html,
  div.container#altcointrading-trading, section.altcointrading-blog-header (h1 "<title> -
  #CryptoTrading"), section.altcointrading-blog-body (article + sidebar with meta, related
  list, promo blocks), section.related-stacked and the airdrops section
  (section.altcointrading-blog-airdrops). Three posts carry an extra content section (an
  author bio, an Airtable embed): still the same layout. The flat URLs cannot tell posts,
  how-tos, security items and pages apart, so the rule carries a file regex: a URL is an
  article when sitemap-posts/-howto/-security lists it (and, for the security file, it is
  not a /security/<slug>/ guide). One 2017 post keeps an old dated permalink,
  /reports/2017/03/25/ethereum-etf.html, and is an article like the others.
* /glossary/<term>/ (50) -> glossary-entry: _layouts/at-glossary.html, a copy of at-trading
  rewritten: "[ATNET Crypto Trading Glossary] term" heading with the meta line under it,
  image inside the article, an "in-depth article" button and three tagged-related lists
  (blogs / strategy / security on the term's first tag), the glossary sidebar, a CTA row and
  no airdrops section.
* /strategy/<slug>/ (14) -> strategy-guide: _layouts/strategy.html (#altcointrading-strategy:
  eight-column header with h1 and promo row, four-column newsletter/meta box, then
  article.strategy-article beside a sticky strategy menu).
* /security/<slug>/ (15) -> security-guide: _layouts/security.html (#altcointrading-security:
  left four-column sidebar with promos, related list and post sidebar; eight-column column
  with an h2 title, figure and div.securitycontent).
* /tag/<tag>/ (4: businessofcrypto, crypto-technical-indicators, tradingview-script-review,
  wyckoff-trading) -> tag-listing: _layouts/tag.html (section.tag-intro, the tag's posts
  and, where the page sets `strategy: yes`, its strategy guides, then the category list).
* The root (listed as "https://www.altcointrading.net" and ".../") and /page2/ ... /page8/
  -> home: index.html on _layouts/home.html with jekyll-paginate (paginate: 10): the
  strategy/updates columns, section#home-airdrops and section#new-posts with the
  paginator's posts; /pageN/ are the same page file paginated (LABELING rule 5), with the
  same section sequence in the built HTML.
* One-offs by path, each its own layout or page file: /glossary/ (col-glossary.html),
  /strategy/ (col-strategy.html), /security/ (col-security.html), /guides/
  (col-guides.html: the how-to index), /blog/trading/ (theme_trading/blog.md on
  landing-blog.html), /reports/ (theme_trading/reports.html on default.html: a timeline of
  security reports), /airdrops/ (page-airdrops.html), /blackfriday/ (ebf.html, the deals
  page) and /disclaimer/ (page.html).
Judgement calls:
* Posts, how-tos and the four at-trading security items are one label although they come
  from three collections and sitemaps: the layout file and the built markup are the same
  (LABELING rule 4); the security items on the security layout are a label of their own.
* at-glossary.html started as a copy of at-trading.html, but its heading, sidebar, related
  blocks and the missing airdrops section make a different page for an auditor: two labels.
* The four collection fronts (col-glossary, col-strategy, col-security, col-guides) share
  the default shell but are four different layout files with different compositions:
  one-offs, not one "section-front" label.
* Built but not listed (collect_pages --unlabelled stores them): /about-legal/ and three
  coupon pages (/coupon-coinmama-fny3000/, /coupon-kucoin/, /fee-discount-cryptofacilities/;
  `navi.exclude` pages), two strategy pages left out of the strategy sitemap
  (/strategy/coin-control-amlkyc/, /strategy/cryptocurrency-lending/) and a Yandex
  verification file.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/?$', 'home'),
    (r'^/page\d+/$', 'home'),
    (r'^/tag/[^/]+/$', 'tag-listing'),
    (r'^/glossary/[^/]+/$', 'glossary-entry'),
    (r'^/strategy/[^/]+/$', 'strategy-guide'),
    (r'^/security/[^/]+/$', 'security-guide'),
    (r'.', 'article', r'^sitemap-(?:posts|howto|security)\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
