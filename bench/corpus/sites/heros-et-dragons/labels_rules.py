#!/usr/bin/env python3
"""Ground-truth page-type labels for heros-et-dragons (Héros & Dragons DRS, heros-et-dragons.fr).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Héros & Dragons DRS is the French "Document de Référence Système" of the OGL 5e role-playing
game Héros & Dragons: rules chapters (character creation, combat, spellcasting, equipment,
treasure, traps, diseases ...), the twelve classes, fourteen races, sixteen backgrounds, a spell
compendium ("Grimoire") and a list of magic items. Repository em-squared/5e-drs (Maxime
Moraine): a VuePress 1.4.0 site whose own Vuetify theme lives in docs/.vuepress/theme, with
@vuepress/plugin-blog "directory" classifiers (docs/.vuepress/config.js):
  spell      dirname grimoire              -> list /grimoire/ (SpellsLayout), items SpellLayout
  magicitem  dirname liste-objets-magiques -> list /liste-objets-magiques/ (MagicItemsLayout),
                                              items MagicItemLayout
  monster    dirname _monsters             -> list /bestiaire/ (MonstersLayout), items MonsterLayout
and vuepress-plugin-sitemap (hostname https://heros-et-dragons.fr). Every other markdown page
(docs/<chapter>/README.md, docs/classes/<class>/, docs/races/<race>/,
docs/personnalite-et-historique/<background>/, docs/README.md) has no layout in its front matter
and renders through the theme's Layout.vue. The build output docs/.vuepress/dist/ was committed
between 2020-04-10 and 2020-04-15; commit 637b9911 (2020-04-11) is the newest holding it.
dist/sitemap.xml is one <urlset> of 740 distinct URLs (changefreq only); 739 have a built
<path>/index.html in dist/ (not /404.html, below).

Evidence: the theme layouts and components, the front matter, and the built HTML of every listed
URL. Every page is the same Vuetify shell (GlobalLayout.vue: v-app.srd, NavDrawer with the
sidebar, Navbar, v-content > v-container > div.col.col-12); the page type shows in the element
inside div.col.col-12 (its class and an outline of its children, checked for all 739 pages):
* SpellLayout.vue -> div.spell > Breadcrumb + Spell.vue (main.page.content >
  div.theme-default-content(h1, div.spell-details: school and level, casting time, range,
  components, duration, classes) + the markdown body div.mt-4 + p.source) -> spell-page: the 361
  /grimoire/<slug>/ URLs. They differ only in the length of the markdown body (paragraphs,
  lists, tables).
* MagicItemLayout.vue -> div.magic-item > Breadcrumb + MagicItem.vue (h1,
  div.magic-item-details, markdown body, p.source) -> magic-item-page: the 301
  /liste-objets-magiques/<slug>/ URLs.
* Layout.vue -> div (no class) > Breadcrumb + Page.vue (main.page.content >
  div.content.content__default, the rendered markdown; the right drawer holds the page's table
  of contents) -> doc-page: 72 URLs, the 28 rules chapters (/combattre/, /lancer-des-sorts/,
  /armes/, /a-propos/ ...), /classes/ and its 12 classes, /races/ and its 13 races,
  /personnalite-et-historique/ and its 16 backgrounds.
* One-offs: the root (docs/README.md through Layout.vue, but Breadcrumb.vue shows the dragon
  logo row instead of the breadcrumb at "/") -> home; /grimoire/ (SpellsLayout: div.spells,
  a v-data-table of the spells with filters in the right drawer); /liste-objets-magiques/
  (MagicItemsLayout: div.magic-items, h1 and a v-data-table); /bestiaire/dragon-noir-venerable/
  (MonsterLayout: div.monster, Monster.vue's stat block: the only monster, docs/_monsters has
  one file); /bestiaire/ (below).
Judgement calls:
* Classes, races, backgrounds and rules chapters are different kinds of content (class
  progression tables, racial traits, background tables, rules prose) but the same template:
  Layout.vue renders whatever markdown the page holds, with no layout or class of its own, and
  the section index pages (/classes/, /races/, /personnalite-et-historique/) go through it too
  -> one doc-page label (LABELING rules 4 and 6), not four section labels.
* /bestiaire/: config.js names the list layout MonstersLayout, which the theme does not have, so
  the build fell back to Layout.vue with an empty main.page (breadcrumb with an empty title, no
  content). It is still the monster index the plugin generates, a page of its own kind with no
  body -> one-off /bestiaire/, not a doc-page.
* /grimoire/ and /liste-objets-magiques/ each have a list layout of their own -> one-offs, not
  one "listing" label (their tables, columns and filters differ).
* /404.html: vuepress-plugin-sitemap lists every page of the site, VuePress's own 404 route
  included; the committed dist/ has no 404.html (never committed in any revision) -> not-found,
  the page the URL names.
* The root uses Layout.vue like the doc pages but is labelled home, as every site root is.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/404\.html$', 'not-found'),
    (r'^/(?:grimoire|liste-objets-magiques|bestiaire)/$', '__ONE_OFF__'),
    (r'^/bestiaire/[^/]+/$', '__ONE_OFF__'),
    (r'^/grimoire/[^/]+/$', 'spell-page'),
    (r'^/liste-objets-magiques/[^/]+/$', 'magic-item-page'),
    (r'^/(?:[^/]+/){1,2}$', 'doc-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
