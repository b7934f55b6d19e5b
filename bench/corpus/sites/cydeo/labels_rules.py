#!/usr/bin/env python3
"""Ground-truth page-type labels for cydeo (cydeo.com, static export in cydeo-dev/cydeo-website-kuzzat).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins (an optional third
element is a regex on the name of the child sitemap that lists the URL).
A URL that matches no rule is a one-off page and is labelled by its own path; the site root
is "home". See LABELING.md (bench/corpus/LABELING.md).

Site: Cydeo, a US/Turkish IT bootcamp (Java developer, Java SDET, cybersecurity/SOC,
Playwright/AI testing, Salesforce programs): WordPress with the Impreza 8.42 theme
(UpSolution, WPBakery "js_composer" 8.7.2 rows, Impreza "Page Templates" = content templates
per post type), Yoast SEO, exported to static HTML with relative URLs (every <loc> is a bare
path, every page is <slug>/index.html) and committed to cydeo-dev/cydeo-website-kuzzat in one
commit d2a6732 (2026-02-10, "Initial commit: add all site files"); the saved commit c1c19e7
(tip of main) only adds analytics tags to every page (cc74412) and swaps the form on
/apply-now/ (three commits). Yoast index sitemap_index.xml (sitemap.xml is the same blob) with
11 children: post, page, alumni, carousel-ozel-yapi, intro-session, java-micro-program,
program, category, carousel-kategori, micro-program-type, program-type. 204 <url>, 204
distinct URLs, no lastmod or priority; every URL has its built index.html. robots.txt is a
single space (saved as committed).

Evidence: the committed HTML of every listed URL at the saved commit, read before any
clustering: (a) the <body> class (WordPress/Impreza: single-<post type>, archive tax-<taxonomy>,
page-template-default, header_hor / header_none = the Impreza header shown or hidden), (b) an
outline of <main> (its top-level l-section rows, the Impreza w-* widgets inside, shared
us_custom_* design ids), (c) what the grids list (w-grid items of type program-modul, post,
attachment). Content templates are recognised where different posts carry the same rows with
the same us_custom ids; hand-built WPBakery landing pages are grouped where they are clones of
one another (same row sequence and design ids, different text).

Labels (multi-page):
* blog-post (31): post-sitemap posts with the Impreza blog-post content template (4 rows:
  title/date/taxonomy header, post content, sharing, related-posts w-grid). Posts are flat
  /<slug>/ like pages: the child sitemap decides (file regex). Includes the two format-video
  posts of the podcast category (/10x-faster-testing-playwright-vs-selenium/,
  /selenium-to-playwright-.../): same template as the articles.
* video-single (26): the 14 alumni stories (/alumni/<slug>/, single-alumni) and the 12
  format-video posts of the category frequently-asked-questions (post ids 10170-10381; the
  FAQ archive grid lists them) render one and the same content template: one row with
  separator, w-video (YouTube iframe), separator, post_navigation. Judgement call: one label
  across two post types, because the layout is identical (LABELING: same layout, same label);
  the FAQ posts are listed by slug (the URL cannot tell them from articles).
* title-hero-single (33): carousel-ozel-yapi (12, "custom carousel items" used as slides on
  the home page) and java-micro-program (21, modules of the micro program) singles render the
  same title-only content template (a hero row us_custom_a6683e48 with two empty columns, a
  mobile row with featured image and h1 post_title). Three carousel items (tarik, zeynep,
  aygun) have a background image in the hero (with_img): same template. Judgement call as for
  video-single: two post types, one layout, one label.
* term-archive (12): every taxonomy term archive that uses the Impreza archive template (8
  rows: title, carousel, blog grid of the same posts whatever the term): program-type (6),
  carousel-kategori (4), micro-program-type (1) and /category/blog/. Judgement call: the
  corpus usually gives each taxonomy its own listing label (LABELING rule 5); here the four
  taxonomies render byte-identical <main> apart from the term title, so they share one.
  /category/frequently-asked-questions/ (6 rows, a grid of FAQ video tiles) and
  /category/podcast/ (2 rows, podcast tiles with custom fields) have archive templates of
  their own -> one-off by path.
* program-page (23): the bootcamp program landing pages, hand-built WPBakery pages that
  are clones of one another: hero rows, w-tabs curriculum, a w-grid of program-modul items
  (the modules), video, pricing/CTA rows. 13 are program singles
  (/program/<slug>/: accelerated-java-developer, java-sdet, java-sdet-2, cybersecurity-analyst,
  security-operations-center, salesforce-admin-dev, sdet-fast-track-program, sdet-devops,
  sdet-spring-boot, sdet-spring-boot-2, microservices-and-api-testing,
  playwright-automation-with-ai, playwright-automation-with-ai-eski) and 10 are intro-session
  singles at /<slug>/ that are copies of a program page with the webinar replay on top
  (e.g. /soc-replay-page-new/ repeats the row sequence and design ids of
  /program/security-operations-center/; header_hor like the program pages). Judgement call:
  one label across the two post types (same layout); the 4 SDET micro programs without tabs
  (7 rows) stay in it (same module grid and CTA rows).
* session-confirmation (16): intro-session singles "...-confirmation/" (header_none, 2 rows:
  thank-you text with w-video and buttons, logos row).
* session-replay (16): intro-session replay pages of the short kind (header_none, 4 rows:
  w-video replay, post_custom_field text, socials), /ask-me-anything-session-with-kuzzat/
  among them.
* session-registration (14): intro-session registration / application landing pages
  (header_none, 5-8 rows: hero with logo and CTA button us_custom_6faa4ea1 row, agenda,
  full-height logo wall us_custom_df5702ac, footer-top row); the two /..-application-page/
  and /alumni-experience-sharing-sessions/ share the same rows. Judgement call: the
  intro-session post type holds four layouts (confirmation, short replay, registration, and
  the program-page clones); it is split by the built HTML, with the URL lists below taken
  from it (slugs alone do not tell them apart).
* program-event (5): program singles for one-off events/workshops (header_hor, 3 rows: hero
  image, speaker/details w-vwrapper + w-hwrapper us_custom_1c38b91d, CTA):
  practical-understanding-of-soc, soc-foundations-incident-analysis-workshop,
  automation-testing-with-ai, qa-career-masterclass, qa-tech-talk-ask-me-anything.
* advisor-embed (3): program singles /program/{qa,playwright,cyber-career}-advisor/
  (header_none, one full-width row holding only the script of an embedded "Delphi" AI chat).

One-offs: the 21 pages of page-sitemap (page-template-default, each its own WPBakery
content, as pages are in the other WordPress sites of the corpus; the root / has body class
"home" -> home; /home/ is a separate page "Cydeo" with 9 rows, not the front page, so it
stays /home/; /cydeo-cyber-range/ and /cydeo-cyber-range-programs/ look alike but are two
pages with different content; the four legal pages and the three form pages stay one-off
too; /cydeoplus/, /cydeo-cyber-range/ and /cydeo-cyber-range-programs/ also show a grid of
program-modul items, inside page layouts of their own: 3-4 rows with w-menu and socials, no
tabs), /category/frequently-asked-questions/, /category/podcast/, and the program singles
/program/java-developer/ (an older design: icon boxes, a grid of program posts, no tabs) and
/program/sdet-interview/ (a grid of attachment downloads).

No redirect stubs (no meta refresh in any listed page), no 404 page listed, no non-HTML
<loc>. Not saved: main-sitemap.xsl (Yoast stylesheet).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site


def one_of(*slugs):
    return '(?:' + '|'.join(slugs) + ')'


FAQ_VIDEO_POSTS = one_of(
    'what-is-up-skill-training', 'what-does-retake-and-switch-mean', 'what-does-mentoring-program-mean',
    'taslak', 'i-am-50-years-old-can-i-handle-an-it-course', 'can-i-find-a-remote-job',
    'i-am-a-mom-can-i-take-an-it-course', 'how-do-mentoring-sessions-work',
    'i-have-a-full-time-job-can-i-do-an-it-course', 'is-a-job-guaranteed-after-graduation-2',
    'is-ai-going-to-effect-job-availability', 'what-is-reboot-camp')

PROGRAM_PAGES = one_of(
    'accelerated-java-developer', 'java-sdet', 'java-sdet-2', 'cybersecurity-analyst',
    'security-operations-center', 'salesforce-admin-dev', 'sdet-fast-track-program', 'sdet-devops',
    'sdet-spring-boot', 'sdet-spring-boot-2', 'microservices-and-api-testing',
    'playwright-automation-with-ai', 'playwright-automation-with-ai-eski')
PROGRAM_EVENTS = one_of(
    'practical-understanding-of-soc', 'soc-foundations-incident-analysis-workshop',
    'automation-testing-with-ai', 'qa-career-masterclass', 'qa-tech-talk-ask-me-anything')
ADVISORS = one_of('qa-advisor', 'playwright-advisor', 'cyber-career-advisor')

SESSION_PROGRAM_CLONES = one_of(
    'java-sdet-replay-page-new-2', 'accelerated-java-developer-program-new-replay-page',
    'cybersecurity-analyst-replay-page', 'soc-replay-page-new', 'soc-replay-page2',
    'the-qa-career-masterclass-ai-automation-job-strategy-replay', 'java-sdet-replay-page-eu',
    'java-sdet-replay-page-new', 'accelerated-java-developer-program-replay-page',
    'playwright-automation-with-ai-replay-page')
SESSION_CONFIRMATIONS = one_of(
    'funnel-jd-us-intro-session-confirmation-turkish', 'funnel-cs-us-intro-session-confirmation-turkish',
    'jd-us-youth-intro-session-confirmation', 'funnel-sd-us-intro-session-confirmation',
    'cs-us-intro-session-confirmation', 'jd-us-intro-session-confirmation', 'day-in-the-life-confirmation',
    'day-in-the-life-confirmation-turkish', 'accelerated-java-developer-confirmation',
    'alumni-experience-sharing-sessions-confirmation', 'soc-training-confirmation',
    'playwright-automation-with-ai-confirmation', 'sdet-fast-track-confirmation',
    'java-sdet-eu-confirmation', 'sd-us-intro-session-confirmation',
    'automation-testing-with-ai-confirmation')
SESSION_REPLAYS = one_of(
    'jd-us-intro-session-replay-page', 'day-in-the-life-replay', 'day-in-the-life-replay-turkish',
    'alumni-experience-sharing-sessions-replay', 'world-of-software-development-and-testing-replay',
    'java-sdet-turkish-replay', 'sdet-fast-track-replay', 'tech-intro-replay', 'java-sdet-eu-replay',
    'automation-with-ai-demo-replay', 'ask-me-anything-session-with-kuzzat',
    'accelerated-java-developer-replay', 'sd-us-intro-session-replay-page',
    'cs-us-intro-session-replay-page', 'soc-training-replay', 'cybersecurity-analyst-turkish-replay')
SESSION_REGISTRATIONS = one_of(
    'day-in-the-life-intro-session-turkish', 'day-in-the-life-intro-session',
    'sd-us-intro-session-registration', 'java-sdet-eu-intro-session',
    'funnel-jd-us-intro-session-registration-high-school-students',
    'funnel-jd-us-intro-session-registration-turkish', 'alumni-experience-sharing-sessions',
    'jd-al-application-page', 'jd-us-intro-session-registration', 'automation-with-ai-demo',
    'sd-us-intro-session-registration-turkish', 'sd-us-application-page',
    'cs-us-intro-session-registration', 'funnel-cs-us-intro-session-registration-turkish')

INTRO = r'^intro-session-sitemap\.xml$'
RULES = [
    (r'^/alumni/[^/]+/$', 'video-single', r'^alumni-sitemap\.xml$'),
    (r'^/' + FAQ_VIDEO_POSTS + r'/$', 'video-single', r'^post-sitemap\.xml$'),
    (r'^/[^/]+/$', 'blog-post', r'^post-sitemap\.xml$'),
    (r'^/(?:carousel-ozel-yapi|java-micro-program)/[^/]+/$', 'title-hero-single'),
    (r'^/(?:carousel-kategori|program-type|micro-program-type)/[^/]+/$', 'term-archive'),
    (r'^/category/blog/$', 'term-archive'),
    (r'^/program/' + PROGRAM_PAGES + r'/$', 'program-page', r'^program-sitemap\.xml$'),
    (r'^/program/' + PROGRAM_EVENTS + r'/$', 'program-event', r'^program-sitemap\.xml$'),
    (r'^/program/' + ADVISORS + r'/$', 'advisor-embed', r'^program-sitemap\.xml$'),
    (r'^/' + SESSION_PROGRAM_CLONES + r'/$', 'program-page', INTRO),
    (r'^/' + SESSION_CONFIRMATIONS + r'/$', 'session-confirmation', INTRO),
    (r'^/' + SESSION_REPLAYS + r'/$', 'session-replay', INTRO),
    (r'^/' + SESSION_REGISTRATIONS + r'/$', 'session-registration', INTRO),
]

if __name__ == '__main__':
    label_site(HERE, RULES)
