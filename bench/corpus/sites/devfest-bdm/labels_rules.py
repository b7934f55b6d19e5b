#!/usr/bin/env python3
"""Ground-truth page-type labels for devfest-bdm (devfest.duboutdumonde.bzh, DevFest du Bout du Monde 2020).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

DevFest du Bout du Monde 2020 was a one-day developer conference in Brest (Brittany, France,
28 February 2020) run by the communities FinistDevs and Code d'Armor: 51 schedule entries
(talks, keynotes and the welcome / coffee / lunch / hacking slots), 53 speaker profiles,
23 partner pages (sponsor tiers named after Breton pastries), the core team, a
schedule grid, a code of conduct, and a French translation of the home and section pages.
The site (repository DevFestBdM/site-devfest-2020) is built with Hugo 0.59.0 (generator meta)
and a fork of GDG Toulouse's devfest-theme-hugo (git submodule themes/devfest-theme-hugo at
5bb1d371 of DevFestBdM/devfest-theme-hugo, not stored; the upstream GDGToulouse theme of the
same weeks, 6388fa5 2020-02-19, was read for the layouts). The organisers built locally and
committed public/ (Hugo does not clean it, so a few stale pages of earlier builds stay in
it), deployed with `firebase deploy` (firebase.json: hosting.public = "public", a catch-all
rewrite ** -> /index.html). Saved commit f65d584b ("Adding Philippe Antoine", 2020-02-28,
the conference day) is the last commit touching public/. Languages: en (weight 1, served at
the root, no /en/ prefix) and fr (/fr/); Hugo wrote public/sitemap.xml as a sitemapindex of
/en/sitemap.xml (152 <url>) and /fr/sitemap.xml (8 <url>: French content exists only for the
home, the code of conduct and the section pages), with xhtml:link hreflang alternates, no
lastmod or priority. 160 distinct URLs, every one built. robots.txt (enableRobotsTXT) is
"User-agent: *" only.

Evidence: config.toml, content/ (the front matter of sessions, speakers, partners and team
files), the upstream theme's layouts (baseof: <body class="{{ .Kind }} {{ anchorize .URL }}
{{ .Section }}">, sessions/single, speakers/single, partners/single, team, taxonomy, _default
list/single, the section list layouts) and the built HTML of every listed URL at the commit
(body class = Hugo page kind + section, and an outline of <main>'s children), read before any
clustering. Every page shares the header (nav menu, language switch), the inline SVG icon
sprite and the footer.
* /sessions/<slug>/ (51) -> session: body "page ... sessions", main > section.talk (header
  with category tag and h1, div.info with level, format, speaker cards and the abstract,
  div.media with video/slides when set). The schedule slots without speakers (/sessions/__open/,
  __pause/, __lunch/, __hacking_noon/, the keynote_open / keynote_close_1 / _2 slots) are
  session records rendered by the same layout (empty speaker list, short text) -> session too.
* /speakers/<slug>/ (53) -> speaker: body "page ... speakers", div.hero (photo, h1, social
  links, the speaker's talks as cards) + section.speaker (city, company, bio).
* /partners/<tier>/<slug>/ (23) -> partner: body "page ... partners", section.header (logo
  card, h1, website link), section.content, optional "why" / socials / jobs sections - all
  from partners/single.html; which optional sections appear depends on the front matter.
* /team/core/<slug>/ (7) -> team-member: body "page ... team", div.hero (h1 + an empty
  description div) and an empty section.content: the members' files are front matter only
  (name, photo, socials used by the /team/ list), so each page is a bare name heading.
* /tags/<term>/ (10: the six track categories plus keynote, lunch, open, pause) ->
  tag-listing: body "taxonomy tags-<term> tags", Hugo's _default/list.html: <hr> and a plain
  ul.pages of the term's session titles.
* One-offs by path (the French page of each takes the same label, LABELING rule 3): the root
  and /fr/ -> home (jumbo banner, info, tickets, speaker carousel, location map, YouTube
  section); /sessions/ (hero + talk cards with tags, level, format, speakers); /speakers/
  (hero + speaker card grid); /schedule/ (hero with iCal/PDF buttons, day tabs, CSS-grid
  schedule); /partners/ (hero + partner logo groups by tier); /team/ (hero with text + member
  cards); /tags/ (the taxonomy index, the same bare hr + ul.pages markup as the term pages,
  kept apart by LABELING rule 5); /code-of-conduct/ (_default/single.html: hero with h1 and
  the table of contents, long prose section).
Judgement calls:
* The team member pages and /code-of-conduct/ render the same generic single markup (div.hero
  with h1 and a description div, then section.content). The seven member pages repeat one
  composition (a name and nothing else) and get one team-member label; the code of conduct
  (table-of-contents nav in the hero, a long numbered text) is kept a one-off, as the corpus
  keeps generic page records of a different composition apart (getlektor). Merging the eight
  English pages into one label would be the other reading.
* The schedule slot records (welcome, breaks, lunch, hacking, keynote slots) share the
  session label although their pages are nearly empty: same layout, same markup.
* The tag term pages render the theme-less _default/list.html (the fork's taxonomy layout is
  not used for them); they are one tag-listing label whatever their size (1 to 10 links).
* Built but not listed (collect_pages --unlabelled stores them): /404.html and /fr/404.html,
  the /en/ alias (a meta-refresh to the root), and stale pages of earlier local builds:
  /speakers/alexandre_touret/ and /sessions/unifiez_vos_traitements_batch_et_streaming_avec_
  apache_beam/ (removed from content/ on 2020-02-14), /partners/startup/asi/ and
  /partners/gold/arkea-copy/.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('fr',)
RULES = [
    (r'^(?:/fr)?/$', 'home'),
    (r'^/sessions/[^/]+/$', 'session'),
    (r'^/speakers/[^/]+/$', 'speaker'),
    (r'^/partners/[^/]+/[^/]+/$', 'partner'),
    (r'^/team/core/[^/]+/$', 'team-member'),
    (r'^/tags/[^/]+/$', 'tag-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
