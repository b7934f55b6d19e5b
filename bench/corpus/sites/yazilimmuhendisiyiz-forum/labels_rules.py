#!/usr/bin/env python3
"""Ground-truth page-type labels for yazilimmuhendisiyiz-forum (forum.yazilimmuhendisiyiz.biz).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Turkish software-engineering Q&A forum on Question2Answer 1.7.4 without URL rewriting:
every page is the root script with its route in the qa= query value (?qa=37/<title>,
?qa=user/<name>/wall, ?qa=tag/<tag>). The repo holds the Q2A tree (forum/qa-include/pages/,
one script per page kind, and the themes). forum/sitemap.xml is an xml-sitemaps.com crawl
as a guest, so it holds the login/register links every question carries. Judgement calls:
* ?qa=<N>/<title>, ?qa=<N>/ (no title) and ?qa=<N>/<title>&show=<answer id> all show
  question N (pages/question.php; the title is not checked, show= only scrolls to an
  answer) -> question-page.
* ?qa=questions[&sort=hot|votes|answers|views], ?qa=hot, ?qa=unanswered[&by=..] and
  ?qa=activity are the site's question lists (questions.php, hot.php, unanswered.php,
  activity.php all fill the same q_list part, only the sort tabs differ) ->
  question-listing (section fronts with one layout share a label). The root shows the
  same kind of list (default.php) and is home, as every site root is.
* ?qa=tag/<tag> (tag.php, a q_list of one tag) -> tag-listing: taxonomy term pages get
  their own label, as on the other sites; ?qa=tags (the tag cloud, tags.php) is a one-off.
* ?qa=user/<name> (user-profile.php: the profile form) -> user-profile;
  ?qa=user/<name>/wall (user-wall.php: the message list and post form) -> user-wall;
  ?qa=user/<name>/activity|questions|answers (user-activity.php, user-questions.php,
  user-answers.php: the user's tabs over one q_list) -> user-post-listing.
* ?qa=login&to=<page> and ?qa=register&to=<page>: one login form and one registration
  form, the to= value only says where to return -> login-form, register-form.
* ?qa=feed/<list>.rss are RSS documents, not HTML pages -> non-page-asset.
* One-off: ?qa=users (user ranking), ?qa=ask, ?qa=feedback, ?qa=forgot, ?qa=tags.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/\?qa=\d+/', 'question-page'),
    (r'^/\?qa=(?:questions|hot|unanswered|activity)(?:&|$)', 'question-listing'),
    (r'^/\?qa=tag/', 'tag-listing'),
    (r'^/\?qa=user/[^/&]+$', 'user-profile'),
    (r'^/\?qa=user/[^/&]+/wall$', 'user-wall'),
    (r'^/\?qa=user/[^/&]+/(?:activity|questions|answers)$', 'user-post-listing'),
    (r'^/\?qa=login&to=', 'login-form'),
    (r'^/\?qa=register&to=', 'register-form'),
    (r'^/\?qa=feed/[^&]+\.rss$', 'non-page-asset'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
