"""The layout fingerprint (:mod:`sitesampler.core.layout`): the same frame gives the same
layout whatever its content; another frame gives another layout."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import html

from sitesampler.core.layout import has_login_form, layout_id, layout_signature, similarity
from sitesampler.core.refine import SAME_LAYOUT

WORDS = st.text(alphabet="abcdefghij klmnop", min_size=1, max_size=30)


def page(content: str, *, sidebar: bool = True, menu_class: str = "menu", body_class: str = "single") -> str:
    aside = '<aside class="sidebar"><h2>Recent</h2><ul><li><a href="/a">A</a></li></ul></aside>' if sidebar else ""
    return (f'<!doctype html><html lang="en"><head><title>T</title><script>var x=1</script></head>'
            f'<body class="{body_class} postid-{len(content)}"><header class="masthead"><a href="/">Logo</a>'
            f'<nav class="{menu_class}"><ul><li class="current-menu-item"><a href="/">Home</a></li>'
            f'<li><a href="/b">B</a></li></ul></nav></header>'
            f'<div class="wrap"><main id="content"><div class="breadcrumbs">Home</div>{content}</main>{aside}</div>'
            f'<footer class="colophon"><p>Footer</p></footer></body></html>')


def article(paragraphs: list[str], items: int, rows: int, extras: list[str]) -> str:
    body = "".join(f"<p>{text}</p>" for text in paragraphs)
    body += "<ul>" + "".join(f'<li class="item-{n}">item {n}</li>' for n in range(items)) + "</ul>" if items else ""
    body += "<table>" + "".join(f"<tr><td>{n}</td></tr>" for n in range(rows)) + "</table>" if rows else ""
    body += "".join(f'<div class="{name}"><p>x</p></div>' for name in extras)
    return f'<article class="post"><h1>Title</h1>{body}</article>'


def layout(text: str) -> str:
    return layout_id(layout_signature(html.document_fromstring(text)))


@settings(max_examples=60, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=40), st.integers(0, 30), st.integers(0, 20),
       st.lists(st.sampled_from(["gallery", "quote-box", "video embed", "columns"]), max_size=4))
def test_articles_of_any_length_and_lists_of_any_size_give_one_layout(paragraphs, items, rows, extras):
    reference = layout(page(article(["Just one paragraph."], 0, 0, [])))
    assert layout(page(article(paragraphs, items, rows, extras))) == reference


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 25))
def test_listings_of_any_size_give_one_layout(cards):
    listing = "".join(f'<div class="card"><h2>Post {n}</h2><p>Summary</p></div>' for n in range(cards))
    other = '<div class="card"><h2>Post</h2><p>Summary</p></div>'
    assert layout(page(f'<div class="cards">{listing}</div>')) == layout(page(f'<div class="cards">{other}</div>'))


def test_another_frame_is_another_layout():
    base = page(article(["a"], 0, 0, []))
    others = [page(article(["a"], 0, 0, []), sidebar=False), page(article(["a"], 0, 0, []), menu_class="topbar"),
              page(article(["a"], 0, 0, []), body_class="page"), page('<div class="cards"></div>')]
    layouts = {layout(text) for text in [base, *others]}
    assert len(layouts) == 1 + len(others)
    signature = layout_signature(html.document_fromstring(base))
    assert 0.5 < similarity(signature, layout_signature(html.document_fromstring(others[0]))) < 1


def signature(text: str, url: str = "") -> frozenset[str]:
    return layout_signature(html.document_fromstring(text), url)


def test_the_record_a_cms_writes_into_its_classes_is_left_out():
    """WordPress, Ghost and WooCommerce write the page's record into its body's and its
    articles' classes: a post's tags, a term page's own name. Pages of one template still show
    one layout."""
    def post(tags: list[str]) -> str:
        classes = " ".join(f"tag-{tag}" for tag in tags)
        return page(f'<article class="post {classes}"><h1>T</h1><p>x</p></article>', body_class=f"post-template {classes}")

    assert layout_id(signature(post(["docker", "windows"]))) == layout_id(signature(post(["arm", "linux", "go"])))
    # A post with one tag (Ghost writes tag-<slug> into the body for each), or none, is a post.
    assert layout_id(signature(post(["docker"]))) == layout_id(signature(post(["news"]))) == \
        layout_id(signature(post([]))) == layout_id(signature(post(["arm", "linux"])))
    # PrestaShop writes the page's language into the body: a translation is the same layout.
    shop = '<body class="lang-{0} country-us currency-usd page-cms"><header id="header"></header><main><p>x</p></main></body>'
    assert layout_id(signature(shop.format("en"))) == layout_id(signature(shop.format("fr")))
    # Discourse writes a topic's category into the body.
    topic = '<body class="crawler category-{0}"><header class="d-header"></header><main><p>x</p></main></body>'
    assert layout_id(signature(topic.format("general"))) == layout_id(signature(topic.format("support")))
    # Ghost's tag archive names its kind so: it stays another layout.
    listing = page('<div class="post-feed"><article class="post-card">Card</article></div>',
                   body_class="tag-template tag-docker")
    assert layout_id(signature(listing, "https://blog.example/tag/docker/")) != layout_id(signature(post(["docker"])))
    assert "tag-template" in sorted(signature(listing, "https://blog.example/tag/docker/"))[0]
    term = '<body class="archive tax-product_cat term-{0}"><header class="masthead"></header><main></main></body>'
    assert layout_id(signature(term.format("check-valves"), "https://shop.example/product-category/check-valves/")) == \
        layout_id(signature(term.format("gate-valves"), "https://shop.example/product-category/gate-valves/"))
    cards = "".join(f'<article class="post tag-{n} tag-news">Card</article>' for n in ("a", "b", "c"))
    assert layout(page(f'<div class="cards">{cards}</div>')) == \
        layout(page('<div class="cards"><article class="post tag-z">Card</article></div>'))


def test_a_class_below_the_body_changes_its_own_path_and_the_body_s_changes_every_path():
    """A script that toggles a class on a header changes one path: the page keeps its layout's
    likeness. The body's classes name the page's kind (a post, an archive), so they stay on
    every path."""
    text = page(article(["a"], 0, 0, []))
    toggled = text.replace('<header class="masthead">', '<header class="masthead fading">')
    assert layout(toggled) != layout(text)
    assert similarity(signature(text), signature(toggled)) >= SAME_LAYOUT
    archive = page(article(["a"], 0, 0, []), body_class="archive")
    assert similarity(signature(text), signature(archive)) < 0.2


def test_an_id_that_holds_the_record_is_left_out():
    """Hexo writes a post's path into its article's id: every post had a layout id of its
    own, so templates of posts never showed one layout."""
    def post(path: str) -> str:
        return page(f'<article id="post-{path}" class="post"><h1>T</h1><p>x</p></article>')

    first = signature(post("java/guava-caches"), "https://blog.example/2013/09/13/java/guava-caches/")
    second = signature(post("web/javascript-closures"), "https://blog.example/2015/09/08/web/javascript-closures/")
    assert layout_id(first) == layout_id(second)
    kept = signature(page('<article id="content" class="post"><p>x</p></article>'), "https://blog.example/a/b/")
    assert any(path.endswith("article#content") for path in kept)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.sampled_from(["intro", "using-integers", "polars", "saving-as-an-image", "options"]),
                         min_size=1, max_size=3, unique=True), min_size=1, max_size=6))
def test_sections_named_by_their_headings_give_one_layout(outline):
    """Pandoc, Quarto and docutils wrap each heading's part of the text in a section whose id
    is made from the heading: pages of one frame with other headings give one layout, and a
    frame's own section (no heading first) keeps its id."""
    def part(name: str, inner: list[str]) -> str:
        nested = "".join(f'<section id="{sub}-more"><h3>{sub}</h3><p>x</p></section>' for sub in inner)
        return f'<section id="{name}"><h2>{name}</h2><p>x</p>{nested}</section>'

    def text(rename: str) -> str:
        return "".join(part(rename + names[0], [rename + name for name in names[1:]]) for names in outline)
    assert layout(page(text(""))) == layout(page(text("another-page-s-")))
    framed = signature(page('<section id="hero"><div class="cta">x</div><h2>Hi</h2></section>'), "")
    assert any(path.endswith("section#hero") for path in framed)


