#!/usr/bin/env python3
"""Ground-truth page-type labels for bonfire-networks (bonfirenetworks.org, Bonfire's website).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path; the site root
is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

bonfirenetworks.org is the website of Bonfire, a free-software federated (ActivityPub) social
network toolkit: the project blog, developer docs and tutorials, landing pages for its
"flavours", Mosaic, the Ghost integration, hosting, science and community offers, a press
kit, a code of conduct and a privacy policy. It is an Eleventy 2 site (package.json
"@11ty/eleventy": "^2.0.1", .eleventy.js, layouts in _includes/layouts/, Nunjucks + Markdown,
Tailwind/daisyUI styles) in the repository bonfire-networks/website-blog. The master branch
holds the sources; .github/workflows/build.yml runs `yarn build` (eleventy) on every push and
deploys _site/ with peaceiris/actions-gh-pages (cname bonfirenetworks.org) to the gh-pages
branch, which replaces the whole tree each time. Saved commit bd7ba7d4 (gh-pages head,
2026-08-14 10:38 UTC, "deploy: d5515d65") is the build of master d5515d65 (2026-08-14,
"Update joinus.njk"); its sitemap.xml blob has been the same since the deploy 3c4e59f9 of the
same morning. sitemap.xml is the site's own template sitemap.xml.njk (every item of
collections.all, <loc> + <lastmod>): one <urlset>, 133 <url>, 133 distinct URLs, every one
with a built index.html in the gh-pages tree. No robots.txt at the web root.

Evidence: the layouts and front matter at master d5515d65 and the built HTML of every listed
URL at bd7ba7d4, read page by page (outline of the content area: the children of
div.drawer-content minus the v2 nav, drawer and footer for pages on layouts/base.njk; <main>
for docs; the whole file for layoutless fragments), before any clustering.
* layouts/post.njk (posts/posts.11tydata.js gives every posts/*.md layout post + tag posts) ->
  blog-post: the v2 wrapper div.relative.overflow-x-clip.bg-night > header.pt-10.pb-4 (tag
  chips, h1, "Published <date>", hero image) + article.prose.prose-invert.prose-lg + "The
  Telling" federated-comments section + previous/next cards + the newsletter include. 47
  /posts/<slug>/ (slug from the title) and /open_science/ (open_science.md at the root, front
  matter layout: /layouts/post.njk, same built structure) -> 48.
* layouts/docs.njk (on layouts/docs_base.njk: its own <html>, header.njk, <main>, the docs
  sidebar aside with "Get started / Glossary / Hosting guide / Set up a dev environment /
  Tutorials ...") -> doc-page: the 14 docs/*.njk leaves and the docs index /docs/
  (docs/docs.njk, layout /layouts/docs.njk) -> 15, ten of them redirect stubs (the
  correction below) (LABELING rule 6; /docs/faq/,
  /docs/glossary/, /docs/changelog/ ... differ only inside the content column).
* Tutorials -> course-tutorial: /courses/extension/add_settings/,
  /courses/extension/how_to_create_extension/ and /courses/how_to_fork_extension/ (three files
  on layouts/base.njk that copy one composition: centred title block with a "Tutorial
  homepage" button, h1.text-5xl, gradient banner, section > prose column with the
  "Prerequisites" box and h2 steps).
* The taxonomy: tags.njk (pagination over collections, layout home -> base; "Articles tagged
  ...", a list of post cards) builds /tags/<tag>/ for 11 tags, but only the first pagination
  page reaches collections.all, so the sitemap lists /tags/posts/ alone -> tag-listing (1);
  tags-list.njk /tags/ (the taxonomy index) is a one-off.
* Other paginated templates listed by their first page only (Eleventy adds only page 1 of a
  paginated template to collections): apps-pages.njk builds /app/<flavour>/ for 6 flavours,
  /app/social/ listed -> app-page; extension.njk builds /extension/<repo>/ for 62 extension
  repositories, /extension/activity_pub/ listed -> extension-page; page-list.njk /page-list/
  (a table of all pages) stays a one-off by path.
* post-redirects.11ty.js writes an HTML stub at /posts/<filename>/ for every post whose
  title slug differs from its file name (meta refresh + location.replace + "This page has
  moved to ..."); its first page /posts/bonfire_identity/ is listed -> redirect-stub.
* Layoutless pages. 18 files in the input folder have no layout and no permalink: false, so
  Eleventy publishes them as bare HTML fragments (no <html>/<head>, no nav or footer): 13
  Nunjucks partials (building_blocks, cta, developers, general_intro, hero, joinus,
  newsletter, our_apps, plugins, postshome, support_footer, testimonials, what; several are
  included by other pages) and 5 Markdown files (code_of_conduct.md, getting_started.md,
  how_design.md, oscars_grant.md, privacy_policy.md). Judgement call: the five Markdown
  fragments are one template - markdown-it output with heading anchors (a.direct-link) and
  nothing around it - and share bare-markdown-page; each Nunjucks partial is its own
  hand-written markup (cards grid, hero, call-to-action, signup form, ...) and is a one-off
  by path, like a page with a layout of its own.
* One-offs by path, each on layouts/base.njk (or home.njk, which adds nothing) with markup of
  its own: the v2 landing pages (/about/, /blog/ (blog index), /case-studies/, /community/,
  /compare/, /faq/, /features/, /ghost/, /hosting/, /mosaic/, /science/, /self-hosting/,
  /start/, /telling/; they share only the v2 wrapper div, their sections differ), /posts/
  (archive.njk, the older archive list), catalogues /apps/, /extensions/, /themes/ (three
  files with a similar header band but different card grids for different things),
  /case-studies/jacobin/ (the one case study, its own CSS and sections), /case_studies/ (older
  case-study index), /conduct/ and /privacy/ (prose wrappers around the included Markdown),
  /contact/, /contribute/, /courses/extension/ (course outline), /customize/, /demo/,
  /design/, /gaia/, /integrations/, /moderation-toolkit/, /oscars/, /pilots/, /press/,
  /presskit/, /roadmap/, /subscribe/, /whishlist/, /zappa/, /page-list/, /tags/; the root is
  home (index.njk). /archives/presentations/we-love-free-software/ is a Keynote HTML export
  (slide player, its own full document) -> one-off.
Judgement calls:
* /courses/ (courses.njk) and /docs/courses/ (docs/courses.njk) are two files that contain
  only {% include "_includes/courses.njk" %} on layouts/base.njk: the built pages are identical
  except og:url, so the second URL shows the same page (LABELING rule 7) -> both "/courses/".
* /open_science/ lives outside posts/ but is rendered by the post layout with tag flavour ->
  blog-post (same layout, same built structure), not a one-off landing page.
* The three course tutorials share one label although each is its own .njk file on the base
  layout: they copy one composition for one content type, which is what a template is here;
  the catalogues /apps/, /extensions/, /themes/ and the legal wrappers /conduct/, /privacy/
  also resemble each other, but each renders a different kind of content with its own
  markup, so they stay one-offs.
* /code_of_conduct/, /conduct/ and /docs/conduct/ (likewise /privacy_policy/, /privacy/ and
  /docs/privacy/) carry the same text in three renderings: bare Markdown fragment, base-layout
  prose wrapper, docs layout -> bare-markdown-page, one-off, doc-page respectively.
* tag-listing, app-page and extension-page each have one listed URL; they are named as
  templates because their templates build several pages (11, 6 and 62 in the tree), not
  because the sitemap shows more than one.
* Correction, made after the site's on-arrival run and recorded with it: ten of the docs URLs
  (/docs/ itself, architecture, bonfire-flavoured-elixir, boundaries, database, deploy, graphql,
  hacking, just_commands, mrf) carry, after their docs content, <meta http-equiv="refresh"
  content="0;url=https://docs.bonfirenetworks.org/..."> (the developer docs moved to their own
  host). A browser follows a refresh wherever the element stands, so a visitor never sees that
  content: LABELING rule 8 makes them redirect-stub. They were first labelled doc-page, an
  oversight of the reading above (the outline of <main> did not show the element); the
  on-arrival figures in docs/QUALITY.md were scored with that first labelling. The other five
  docs leaves (changelog, conduct, faq, glossary, privacy) have no refresh -> doc-page.
* 404.html, feed/, and the other 10 tag pages, 5 app pages, 61 extension pages and 45 post
  redirect stubs are built but not listed (not in collections.all); they are not labelled.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/posts/bonfire_identity/$', 'redirect-stub'),
    (r'^/posts/$', '__ONE_OFF__'),
    (r'^/posts/[^/]+/$', 'blog-post'),
    (r'^/open_science/$', 'blog-post'),
    (r'^/docs/courses/$', '/courses/'),
    (r'^/docs/(?:(?:architecture|bonfire-flavoured-elixir|boundaries|database|deploy|graphql|hacking|just_commands'
     r'|mrf)/)?$', 'redirect-stub'),
    (r'^/docs/(?:[^/]+/)?$', 'doc-page'),
    (r'^/courses/(?:extension/(?:add_settings|how_to_create_extension)|how_to_fork_extension)/$', 'course-tutorial'),
    (r'^/tags/$', '__ONE_OFF__'),
    (r'^/tags/[^/]+/$', 'tag-listing'),
    (r'^/app/[^/]+/$', 'app-page'),
    (r'^/extension/[^/]+/$', 'extension-page'),
    (r'^/(?:code_of_conduct|getting_started|how_design|oscars_grant|privacy_policy)/$', 'bare-markdown-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
