#!/usr/bin/env python3
"""Ground-truth page-type labels for vivadecor (vivadecor.com.vn).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Vietnamese interior-design and fit-out firm (CodeIgniter, site source in the repository).
Every page except the root is a flat /<slug>.html sent by one catch-all route to
guest/products($slug), which looks the slug up table by table and picks the view:
product category -> main_product1.php, news category or news item -> news() ->
main_news1.php (category) / main_news2.php (item), otherwise a product ->
main_product2.php; the root is main_index.php. The URL never shows which table a slug is
in; the child sitemap and the MySQL dump in the repository (customer_vivadecor.sql) do:
* sitemap_category.xml lists the root, the 13 product (project-type) categories and the
  4 news categories. The news categories are named in the dump's categoriesnews table
  (about-us, ho-tro-khach-hang, xu-huong-thiet-ke-noi-that, cam-nang-tin-tuc) ->
  news-category-listing; the other 13 -> project-category-listing (each slug checked
  against categoriesproducts). No URL or sitemap tells the two apart, so the pair is
  listed in ../../CONTENT_ONLY.json.
* sitemap_news.xml -> news-article (all 53 slugs are rows of the news table, including the
  two static texts /gioi-thieu.html and /phuong-thuc-thanh-toan.html: they are news items
  in the about-us and customer-support categories and render with main_news2.php like the
  articles, so they are not one-offs).
* sitemap_product.xml and sitemap_image.xml list the same 29 finished projects (rows of
  the products table) -> project-detail. label_lib takes the first file that lists a URL
  (sitemap_image.xml sorts first), so the rule accepts both files.
* The index names its children sitemap-*.xml (hyphen) while the files are committed as
  sitemap_*.xml (underscore); they are saved under their committed names.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
NEWS_CATEGORIES = 'about-us|ho-tro-khach-hang|xu-huong-thiet-ke-noi-that|cam-nang-tin-tuc'
RULES = [
    (r'^/(?:%s)\.html$' % NEWS_CATEGORIES, 'news-category-listing', r'^sitemap_category\.xml$'),
    (r'^/[^/]+\.html$', 'project-category-listing', r'^sitemap_category\.xml$'),
    (r'^/[^/]+\.html$', 'news-article', r'^sitemap_news\.xml$'),
    (r'^/[^/]+\.html$', 'project-detail', r'^sitemap_(?:product|image)\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
