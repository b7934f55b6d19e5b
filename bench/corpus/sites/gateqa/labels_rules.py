#!/usr/bin/env python3
"""Ground-truth page-type labels for gateqa (gateqa.in).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

GateQA: a question-and-answer practice site for the GATE computer-science exam (previous
year questions with answers and solutions), a React single-page app whose build also
writes a no-JavaScript "seo-prerender" shell per route. Two sitemaps, both named in
robots.txt: sitemap.xml (75 site pages) and sitemap-questions.xml (3415 question pages).
Evidence, read before any clustering: the router (src/App.jsx), the route constants
(src/utils/routes.ts: GATE_YEAR_ROUTE "/gate-:year-pyq", SUBJECTS_ROUTE "/subjects"), the
editorial page list (src/data/editorialPages.js), src/pages/StaticPages.jsx, and the
built HTML on branch gh-pages. A label follows the React component a route renders (what
a visitor with JavaScript sees); the prerendered shells share one inline-styled wrapper
for every route and are not what is audited.
* /practice/question/<uid>/ -> question-page (SolvePage, route
  /practice/question/:questionUid). Every uid is a GATE Overflow id with its colon
  percent-encoded in the <loc> (go%3A<n>); kept as written (LABELING.md: no decoding).
* /gate-<year>-pyq/ for 1987..2026 -> year-paper-landing (YearLandingPage, one per exam
  year). Judgement call: /gate-cs-pyq/ has the same gate-...-pyq shape but is an editorial
  page, and /gate-2027/ looks like a year but is editorial too; only four-digit years go
  to the year template (the editorial list in editorialPages.js is the evidence).
* /subjects/<slug>/ -> subject-landing (SubjectLandingPage, 13 subjects).
* The 16 paths of EDITORIAL_PAGES (guides such as /gate-cutoff/, /gate-exam-pattern/,
  /best-books-for-gate-cs/ and the short hub pages /gate-cs-pyq/, /gate-aptitude/,
  /mock-tests/, /operating-systems-pyq/, /dbms-pyq/) -> editorial-page: one EditorialPage
  component renders them all from data. Judgement call: the five hub entries carry only a
  heading, a description and a call-to-action (no body sections, no FAQ), but it is the
  same component and layout, so they are not split off.
* /privacy/ and /terms/ -> legal-page: in StaticPages.jsx both are a header with a
  "Last updated" line over one card of titled Sections. /about/ and /contact/ are their
  own components with different structures -> one-offs by path, as is /blog/ (the
  article list, BlogListPage). The root (HomePage dashboard) -> home.
* <priority> follows the page kind (1.0 home, 0.9 editorial, 0.85 year and subject
  pages, 0.8 blog, 0.5 the rest and every question); no <lastmod> anywhere. The rules
  use paths only; no URL is listed twice.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

EDITORIAL = ('gate-cse-2027-syllabus-changes', 'gate-2027', 'gate-2027-syllabus',
             'gate-cs-eligibility', 'gate-cutoff', 'gate-exam-pattern', 'gate-cs-weightage',
             'gate-cs-pyq', 'gate-aptitude', 'mock-tests', 'operating-systems-pyq', 'dbms-pyq',
             'who-will-conduct-gate-2027', 'gate-cs-vs-gate-da', 'gate-cutoff-iit-bombay',
             'best-books-for-gate-cs')

LANG = ()
RULES = [
    (r'^/practice/question/[^/]+/$', 'question-page'),
    (r'^/gate-\d{4}-pyq/$', 'year-paper-landing'),
    (r'^/subjects/[^/]+/$', 'subject-landing'),
    (r'^/(?:%s)/$' % '|'.join(EDITORIAL), 'editorial-page'),
    (r'^/(?:privacy|terms)/$', 'legal-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
