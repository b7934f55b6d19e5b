#!/usr/bin/env python3
"""Ground-truth page-type labels for ideasonstage (www.ideasonstage.com, English tree built as localhost:1313).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Ideas on Stage (Paris presentation/public-speaking agency), a Hugo 0.69.2 site (theme
hugo-theme-korporate plus site layouts). Its build was committed by accident in a folder named
isableFastRender/ (the dev server's -d flag), one folder per language host: en/ (:1313), fr/
(:1314), es/ (:1315), it/ (:1316), each with its own sitemap.xml and no sitemap index; every
<loc> is http://localhost:<port>/. Only the English tree is in the corpus (isableFastRender/en/
sitemap.xml, 253 URLs, all of them built; the French, Spanish and Italian trees sit on other
hosts and have other slugs). Evidence: the built HTML of every listed URL at the commit. The
site's templates write their own name into the page as HTML comments ("<!-- news:single.html:
main:start -->", "<!-- _default:list.html:main:start -->", "<!-- index.html -->" above <html>),
so each page names the Hugo layout that rendered it; the body (id="page-top"
class="layout-page") is the same on every page, so it tells nothing. Check: a script read each
of the 253 pages from the git snapshot and printed, per label, the layout comment and the ids
of the wrapper blocks inside <main> (hero, breadcrumbs, inserts-top, content-main,
content-list, team-member, content-table, inserts-bottom); every label's pages name one
layout, and each one-off names a layout no other listed page uses (except the two taxonomy
indexes, below).
* / -> home (layouts/index.html: slider, references, services, testimonials blocks).
* /news/YYYY/MM/DD/<slug>/ (71) -> news-post (news/single.html: article with byline and date).
  Judgement call: /project/tedx-mcgill-2016/ is rendered by news/single.html too (same
  wrapper and byline), so it is news-post although its URL is not under /news/.
* /revolution/episode-NNNNN/ (10) -> video-episode (revolution/single.html: video and
  transcript; its own layout, though the article wrapper resembles news-post).
* /team/<slug>/ (14) -> team-member (team/single.html, section#team-member).
* /how-to-deliver-presentations-remotely/, /event-organizer-guide/, /women/ -> guide-page
  (guides/single.html: sticky table of contents aside#content-table + article#content-main).
* list-page: every page rendered by _default/list.html: the tag terms /tags/<tag>/ (113),
  the category terms /categories/<cat>/ (7) and the section fronts /business-events/,
  /client-success-stories/, /guides/, /presentations-training/, /public-speaking-coaching/,
  /services/, /services/communication-consulting/ (7). Judgement call: the markup is
  identical (hero, breadcrumbs, section#content-main, section#content-list of
  link-picture2-text1 cards); section fronts only fill content-main with intro text that
  tag pages leave empty, so they are one layout and one label (LABELING rules 1, 5), not
  tag-listing / category-listing / section-front. Three section fronts (/client-success-
  stories/, /guides/, /services/) render no breadcrumb bar, a variant of the same layout.
* content-page: the 21 pages rendered by _default/single.html (hero, breadcrumbs,
  section#content-main): the service and training pages under /business-events/,
  /corporate-events/, /presentations-training/, /public-speaking-coaching/ (including the
  event page .../tedx-coaching/events/tedx-tours-2019/), /services/, the client story under
  /client-success-stories/, and the top-level /from-office-to-remote-work/ and /cookies/.
  Judgement call: the corpus keeps some sites' generic CMS pages one-off; here they are one
  label because they share the layout and are most of the site's service pages. /cookies/ has
  no breadcrumb bar (top level), a variant of the same layout, so it is content-page too.
* One-offs: /news/ (news/list.html), /revolution/ (revolution/list.html, episode index with
  a hero video block), /team/ (team/list.html); /tags/ and /categories/ are taxonomy indexes,
  one-off by LABELING rule 5 although _default/list.html renders them as well.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/news/\d{4}/\d{2}/\d{2}/[^/]+/$', 'news-post'),
    (r'^/project/tedx-mcgill-2016/$', 'news-post'),
    (r'^/revolution/episode-\d+/$', 'video-episode'),
    (r'^/team/[^/]+/$', 'team-member'),
    (r'^/(?:how-to-deliver-presentations-remotely|event-organizer-guide|women)/$', 'guide-page'),
    (r'^/(?:tags|categories)/[^/]+/$', 'list-page'),
    (r'^/(?:business-events|client-success-stories|guides|presentations-training'
     r'|public-speaking-coaching|services|services/communication-consulting)/$', 'list-page'),
    (r'^/(?:business-events|client-success-stories|corporate-events|presentations-training'
     r'|public-speaking-coaching|services)/.+/$', 'content-page'),
    (r'^/(?:from-office-to-remote-work|cookies)/$', 'content-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