def test_a_record_name_written_with_other_joins_is_left_out():
    """Hugo writes a page's name into its body's classes with hyphens where the page's URL has
    underscores: every speaker page had a layout of its own, so a conference's speakers and
    sessions, one URL template without their sitemap, could never be told apart by layout."""
    def speaker(name: str) -> str:
        return page("<section class='speaker'><h1>Name</h1><p>Bio</p></section>",
                    body_class=f"page speakers speakers-{name.replace('_', '-')}")
    first = signature(speaker("alexandre_touret"), "https://conf.example/speakers/alexandre_touret/")
    second = signature(speaker("audrey_maniez"), "https://conf.example/speakers/audrey_maniez/")
    assert layout_id(first) == layout_id(second)
    assert not any("alexandre" in path for path in first)


def test_a_body_class_that_holds_a_value_leaves_the_frame_to_decide():
    """Shopify themes write a product's type (``product-sugar``) or an article's first tag
    (``article-recipe``, ``article-`` when it has none) into the body's classes. Two pages of one
    frame whose body classes differ only so are alike; pages of another kind (a word of their
    own), or of another frame, are not."""
    def shop_page(value: str, *, sidebar: bool = True) -> frozenset[str]:
        return signature(page(article(["a"], 0, 0, []), body_class=f"template-product product-{value}",
                              sidebar=sidebar))

    assert layout_id(shop_page("sugar")) != layout_id(shop_page("bundle"))
    assert similarity(shop_page("sugar"), shop_page("bundle")) == 1.0
    assert similarity(shop_page("sugar"), shop_page("")) == 1.0
    assert similarity(shop_page("sugar"), shop_page("bundle", sidebar=False)) == \
        similarity(shop_page("sugar"), shop_page("sugar", sidebar=False)) < 1.0
    kind = signature(page(article(["a"], 0, 0, []), body_class="template-collection product-sugar"))
    assert similarity(shop_page("sugar"), kind) == 0.0
    extra = signature(page(article(["a"], 0, 0, []), body_class="template-product product-sugar on-sale"))
    assert similarity(shop_page("sugar"), extra) == 0.0


