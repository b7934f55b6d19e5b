"""Query-identified pages (sitesampler/core/learned/folds.py and the value slots of decider.py):
significant keys kept, view keys dropped, values that are ids or routes."""

from __future__ import annotations

from sitesampler.core.learned import strong_kind
from tests.test_core_learned import ROOT, learn, shapes_in_shuffled_orders, sizes


def test_board_posts_keep_their_significant_keys_apart_from_the_list():
    urls = [f"{ROOT}bbs/board.php?bo_table=free&wr_id={i}&utm_source=x" for i in range(1, 6)]
    urls.append(ROOT + "bbs/board.php?bo_table=free")
    clusters = learn(urls)
    assert sizes(clusters) == {"/bbs/board.php?bo_table=free&wr_id={n}": 5, "/bbs/board.php?bo_table=free": 1}
    assert [cluster.repeating for cluster in clusters] == [True, False]


def test_query_identified_details_get_a_value_slot():
    urls = [f"{ROOT}web/sv/detailPrdt.do?prdtNum=SV{i:08d}x" for i in range(40)]
    assert sizes(learn(urls)) == {"/web/sv/detailPrdt.do?prdtnum={v}": 40}  # a program name keeps its case


def test_an_optional_low_cardinality_query_key_is_neutral():
    urls = [f"{ROOT}product/{i}.html" for i in range(1, 21)] + [f"{ROOT}product/{i}.html?ref=home" for i in range(21, 26)]
    urls += [f"{ROOT}stores?city={c}" for c in ("seoul", "busan", "daegu")]
    urls += [f"{ROOT}stores?store_id={i}" for i in range(1, 6)]
    clusters = {cluster.template: cluster for cluster in learn(urls)}
    assert {template: cluster.size for template, cluster in clusters.items()} == {
        "/product/{n}.html": 25, "/stores?city={v}": 3, "/stores?store_id={n}": 5}
    assert any("'ref' dropped" in line for line in clusters["/product/{n}.html"].explanation)


def test_sort_keys_that_only_appear_together_are_neutral_beside_the_plain_list():
    boards = ("free", "notice", "qna", "gallery")
    urls = [f"{ROOT}bbs/board.php?bo_table={b}" for b in boards]
    urls += [f"{ROOT}bbs/board.php?bo_table={b}&wr_id={i}" for b in boards for i in range(1, 8)]
    urls += [f"{ROOT}bbs/board.php?bo_table={b}&sst={field}&sod={order}"
             for b in boards for field in ("wr_datetime", "wr_hit", "wr_good") for order in ("asc", "desc")]
    clusters = {cluster.template: cluster for cluster in learn(urls)}
    assert {template: cluster.size for template, cluster in clusters.items()} == {
        "/bbs/board.php?bo_table={v}": 28, "/bbs/board.php?bo_table={v}&wr_id={n}": 28}
    assert any("'sst' dropped" in line for line in clusters["/bbs/board.php?bo_table={v}"].explanation)


def test_empty_search_keys_on_a_list_identify_nothing():
    # A board's list as its search form links it: empty category, field and term, a fixed sort.
    # Two boards give two pages and two empty values per key: empty values are one value (none).
    boards = ("notice", "event")
    urls = [f"{ROOT}bbs/board.php?bo_table={b}" for b in boards + ("free",)]
    urls += [f"{ROOT}bbs/board.php?bo_table={b}&wr_id={i}" for b in boards for i in range(1, 6)]
    urls += [f"{ROOT}bbs/board.php?bo_table={b}&sca=&sfl=&sod=desc&sop=and&sst=wr_datetime&stx=" for b in boards]
    clusters = {cluster.template: cluster for cluster in learn(urls)}
    assert {template: cluster.size for template, cluster in clusters.items()} == {
        "/bbs/board.php?bo_table={v}": 5, "/bbs/board.php?bo_table={v}&wr_id={n}": 10}
    assert any("'stx' dropped: optional, 1 distinct" in line for line in clusters["/bbs/board.php?bo_table={v}"].explanation)


