#!/usr/bin/env python3
"""Ground-truth page-type labels for share-fi (share.fi, Share International Finland).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md.

share.fi ("Jakamisen periaate pelastaa maailman") is the Finnish-language site of Share
International, a non-profit spiritual association spreading Benjamin Creme's message about
Maitreya and the Masters of Wisdom: the monthly "Mestarin sanoin" (In the Master's words)
articles, news and lecture notices, reported encounters with Maitreya, miracles and signs,
questions and answers, further-information pages, contact and newsletter forms. It is a Hugo
site (repository sakumatto/share.fi): config.toml (baseURL https://share.fi, PaginatePath
"sivu", taxonomies avainsanat = tags and aihealueet = categories, arkistot, and - because
dateFormat, SectionPagesMenu and pluralizelisttitles were written inside the [taxonomies]
table - three accidental taxonomies "02.01.2006", "main" and "false"), the theme "classless"
overridden by the site's own layouts, content/ and a local build in public/. public/ is in
.gitignore but was force-added early, so later commits update the tracked built files while
pages created later never reached the repository; Netlify builds the live site from the
sources. Saved commit 8068f2cb (2021-05-15) is the last commit touching public/ (a consistent
build of that day: the layouts at that commit explain every built page); public/sitemap.xml
(Hugo's) lists 458 <url>, 456 distinct URLs, 447 with a built page.

Evidence: the layouts, the front matter (type:, layout:) and the built HTML of every listed
URL at the commit. Every page goes through _default/baseof.html (header, nav#main-nav with
the front-page picks, main, aside, footer); the home page alone has body.etusivu. Inside
<main> the page types show as follows (checked page by page with an outline of main and the
template's fixed text):
* mestarin-sanoin/single.html (type mestarin-sanoin): JSON-LD Article, div.masterarticle
  with the fixed <em>"Mestarin sanoin -artikkeli ..."</em>, h1, "- Mestarilta, Benjamin
  Cremen välityksellä", source line, the series blurb div.nosto with a link to the previous
  month's article, div.masterarticle-menu (menu "masterarticle"), div#masterarticles-include-
  footer, div#global-include-footer-extra -> master-article: 193 built
  /mestarin-sanoin/<YYYY-MM-slug>/ + 2 unbuilt (below).
* mestarin-sanoin/mestarin-vuositiedosto.html (front matter layout: "mestarin-vuositiedosto"):
  masterarticle with <em>"Mestarin sanoin -artikkelien vuosiarkistosivu"</em>, fixed intro and
  the article menu, no article body -> master-year-archive: /mestarin-sanoin/<YYYY>/ (24
  built, 1982-2020, plus /mestarin-sanoin/2021/ unbuilt).
* uutiset/single.html (type uutiset): JSON-LD NewsArticle, <em>"Uutisaihe: ..."</em>, h1,
  article body, "Julkaistu" date line, the news blurb, menu "uutiset", no
  masterarticles-include-footer -> news-article: 41 /uutiset/<slug>/ (lecture notices
  luento-*, comments mestarin-sanoin-YYYY-MM-kommentti, obituaries ...) and
  /ihmeet-ja-merkit/merkit-2018-11/ (type: uutiset in its front matter, built with the news
  layout although it sits in the miracles section), + /uutiset/share-huhtikuu-2020/ unbuilt.
* maitreya/maitreyan-kohtaamisia/single.html (type "maitreya/maitreyan-kohtaamisia"):
  JSON-LD Article, <em>"Kohtaamisia -artikkeli: ..."</em>, "- Ihmisten kokemuksia ...",
  the encounters blurb, menu "kohtaamisia" -> encounter-article: 28
  /maitreya/maitreyan-kohtaamisia/<slug>/.
* ihmeet-ja-merkit/single.html: JSON-LD Article, <em>"Ihmeet ja merkit -artikkeli: ..."</em>,
  "- Ihmeitä maailmalta", the signs blurb, menu "ihmeetmerkit" -> miracle-article: the other
  17 /ihmeet-ja-merkit/<slug>/.
* maitreya/single.html (section maitreya, no type): article > header (partial
  article-header), body, div#maitreya-include-footer (reading links) and
  global-include-footer-extra -> maitreya-article: 12 pages /maitreya/<slug>/ and
  /maitreya/maitreyan-viestit/<slug>/ (the latter section has no single layout of its own;
  the lookup falls back to maitreya/single.html, as the built pages show).
* _default/single.html: article > header + div, nothing else -> page: 55 built pages of the
  sections lisatietoa (22), kysymyksia-vastauksia (12, their own single.html layout only came
  in October 2021, after this build), transmissio-meditaatio (6), mestari (4, layouts/master
  is not their type), haloo, laillisuusasiat, lehdistolle, kirjallisuus, /videoita/ (a bundle
  of Vimeo embeds), and /uutiset/benjamin-cremen-luento-sveitsin-televisiossa/ (the one news
  item without `type: uutiset`, built with the default single layout); 3 of the 55 are form
  pages made one-offs below, so page has 52 built + 4 unbuilt URLs.
* Lists. _default/list.html ("Listaus artikkeleista tästä aihepiiristä", optional intro
  article, 12-per-page list, previous/next nav) renders the section pages /haloo/,
  /laillisuusasiat/, /uutiset/, /mestari/, /lehdistolle/, /ihmeet-ja-merkit/,
  /kysymyksia-vastauksia/, /kirjallisuus/, /lisatietoa/, /transmissio-meditaatio/, /maitreya/
  and /maitreya/maitreyan-viestit/ -> section-listing (12; the intro articles of /maitreya/,
  /kirjallisuus/, /ihmeet-ja-merkit/ ... are content, not layout). The same layout renders the
  empty indexes of the taxonomies arkistot, 02.01.2006, main and false (no terms: an empty
  list) -> taxonomy-index (4, judgement call below). avainsanat/list.html ("Listaus
  avainsanoistamme", 40 per page) -> tag-listing for the 35 /avainsanat/<term>/;
  aihealueet/list.html ("Listaus aihealueistamme") -> category-listing for the 20
  /aihealueet/<term>/. mestarin-sanoin/list.html ("Listaus Mestarin sanoin -artikkeleista", 18
  per page) renders only /mestarin-sanoin/ and maitreya/maitreyan-kohtaamisia/list.html only
  /maitreya/maitreyan-kohtaamisia/ -> one-offs.
* One-offs: the root (layouts/index.html, body.etusivu) -> home; /mestarin-sanoin/,
  /maitreya/maitreyan-kohtaamisia/ (own list layouts); /avainsanat/ and /aihealueet/ (taxonomy
  indexes, LABELING rule 5, although their layout is the terms' one); the form pages below.
Judgement calls:
* master-, news-, encounter- and miracle-article come from four layout files that copy one
  composition (masterarticle block, series blurb, section menu) with their own fixed texts,
  JSON-LD type, menu and footer links; they are different content types of different
  sections -> four labels, not one.
* Form and tool pages built with _default/single.html get one-off labels, as contact pages and
  tools do in the corpus (LABELING rule 2), because their body is the form, not an article:
  /haku/ (client-side search over /index.json: form + result area), /haloo/ota-yhteytta/
  (contact form, formspree), /haloo/syota-tietosi-alle/ (newsletter sign-up form, shortcode
  tilaajalistalle) and /haloo/tilaa-uutiskirje/ (a second, different newsletter form posting to
  posti.xit.fi; unbuilt, judged from its content file). /haloo/kiitos/ (thank-you text) and
  /videoita/ (embedded videos in an article) stay page.
* The four accidental taxonomy indexes /arkistot/, /02.01.2006/, /main/, /false/ are identical
  empty lists from one layout -> one shared taxonomy-index label rather than four one-offs or
  section-listing (LABELING rule 5 keeps taxonomy indexes apart from section fronts).
* Nine listed URLs have no built file at the commit (created after public/ stopped taking new
  files): /mestarin-sanoin/2021-01-rauhan-ja-rakkauden-polku/,
  /mestarin-sanoin/2020-12-suunnitelma-toteutuu/ (type mestarin-sanoin -> master-article),
  /mestarin-sanoin/2021/ (layout mestarin-vuositiedosto -> master-year-archive),
  /uutiset/share-huhtikuu-2020/ (type uutiset -> news-article),
  /kysymyksia-vastauksia/kysymyksia-ja-vastauksia-2021-05/, /lisatietoa/hierarkian-tyohon-rahaa/,
  /kirjallisuus/maailmanopettaja-kirja/, /kirjallisuus/maitreya-kirja/ (no layout for their
  type at the commit -> page) and /haloo/tilaa-uutiskirje/ (one-off, above). The live site is
  built by Netlify from these sources, so they are real pages, labelled from their front
  matter and the layouts at the commit, not not-found.
* Paginated list pages (/sivu/N/) are not in the sitemap; nothing is a redirect (Hugo alias
  pages are not listed) and 404.html is not listed.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
SECTIONS = r'(?:haloo|laillisuusasiat|uutiset|mestari|lehdistolle|ihmeet-ja-merkit|kysymyksia-vastauksia|kirjallisuus|lisatietoa|transmissio-meditaatio|maitreya|maitreya/maitreyan-viestit)'
RULES = [
    (r'^/$', 'home'),
    (r'^/' + SECTIONS + r'/$', 'section-listing'),
    (r'^/(?:arkistot|02\.01\.2006|main|false)/$', 'taxonomy-index'),
    (r'^/avainsanat/[^/]+/$', 'tag-listing'),
    (r'^/aihealueet/[^/]+/$', 'category-listing'),
    (r'^/mestarin-sanoin/\d{4}/$', 'master-year-archive'),
    (r'^/mestarin-sanoin/[^/]+/$', 'master-article'),
    (r'^/maitreya/maitreyan-kohtaamisia/$', '__ONE_OFF__'),
    (r'^/maitreya/maitreyan-kohtaamisia/[^/]+/$', 'encounter-article'),
    (r'^/maitreya/(?:maitreyan-viestit/)?[^/]+/$', 'maitreya-article'),
    (r'^/ihmeet-ja-merkit/merkit-2018-11/$', 'news-article'),
    (r'^/ihmeet-ja-merkit/[^/]+/$', 'miracle-article'),
    (r'^/uutiset/benjamin-cremen-luento-sveitsin-televisiossa/$', 'page'),
    (r'^/uutiset/[^/]+/$', 'news-article'),
    (r'^/(?:haku|haloo/ota-yhteytta|haloo/syota-tietosi-alle|haloo/tilaa-uutiskirje)/$', '__ONE_OFF__'),
    (r'^/(?:lisatietoa|kysymyksia-vastauksia|transmissio-meditaatio|mestari|haloo|laillisuusasiat|lehdistolle|kirjallisuus)/[^/]+/$', 'page'),
    (r'^/videoita/$', 'page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