def test_the_layout_is_deterministic_and_short():
    text = page(article(["a", "b"], 3, 0, []))
    assert layout(text) == layout(text) and len(layout(text)) == 8
    assert layout_id(frozenset()) == "" and layout_signature(html.fromstring("<p>no body</p>")) in (
        frozenset(), frozenset({"body"}))


def test_a_password_form_in_the_content_is_a_login_form_one_in_the_header_is_not():
    form = '<form><input name="u"><input type="password" name="p"></form>'
    assert has_login_form(html.document_fromstring(page(form)))
    assert not has_login_form(html.document_fromstring(page("<p>x</p>").replace("Logo</a>", f"Logo</a>{form}")))
    assert not has_login_form(html.document_fromstring(page('<form><input type="search"></form>')))


@settings(max_examples=30, deadline=None)
@given(st.lists(WORDS, min_size=3, max_size=30))
def test_a_body_that_holds_its_text_directly_still_shows_its_frame(paragraphs):
    # Hand-written pages put their text straight into <body>: the body is the page, never a
    # content region, so its header and footer are still its frame, whatever the text.
    text = "".join(f"<p>{words}</p>" for words in paragraphs)
    framed = f'<body><header><nav class="menu"><a href="/">Home</a></nav></header>{text}<footer class="row">F</footer></body>'
    signature = layout_signature(html.document_fromstring(framed))
    assert signature == {"body", "body>header", "body>header>nav.menu", "body>footer.row"}
    legacy = f'<body><div class="container"><div id="main">{text}</div></div></body>'
    assert layout(legacy) != layout(framed)