def test_prefixed_ids_and_empty_values_are_values():
    assert strong_kind("DP0000000000112") == "{n}" and strong_kind("SV-20431") == "{n}"
    assert strong_kind("mp3") is None and strong_kind("h264") is None
    urls = [f"{ROOT}shop/list.php?ca_id={v}" for v in ("", "10", "20", "30", "1010")]
    assert sizes(learn(urls)) == {"/shop/list.php?ca_id={v}": 5}


def test_query_values_that_are_routes_name_programs_not_instances():
    urls = [f"{ROOT}index.php?route={route}" for route in ("account/login", "information/contact", "product/special")]
    urls += [f"{ROOT}index.php?route=product/product&product_id={i}" for i in range(1, 30)]
    found = sizes(learn(urls))
    assert found["/?product_id={n}&route=product/product"] == 29
    assert {found[f"/?route={route}"] for route in ("account/login", "information/contact", "product/special")} == {1}


def test_query_values_that_are_addresses_vary_as_values_do():
    # A login form's return address names the page it returns to, not the form: one template.
    boards = ("insight", "video", "reference", "qna")
    urls = [f"{ROOT}bbs/login.php?url=/bbs/board.php?bo_table={b}&wr_id={i}" for b in boards for i in range(4, 9)]
    urls += [f"{ROOT}account/login?next=https://blog.example.kr/{page}" for page in ("cart", "orders", "wishlist")]
    found = sizes(learn(urls))
    assert len([template for template in found if template.startswith("/bbs/login.php")]) == 1
    assert len([template for template in found if template.startswith("/account/login")]) == 1


def test_a_query_key_on_two_pages_with_a_value_each_identifies_them():
    urls = [f"{ROOT}shop/view.php", f"{ROOT}shop/view.php?item=ab-7", f"{ROOT}shop/view.php?item=cd-9"]
    assert sizes(learn(urls)) == {"/shop/view.php": 1, "/shop/view.php?item=ab-7": 1, "/shop/view.php?item=cd-9": 1}


def test_keys_a_crawler_carried_onto_an_item_page_add_no_page():
    # One post listed bare and with the context of the page that linked it, beside the board's
    # list: the post is one template, the list (which gains the id) another.
    urls = [f"{ROOT}bbs/board.php?bo_table=notice"] + [f"{ROOT}bbs/board.php?bo_table=notice&wr_id={i}" for i in (6, 7, 9)]
    urls += [f"{ROOT}bbs/board.php?bo_table=notice&wr_id=6&gubun={g}" for g in ("best", "sale", "event", "new")]
    urls += [f"{ROOT}bbs/board.php?bo_table=notice&wr_id=6&sst=wr_datetime&sod={o}" for o in ("asc", "desc")]
    urls += [f"{ROOT}forum/showthread.php?tid={t}" for t in (1, 2, 3)] + [f"{ROOT}forum/showthread.php?tid=1&pid={p}" for p in (4, 5)]
    found = sizes(learn(urls))
    assert found == {"/bbs/board.php?bo_table=notice&wr_id={n}": 9, "/bbs/board.php?bo_table=notice": 1,
                     "/forum/showthread.php?tid={n}": 5}


def question_and_answer_forum() -> list[str]:
    """A forum behind one front controller: every page is ``/?qa=<route>``."""
    users = ["kim", "lee", "park", "choi"]
    titles = ["how-to-start", "which-book", "best-editor", "first-job", "exam-tips"]
    urls = [f"{ROOT}?qa={i}/{title}" for i, title in enumerate(titles, 1)]
    urls += [f"{ROOT}?qa={i}/{title}&show={i + answer}" for i, title in enumerate(titles, 1) for answer in (10, 20)]
    urls += [f"{ROOT}?qa={i}/" for i in range(6, 10)]
    urls += [f"{ROOT}?qa=user/{u}" for u in users] + [f"{ROOT}?qa=tag/{t}" for t in ("python", "career", "exams")]
    urls += [f"{ROOT}?qa=login&to=?qa={i}/{title}" for i, title in enumerate(titles, 1)]
    return urls + [f"{ROOT}?qa={page}" for page in ("questions", "hot", "ask")]


