#!/usr/bin/env python3
"""Ground-truth page-type labels for ampm-inside (inside.ampm.co.kr).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Korean ad agency's marketing-insight site on gnuboard5; the repo holds the site's PHP
(bbs/ scripts, board skins, the marketer mini-site under marketer/). Board settings
(which skin a board uses) live in the database, which is not committed; each of the five
boards in the sitemap has a skin folder of its own name (skin/board/insight, insight_cdc,
video, reference, qna, each with its own list.skin.php and view.skin.php), so each board's
list and view are their own templates. The sitemap is an online crawler's guest crawl
(500-URL cap), so it holds whatever links a guest could follow. Judgement calls:
* bbs/board.php?bo_table=<board>&...&wr_id=N renders the board's view skin -> <board>-post,
  whatever else the query carries (sca= category, sst/sod sort): those only carry list
  state. qna views with &c_id=..&w=c&ch=s are the "reply to comment" links of
  skin/board/qna/view_comment.skin.php: board.php renders the same post view with the
  comment form opened, so they are qna-post (equivalent URLs, LABELING rule 7).
* bbs/board.php?bo_table=<board> without wr_id (page=, sca= category, sop/sst/sod sorts)
  renders the board's list skin -> <board>-listing (paginated and filtered lists take the
  list's label).
* bbs/login.php and bbs/login.php?url=<the page that asked for login> are one form ->
  login-form (the unescaped url= value splits into extra parameters; still one page).
* bbs/write.php?bo_table=qna[&mk_id=<marketer>] -> qna-write-form (the qna write skin; mk_id
  only preselects the marketer).
* bbs/password.php?w=u|d&bo_table=qna&wr_id=N (password prompt before editing/deleting a
  guest question) -> post-password-form.
* bbs/download.php?...&no=N streams an attachment -> non-page-asset.
* sub/gateway.php?utm_member=<id>[&team_code=] only redirects (move_page) to /ae-<id>/,
  the marketer mini-site home (marketer/sub/main.php); it is listed nowhere else, so the
  gateways are labelled by the page they show -> marketer-site-home.
* /ae-<id>/member/ is the marketer's introduction page (marketer/sub/member.php, linked
  as "<name> AE소개" from marketer/inc/_sub_header.php) -> marketer-intro.
* /index.php shows the home page -> home. One-off: /marketer/ (the marketer directory,
  marketer/index.php), the /sub/*.php pages (privacy, terms, e-mail policy, sub5-1),
  bbs/register.php, bbs/password_lost.php.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
BOARDS = [('insight_cdc', 'insight-cdc'), ('insight', 'insight'), ('video', 'video'),
          ('reference', 'reference'), ('qna', 'qna')]
RULES = [
    (r'^/index\.php$', 'home'),
    (r'^/bbs/download\.php\?', 'non-page-asset'),
    (r'^/bbs/login\.php(\?|$)', 'login-form'),
    (r'^/bbs/password\.php\?', 'post-password-form'),
    (r'^/bbs/write\.php\?bo_table=qna(&|$)', 'qna-write-form'),
] + [
    (rf'^/bbs/board\.php\?bo_table={table}&(.*&)?wr_id=\d+', f'{name}-post') for table, name in BOARDS
] + [
    (rf'^/bbs/board\.php\?bo_table={table}(&|$)', f'{name}-listing') for table, name in BOARDS
] + [
    (r'^/sub/gateway\.php\?utm_member=', 'marketer-site-home'),
    (r'^/ae-[^/]+/member/$', 'marketer-intro'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
