"""The words the learned clusterer reads as evidence, whatever the site: page names that are
never instances, taxonomy folders, parents whose children are one type's instances, sort
directions and language codes. Vocabulary of the web's software (CMSs, shops, frameworks),
never of one site."""

from __future__ import annotations

#: Words that name one page, never an instance: ``/user/settings`` is the settings page, not a user named settings.
STATIC_WORDS = frozenset(
    "about contact contacts privacy terms login logout signin signup register search settings "
    "account edit new cart checkout feed rss sitemap help faq index home blog news admin "
    "profile dashboard categories tags authors".split()
)


#: A list's sort directions, the values of a view parameter written as a path segment
#: (``/news/sort/date/by/asc``): both together are one page in two orders.
SORT_DIRECTIONS = frozenset(("asc", "desc"))


#: Taxonomy folders: a ``/docs/category/`` beside ``/docs/install/`` lists terms, it is not one
#: more section of docs, wherever it sits.
TAXONOMY_WORDS = frozenset("tag tags category categories author authors".split())


#: A section's archive (Docusaurus's ``/blog/archive`` beside ``/blog/<post>``, WordPress's and
#: Hexo's ``/archives/``) lists the section's pages by date, as a taxonomy folder lists its
#: terms: a page the site's engine names, wherever it sits (a static word only where the
#: position is protected), never one more post.
ARCHIVE_WORDS = frozenset(("archive", "archives"))


#: Parents (or child-sitemap types) whose children are taxonomy terms or catalogue entries:
#: two children already make a type.
COLLECTION_PARENTS = frozenset(
    "tag tags category categories brand brands author authors user users u product products "
    "item items post posts article articles topic topics series board boards collection "
    "collections blog blogs".split()
)


#: ISO 639-1 codes, plus the legacy ``iw``/``in``/``ji`` that sites still publish.
LANGUAGES = frozenset(
    "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv "
    "cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr "
    "ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw "
    "ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv "
    "ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr "
    "ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi "
    "yo za zh zu iw in ji".split()
)