def test_a_route_in_a_query_value_is_read_as_a_path():
    found = sizes(learn(question_and_answer_forum()))
    # The login link gives the page to return to (``&to=?qa=1/how-to-start``): one login page.
    assert found == {"/?qa={n}/{slug}": 5, "/?qa={n}/{slug}&show={n}": 10, "/?qa={n}": 4, "/?qa=user/{slug}": 4,
                     "/?qa=tag/{slug}": 3, "/?qa=login": 1, "/?qa=questions": 1, "/?qa=hot": 1, "/?qa=ask": 1}


def test_a_route_beside_other_parameters_is_decided_below_it():
    # A CMS without clean URLs: nodes and terms by route, a node in another theme by ``theme``
    # (optional and repeating: a view of the node, dropped).
    urls = [f"{ROOT}index.php?q=node/{i}" for i in range(1, 9)] + [f"{ROOT}index.php?q=node/{i}&theme=dark" for i in (1, 2)]
    urls += [f"{ROOT}index.php?q=taxonomy/term/{i}" for i in range(1, 4)]
    assert sizes(learn(urls)) == {"/?q=node/{n}": 10, "/?q=taxonomy/term/{n}": 3}


def test_the_values_of_an_action_key_are_programs_whatever_they_hold_below():
    # A forum's member program shows a profile and an e-mail form, each by member id; a blog's
    # sign-in program its sign-in, sign-up and recovery forms, each by blog id. Holding one
    # template below (an id) does not make the values one slot: each names what is shown.
    urls = [f"{ROOT}member.php?action={action}&uid={uid}" for action in ("profile", "emailuser") for uid in range(1, 9)]
    urls += [f"{ROOT}cgi-bin/mt-cp.cgi?__mode={mode}&blog_id=1" for mode in ("login", "register", "start_recover")]
    assert sizes(learn(urls)) == {"/member.php?action=profile&uid={n}": 8, "/member.php?action=emailuser&uid={n}": 8,
                                  "/cgi-bin/mt-cp.cgi?__mode=login&blog_id={n}": 1,
                                  "/cgi-bin/mt-cp.cgi?__mode=register&blog_id={n}": 1,
                                  "/cgi-bin/mt-cp.cgi?__mode=start_recover&blog_id={n}": 1}


def blog_addressed_by_its_query() -> list[str]:
    """A blog whose program takes each page's path as its whole query, with no parameter name
    (Dotclear's default: ``index.php?post/2026/10/09/slug``; a forum's ``index.php?/topic/..``)."""
    urls = [f"{ROOT}index.php?post/2026/{month:02d}/{day:02d}/{slug}" for month, day, slug in
            ((10, 9, "Twelve-years"), (10, 12, "A-new-theme"), (9, 1, "Summer-notes"), (8, 21, "On-gardens"),
             (7, 2, "Late-spring"))]
    urls += [f"{ROOT}index.php?category/{name}" for name in ("Dev", "General", "Photos")]
    urls += [f"{ROOT}index.php?tag/{name}" for name in ("garden", "code", "photo")]
    return urls + [f"{ROOT}index.php?pages/{name}" for name in ("About", "Contact", "Legal-notice")]


def test_a_path_written_as_the_query_is_read_as_a_path():
    # Each such page's query is one name with no value: read as names, every page was one
    # template with the home page, and a sample of 20 held one row.
    clusters = {cluster.template: cluster for cluster in learn(blog_addressed_by_its_query())}
    assert {template: cluster.size for template, cluster in clusters.items()} == {
        "/?post/{year}/{mm}/{dd}/{slug}": 5, "/?category/{slug}": 3, "/?tag/{slug}": 3,
        "/?pages/about": 1, "/?pages/contact": 1, "/?pages/legal-notice": 1}
    assert clusters["/?pages/contact"].page_type == "contact" and clusters["/?pages/legal-notice"].page_type == "legal"
    first, *others = shapes_in_shuffled_orders(blog_addressed_by_its_query())
    assert all(other == first for other in others)


