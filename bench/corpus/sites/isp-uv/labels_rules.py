#!/usr/bin/env python3
"""Ground-truth page-type labels for isp-uv (isp.uv.es).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

The website of the ISP, the Image and Signal Processing group of the Universitat de Valencia
(a university research group): people, projects, news, seminars, code and data pages,
courses, facilities, collaborators, publication lists, plus /english/, the site of the
group's workshop "AI for Complex Systems" (January 2025) built on the Educenter Hugo theme's
content model.
Hugo 0.125.7 with the group's own theme themes/isp_uv, built by .github/workflows/gh-page.yml
(`hugo --minify --config hugo-alt.toml`, baseURL https://isp.uv.es/) from main
918be86d8c6f and published to branch gh-pages (commit d547dea2); the saved commit 914a9b89 is
the next one, which only copies the separately built Prometeo sub-site into
projects/prometeo/. One Hugo sitemap.xml, 832 distinct URLs (361 with lastmod); every
listed URL has its built index.html on gh-pages. No robots.txt; 404.html built but not listed;
the Prometeo sub-site's own sitemaps (projects/prometeo/) are named nowhere and not saved.

Evidence, read before any clustering:
* The templates of themes/isp_uv/layouts on main. baseof.html wraps every page in
  nav + <main><div class=container>{{ block "main" }}</div></main>; the "main" blocks differ:
  _default/single.html, people/single.html, code/single.html and the four single_iframe.html
  print only .Content; news/, projects/, research/ and calendar/single.html (and
  research/list.html) print div.content-container.grid-layout > div.box-single h1 +
  div.box-content; *single_four.html / projects/single2.html a box-header / box-abstract /
  box-gallery / box-references grid; code|data/list.html a grid of child cards + raw content;
  code|data/list2.html panel-items; projects/list.html the current/past project grids;
  projects/list2.html a grid of child pages; news/list.html and seminars/list.html filterable
  grids; publications/single.html a BibTeX-driven list; _default/list.html content + h2 links
  of the children. No layouts/ folder at the repository root overrides them; the
  educenter-hugo theme folder is not used by hugo-alt.toml (theme = "isp_uv"), so the
  workshop section's content types fall back to isp_uv's _default templates.
* For each listed URL: its content file (content/ or the theme's content/; 2 files differ
  from the URL only in letter case: seminars/2024/Mortiz_11.md, projects/current/
  waterMINT.md; /search/ is content/english/search.md with `url: /search/`; /research/ has
  no _index.md and is Hugo's automatic section page), its kind
  (page, section _index.md, taxonomy), its type (front-matter `type` or the top section) and
  `layout`, hence the template Hugo picks. Then the built HTML: an outline of
  main > div.container (tags + classes, three levels). Every multi-page label below is one
  (type, template) pair and its pages agree on the outline up to the content's own markup.
Labels and judgement calls:
* seminar-page (223): /seminars/<year>/<slug>/, front matter only (title, date, speaker,
  img), _default/single.html: the built main is an empty container. /seminars/ -> one-off.
* people-page (108): /people/<role>/<name>/ bios (people/single.html, a paragraph), including
  /people/full_professors/jesus_malo/ (a section rendered with `layout: single`) and its
  empty excathedra_old page. Its excathedra page (people/single_iframe.html, an iframe) and
  /people/ (people/list.html, role grids) are one-offs.
* project-page (102): projects/single.html pages and sections: /projects/current|past/<p>/,
  the OpenSR team members /projects/opensr/teams/people/<inst>/<name>/, the AI4CS and OpenSR
  sub-pages and their content/ pages. project-list (9): projects/list.html, i.e. /projects/
  (current and past project grids) and eight sections with no projects of their own
  (/projects/ai4cs/meetings/kick_off/<talk>/, /projects/opensr/teams/) that render the same
  template with empty grids - judgement call: same template, one label. project-hub (4):
  projects/list2.html (/projects/ai4cs/, /projects/ai4cs/meetings/, .../kick_off/,
  /projects/opensr/). /projects/opensr/teams/people/ (projects/people.html, cards) and
  /projects/cloud_detection/ (projects/single2.html) are one-offs.
* news-article (65): /news/<year>/<slug>/ (news/single.html), with the section page
  /news/2016/sedal-grant/ and three of its sub-pages (`layout: single`, the same file).
  news-project-page (2): news/single_projects.html (/news/2016/sedal-grant/motivation/ and its
  child). /news/2016/sedal-grant/sedal/ (news/single_four.html) and /news/ are one-offs.
* code: code-category (7) = the /code/<category>/ sections (code/list2.html panels);
  code-item (64) = the /code/<category>/<tool>/ sections (code/list.html: a card grid of the
  tool's sub-pages, mostly empty, + summary) AND /code/ itself, which is code/list.html too
  (a card grid of the categories) - judgement call: same template, same label.
  Sub-pages: code-detail (15, single_four.html: content/ pages of seven tools, five
  colorlab sub-pages, randomized_kernels/videos/, two older content_old* pages that still have
  front matter); code-iframe-page (15, single_iframe.html: /code/.../<tool>/content/ that
  embed the old site); code-blank-page (9): /code/.../content_old/ whose whole file is inside
  an HTML comment (front matter included), so code/single.html prints nothing - still a built page of its own
  template; /code/vision_and_color/colorlab/content_old/ (code/post.html) is a one-off.
* data: data-category (2, data/list2.html), data-item (8, data/list.html: /data/,
  /data/texture_color_statistics/ (a top-level dataset without `layout: list2`) and the
  dataset sections - same judgement as code-item), data-detail (2, data/single_four.html); the one data/single_iframe.html page
  /data/calibrated_color_image/ipl_calibrated_color/content/ is a one-off.
* research-page (24): research/single.html pages and sections, including the six demo pages
  /english/research/research-<n>/ (front matter `type: research`), plus /research/ and
  /research/artificial_intelligence/, which use research/list.html - judgement call: that
  file has exactly the markup of research/single.html (box-single + box-content), same
  content type, so one label. research-area (3): /research/{earth_science,
  machine_learning,social_science}/ (research/single_projects.html, a project grid inside the
  box). research-iframe-page (2): /research/visual_brain/ and /research/visual_neuroscience/
  (research/single_iframe.html).
* Pages of the other sections, one label per content type (LABELING rule 4, as moca2016 did
  for its theme's custom post types): content-only _default/single.html pages course-page
  (18, /courses/<slug>/), facility-page (7, /facilities/<slug>/), collaborator-group (4,
  /collaborators/<group>/ logo walls); publication-list (5, /publications/<kind>/,
  publications/single.html); calendar-page (2: /calendar/ and /course_calendar/,
  calendar/single.html, `type: calendar`). One-offs: /courses/, /facilities/, /collaborators/, /contact/,
  /videos/ (their section list templates), /videos/youtube/, /search/ (`layout: search`, no
  such template: an empty page).
* The workshop section /english/ (Educenter content model; speakers, organizers and
  sessions are real, blog posts, courses and notices still the theme's Lorem ipsum demo),
  rendered by isp_uv's _default templates (content only), one label per front-matter `type`:
  english-speaker (17, empty), english-organizer (17: /english/organizer/<n>/ and
  /english/teacher/<n>/, both `type: organizer`), english-event-session (10, `type: event`),
  english-affiliate (7, empty), english-course (6), english-notice (6), english-blog-post (6,
  `type: post`), english-place (3), english-page (5: /english/scholarship/<n>/ and
  /english/author/<n>/, no `type`, so Hugo's type is the section "english").
* section-listing (17): every section page rendered by _default/list.html (content, then h2
  links to the children): /english/ and its 14 sub-sections (about, blog, contact, course,
  event, notice, organizer, place, places, research, scholarship, speaker, the two
  event-map pages), /posts/ and /publications/ (LABELING rule 5). Judgement call: /english/ is
  the workshop's landing page but has no layout of its own.
* demo-post (3): the theme's sample posts /posts/post-<n>/ (themes/isp_uv/content/posts).
* Taxonomies (from the English blog's and the sample posts' front matter), _default/list.html:
  tag-listing (10, /tags/<t>/), category-listing (6, /categories/<c>/); /tags/ and
  /categories/ are one-offs.
* No listed page is a redirect or the 404 page; home is / (_default/home.html).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    # seminars
    (r'^/seminars/\d{4}/[^/]+/$', 'seminar-page'),
    # people
    (r'^/people/full_professors/jesus_malo/excathedra/$', '__ONE_OFF__'),
    (r'^/people/.+/$', 'people-page'),
    # projects
    (r'^/projects/(?:cloud_detection|opensr/teams/people)/$', '__ONE_OFF__'),
    (r'^/projects/(?:ai4cs/meetings/kick_off/[^/]+/|opensr/teams/)?$', 'project-list'),
    (r'^/projects/(?:ai4cs/|ai4cs/meetings/|ai4cs/meetings/kick_off/|opensr/)$', 'project-hub'),
    (r'^/projects/.+/$', 'project-page'),
    # news
    (r'^/news/2016/sedal-grant/sedal/$', '__ONE_OFF__'),
    (r'^/news/2016/sedal-grant/motivation/(?:cloud-detection-in-the-cloud/)?$', 'news-project-page'),
    (r'^/news/\d{4}/.+/$', 'news-article'),
    # code
    (r'^/code/$', 'code-item'),
    (r'^/code/[^/]+/$', 'code-category'),
    (r'^/code/vision_and_color/colorlab/content_old/$', '__ONE_OFF__'),
    (r'^/code/(?:vision_and_color/aftereffects/content_old|vision_and_color/colorlab/content_old_prev'
     r'|vision_and_color/colorlab/(?:flow_wilson|rbig4it|spatio_chromatic|vistalab|vistamodels)'
     r'|remote_sensing_aplications/randomized_kernels/videos'
     r'|(?:regression/gaussian_deep|remote_sensing_aplications/randomized_kernels'
     r'|vision_and_color/(?:csftools|dntools|thehumancamera|tica|virtualneurolabs))/content)/$', 'code-detail'),
    (r'^/code/.+/content_old/$', 'code-blank-page'),
    (r'^/code/.+/content/$', 'code-iframe-page'),
    (r'^/code/[^/]+/[^/]+/$', 'code-item'),
    # data
    (r'^/data/(?:texture_color_statistics/)?$', 'data-item'),
    (r'^/data/(?:calibrated_color_image|remote_sensing_image)/$', 'data-category'),
    (r'^/data/calibrated_color_image/ipl_calibrated_color/content/$', '__ONE_OFF__'),
    (r'^/data/.+/content(?:_old)?/$', 'data-detail'),
    (r'^/data/[^/]+/[^/]+/$', 'data-item'),
    # research
    (r'^/research/(?:earth_science|machine_learning|social_science)/$', 'research-area'),
    (r'^/research/(?:visual_brain|visual_neuroscience)/$', 'research-iframe-page'),
    (r'^/research/', 'research-page'),
    (r'^/english/research/[^/]+/$', 'research-page'),
    # content-only pages of the group's sections
    (r'^/courses/[^/]+/$', 'course-page'),
    (r'^/facilities/[^/]+/$', 'facility-page'),
    (r'^/collaborators/[^/]+/$', 'collaborator-group'),
    (r'^/publications/[^/]+/$', 'publication-list'),
    (r'^/(?:calendar|course_calendar)/$', 'calendar-page'),
    # workshop section /english/ (Educenter content model), one label per front-matter type
    (r'^/english/speaker/[^/]+/$', 'english-speaker'),
    (r'^/english/(?:organizer|teacher)/[^/]+/$', 'english-organizer'),
    (r'^/english/event/[^/]+/$', 'english-event-session'),
    (r'^/english/affiliate/[^/]+/$', 'english-affiliate'),
    (r'^/english/course/[^/]+/$', 'english-course'),
    (r'^/english/notice/[^/]+/$', 'english-notice'),
    (r'^/english/blog/[^/]+/$', 'english-blog-post'),
    (r'^/english/place/[^/]+/$', 'english-place'),
    (r'^/english/(?:scholarship|author)/[^/]+/$', 'english-page'),
    # sections rendered by _default/list.html
    (r'^/english/(?:(?:about|blog|course|event|notice|organizer|place|places|research|scholarship'
     r'|speaker|contact)/|(?:contact|places)/event-map/)?$', 'section-listing'),
    (r'^/(?:posts|publications)/$', 'section-listing'),
    (r'^/posts/[^/]+/$', 'demo-post'),
    # taxonomies
    (r'^/tags/[^/]+/$', 'tag-listing'),
    (r'^/categories/[^/]+/$', 'category-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
