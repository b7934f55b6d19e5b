#!/usr/bin/env python3
"""Ground-truth page-type labels for smt-pod (SMT-Pod, the podcast of the Society for Music Theory).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path; the site root
is "home". See ../../LABELING.md.

SMT-Pod ("The Society for Music Theory Podcast", smt-pod.org) is the open, collaboratively
peer-reviewed podcast of the Society for Music Theory, a scholarly society: one season a year
since Spring 2022 (seasons 1-5), each episode with a web page of supplemental information
(credits, bio, keywords, supplemental PDF, embedded Captivate player), plus the calls for
podcast proposals ("Pitch a Pod"), the calls for theme/bumper music and the pages crediting
the composers of each season. The repository SMT-Pod/smt-pod (branch master) holds the Jekyll
sources (_config.yml with url https://smt-pod.org, remote_theme yous/whiteglass, plugins
jekyll-archives, jekyll-paginate, jekyll-sitemap; site's own _layouts/page.html and post.html,
_includes/; Markdown pages WITHOUT front matter - index.md, about/, episodes/, music/, submit/,
studentseminar/, newsarch.md - rendered by the github-pages gem's optional-front-matter and
default-layout plugins, Jekyll 3.10.0 per _site/feed.xml) and a local build in _site/ made by
`jekyll serve`, hence every <loc> is http://localhost:4000/... . The maintainers commit the
build with every episode; the saved commit 246a777 (2026-06-24, "Season 5.10 playlist update",
the newest) edits _site/ directly; its _site/sitemap.xml is the same blob as in the last
rebuild 779aa1a. _site/sitemap.xml is jekyll-sitemap's (85 pages, then 57 static PDF files, the
PDFs with <lastmod>, no <priority>); _site/robots.txt only names it. 142 distinct URLs, every
one with a file in _site/ (85 built HTML pages, 57 PDFs). The build also holds raw .md copies
of the sources (e.g. _site/episodes/season01/e1.1.md) - not listed, not pages.

Evidence: the built HTML of every listed URL at 246a777 (and the Markdown sources). Every page
except the root goes through the same wrapper (header.site-header with the nav ABOUT /
EPISODES / PITCH A POD / STUDENT SEMINAR / MUSIC, main.page-content > div.wrapper >
article.post > div.post-content, footer.site-footer; no body class). The page type shows in
the top-level blocks of div.post-content (outlined for all 85 pages before labelling):
* /episodes/seasonNN/eN.M/ (61: 15 + 11 + 11 + 14 + 10 across seasons 1-5): div.seasonheader
  whose h1 links back to the season, then a div with h2 "Supplemental Information: Episode N"
  and div.supplement (h3.supplement-title, authors, release date, div.floatsupps with headshot,
  author site, supplemental PDF link, production and music credits, bio, keywords, and the
  Captivate episode player) -> episode-page. Variants inside the template: e1.11 covers
  episodes 1.11 & 1.12 (two players), e1.6 two players, e4.14 five players, e1.14 two
  div.supplement blocks, e5.10 (released the day after the commit) no player yet - one label.
* /episodes/seasonNN/ (5): div.seasonheader (unlinked h1), div.seasonplayer#podcastPlayer
  (Captivate collection player + streaming buttons), hr, and the "Season N Episodes" list
  linking every episode page -> season-episode-list.
* /music/seasonNN/ (4): div.hero-image "Season N Music", intro paragraph, div#sNfeatures with
  the list of composers and performers and div#sNcomposerbios of div.biobox blocks ->
  season-music-credits.
* /music/callformusic/ (the current, Season 4, call) and /music/s01callformusic/ (archived
  Season 1 call): div.hero-image "Call for Compositions", h3 "Season N: Call for
  Compositions", paragraphs, div.accordion (guidelines), hr -> call-for-music.
* /submit/ ("Pitch a Pod: Submission Guidelines", the Season 6 call) and the archived calls
  /submit/s01cfp/, /submit/s02cfp/, /submit/s04cfp/, /submit/s05cfp/: div.hero-image
  "Pitch a Pod: Submission Guidelines", blockquote notice, h3 Overview, h3 Publication
  Process, timeline, proposal guidelines -> call-for-podcasts.
* One-offs: the root (index.md; no article.post: div.home with div.hero-image-main, the
  announcement, social links, subscribe buttons and ul.post-list) -> home; /about/ (mission
  statement, executive, editorial board and past members); /about/ethics/ (a bare h1 +
  lists, no hero image); /episodes/ (section landing: hero, latest-episode player, subscribe
  block, the current season's episode links and an archive of links to the earlier
  seasons); /music/ (section landing: theme composers of all seasons, links to the season
  music pages, archived call); /newsarch/ (dated news paragraphs); /studentseminar/ (the
  call for student-seminar mini-series proposals); /submit/OCPR/ (the open collaborative
  peer-review process).
Judgement calls:
* /submit/ is the PITCH A POD entry of the nav, but its body is the same call document as the
  four archived calls (a diff of the text differs only in the season, the dates and the
  notice line) -> call-for-podcasts with them, not a one-off. Likewise /music/callformusic/
  (current call) and /music/s01callformusic/ share call-for-music.
* /music/ uses the same hero + features + div.biobox parts as the season music pages, but it
  is the section landing (theme composers across seasons, links to every season page, the
  archived call) and has no season list -> one-off, as /episodes/ is beside the season lists.
* /studentseminar/ is a call for proposals too, but for a different programme (a seminar
  mini-series) with its own text structure (no Overview / Publication Process sections) ->
  one-off, not call-for-podcasts.
* The 57 PDF URLs (4 /assets/docs/*.pdf calls, 53 /episodes/seasonNN/supplements/*Supp*.pdf
  episode supplements) are static files jekyll-sitemap adds to the sitemap; they are files
  linked from the pages, not HTML pages -> non-page-asset (as airesnuevosnqn's raw includes).
* Episode pages of every season, with one or several players or supplements, share one
  label; the season number in the path is not a different section.
* Host localhost:4000 (SOURCE.json "host"), as the sitemap says; the live site is
  smt-pod.org (CNAME), built there by GitHub Pages from the same sources.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'\.pdf$', 'non-page-asset'),
    (r'^/episodes/season\d{2}/e\d+\.\d+/$', 'episode-page'),
    (r'^/episodes/season\d{2}/$', 'season-episode-list'),
    (r'^/music/season\d{2}/$', 'season-music-credits'),
    (r'^/music/(?:s\d{2})?callformusic/$', 'call-for-music'),
    (r'^/submit/(?:s\d{2}cfp/)?$', 'call-for-podcasts'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