def test_routes_do_not_depend_on_arrival_order():
    first, *others = shapes_in_shuffled_orders(question_and_answer_forum())
    assert all(other == first for other in others)


def test_a_key_whose_values_are_languages_picks_a_translation():
    # A shop lists each product in its default language and again per ``?language=``: the
    # translations are one page type, as under a locale prefix, not a template per product.
    # A key named for a language is not read at all (``names_a_language``); another whose
    # values are all languages is dropped by the fold, which says so.
    names = [f"{w}-chair-p-{i}" for i, w in enumerate(("oak", "teak", "rattan", "pine", "ash"), 11)]
    for key in ("language", "l"):
        urls = [f"{ROOT}shop/{name}.html" for name in names]
        urls += [f"{ROOT}shop/{name}.html?{key}={lang}" for name in names for lang in ("pl", "en", "de", "ru")]
        urls += [f"{ROOT}contact_us.php", f"{ROOT}contact_us.php?{key}=en"]
        clusters = {cluster.template: cluster for cluster in learn(urls)}
        assert {template: cluster.size for template, cluster in clusters.items()} == \
            {"/shop/{slug}.html": 25, "/contact_us.php": 2}
        assert any("'l' dropped: its values are languages (de, en, pl, ru)" in line
                   for line in clusters["/shop/{slug}.html"].explanation) is (key == "l")
        assert len(set(map(str, shapes_in_shuffled_orders(urls)))) == 1
    # A key with one value that is no language code is not a language selector: it stays.
    regions = [f"{ROOT}stores.php?region={r}" for r in ("de", "fr", "north")] + [f"{ROOT}stores.php"]
    assert "/stores.php?region={v}" in sizes(learn(regions))


def test_pages_of_a_folder_that_each_link_their_views_are_one_template():
    """A shop's products, each found with its variations' links (``?attribute_pa_size=m``): pages
    of one folder whose query is a view of each, in any order. They were thirty one-off pages
    beside thirty templates of three variations each, one a product."""
    products = [f"{ROOT}product/{name}-{colour}/" for name in ("chair", "table", "lamp", "shelf", "desk")
                for colour in ("oak", "ash", "teak", "pine", "elm", "walnut")]
    urls = products + [f"{product}?attribute_pa_size={size}" for product in products for size in ("s", "m", "l")]
    shapes = shapes_in_shuffled_orders(urls)
    assert all(found == shapes[0] for found in shapes)
    assert sizes(learn(urls)) == {"/product/{slug}": 120}


def test_static_pages_each_linking_their_comments_stay_in_their_template():
    """A blog's posts (``/2023/05/<slug>.html``), some found with their comments' links too
    (``?showComment=<ms>``, on every Blogger theme): the query sits below the page's extension.
    Each post with comments was a template of its own, in any order."""
    posts = [f"{ROOT}2023/{month:02d}/post-{month}-{n}.html" for month in range(1, 13) for n in range(3)]
    comments = [f"{post}?showComment={1709300000000 + 10 * at + n}" for at, post in enumerate(posts[::3])
                for n in range(2)]
    urls = posts + comments
    shapes = shapes_in_shuffled_orders(urls)
    assert all(found == shapes[0] for found in shapes)
    assert sizes(learn(urls)) == {"/{year}/{mm}/{slug}.html": 36, "/{year}/{mm}/{slug}.html?showcomment={n}": 24}


def test_a_board_scripts_views_found_only_with_their_query_stay_programs():
    """``/bbs/board?bo_table=free`` and ``/bbs/write?bo_table=free``: views of a board script,
    one page type each, found only with their query, as ``board.php`` is."""
    boards = ("free", "notice", "qna", "gallery")
    views = ("board", "write", "search", "list")
    urls = [f"{ROOT}bbs/{view}?bo_table={board}" for view in views for board in boards]
    assert sizes(learn(urls)) == {f"/bbs/{view}?bo_table={{v}}": 4 for view in views}
