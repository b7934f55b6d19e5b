#!/usr/bin/env python3
"""Ground-truth page-type labels for cerise-box (cerise-box.com.tn).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(plus its query where the query is the page's identity); the site root is "home".
See ../../LABELING.md.

PrestaShop 1.7/8 shop of Tunisian home textiles and decor (French), theme "theme_optima"
(Posthemes). The repository holds the whole shop, so the evidence is PrestaShop's default
friendly-URL routes (product "{category:/}{id}{-:id_product_attribute}-{rewrite}.html",
category "{id}-{rewrite}", CMS "content/{id}-{rewrite}"), the controllers and the theme's
one template per controller. Two sitemaps are labelled together: gsitemap's 1_fr_0 child
and an xml-sitemaps.com crawl (sitemap.xml). Labelled from URLs, files and theme only.
* /<category>/<id>[-<combination id>]-<slug>.html -> product-detail (catalog/product.tpl):
  the crawl lists one URL per combination of a product (/birou/134-705-..., /birou/134-706-...);
  each shows the same product page with another combination preselected.
* /<id>-<slug> -> category-listing (category.tpl), with ?page=N (crawl) taking the label of
  the list it paginates. /2-accueil is the catalogue's root category, rendered by
  category.tpl too -> category-listing. The "collections" sub-categories (/36-palmier ...)
  are categories like any other.
* /content/1-conditions-generales-de-vente (the only CMS page) -> one-off.
* Meta pages (brands, fournisseur, magasins, meilleures-ventes, nouveaux-produits,
  promotions, plan-site, nous-contacter) each have their own template -> one-off.
* /connexion?back=<url> (two URLs from the crawl) show the login form (AuthController,
  customer/authentication.tpl) whatever the back target -> one label "/connexion".
  /connexion?create_account=1 renders customer/registration.tpl -> its own one-off.
* /index.php?controller= (empty controller, crawl): the dispatcher falls back to the
  default front controller, the home page -> home.
* /panier?action=show (cart page), /module/poscompare/comparePage (compare page of the
  theme's module) and the gsitemap-listed /index.php?controller=module-<module>-<controller>
  URLs (wishlist page, cheque-payment page) -> one-off each, labelled by path?query.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/[^/]+/\d+(?:-\d+)?-[^/]*\.html$', 'product-detail'),
    (r'^/\d+-[^/?]+(?:\?page=\d+)?$', 'category-listing'),
    (r'^/connexion\?back=', '/connexion'),
    (r'^/index\.php\?controller=$', 'home'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
