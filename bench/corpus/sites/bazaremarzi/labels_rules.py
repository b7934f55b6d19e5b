#!/usr/bin/env python3
"""Ground-truth page-type labels for bazaremarzi (www.bazaremarzi.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Persian electronics and home-appliance shop, ASP.NET WebForms (2011). Every page is one
.aspx file under /Views/ and the query string says which record it shows, so the labels
follow the .aspx file and what its code-behind does with the query. Evidence: the repo's
Views/*.aspx and *.aspx.cs (all pages share the Main.master frame).
* /Views/MaterialDetails.aspx?MaterialID=N -> product-detail (one product, its fields,
  pictures and tags).
* /Views/CategoryDetails.aspx?CategoryID=N -> category-detail.
* /Views/SetDetails.aspx?SetID=N -> product-set-detail (a bundle of products; its own
  page, SetDetails.aspx).
* /Views/RetrieveMaterials.aspx is one page, "similar products", reached three ways: by a tag
  (?Tag=<word>, '$' stands for a space), by one field value (?Field=<id>&Value=<text>) or by
  price +-10% within a product type (?Type=..&Field=price&Value=..&PriceUnit=..). The
  code-behind only chooses the query and the subject line; the layout (title, subject,
  two-column product list, pager) is the same -> all similar-products-listing.
* /Views/ShoppingCart.aspx?From=info&MaterialID=N adds product N to the cart (Cart.AddItem)
  and then shows the cart; /Views/CompareMaterials.aspx?Action=Add&MaterialID=N&Type=T adds
  it to the comparison list. Both change state, so (LABELING.md rule 8) they get their own
  labels, add-to-cart-action and add-to-compare-action, apart from the plain cart and
  comparison pages /Views/ShoppingCart.aspx and /Views/CompareMaterials.aspx (one-off).
* / and /Default.aspx are the same home page -> home. /Views/Login.aspx -> one-off.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/Default\.aspx$', 'home'),
    (r'^/Views/MaterialDetails\.aspx\?MaterialID=\d+$', 'product-detail'),
    (r'^/Views/CategoryDetails\.aspx\?CategoryID=\d+$', 'category-detail'),
    (r'^/Views/SetDetails\.aspx\?SetID=\d+$', 'product-set-detail'),
    (r'^/Views/RetrieveMaterials\.aspx\?(?:Tag|Field|Type)=', 'similar-products-listing'),
    (r'^/Views/ShoppingCart\.aspx\?From=info&MaterialID=\d+$', 'add-to-cart-action'),
    (r'^/Views/CompareMaterials\.aspx\?Action=Add&MaterialID=\d+&Type=\d+$', 'add-to-compare-action'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
