#!/usr/bin/env python3
"""Ground-truth page-type labels for rafflesmash-forum (forums.rafflesmash.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

MyBB 1.8.6 forum of a game-server community. The sitemap was made by an online crawler
(xml-sitemaps.com, stopped at 500 URLs), so it lists what a guest reached by following
links, action links included. Every page is a PHP script identified by its query string;
the scripts are in the repository (forums/*.php) and were read to see which template each
script/action renders (the templates themselves are in the database, not committed):
* showthread.php?tid=N, with &pid=M (post anchor), &page=N (pagination) or mode=linear
  (the default display mode) -> forum-thread (template showthread).
* printthread.php?tid=N -> print-thread (printthread: a bare printable layout).
* forumdisplay.php?fid=N, also with sortby/order/datecut/prefix -> forum-listing.
* member.php?action=profile&uid=N -> member-profile.
* member.php?action=emailuser&uid=N -> email-member-form; private.php?action=send&uid=N
  -> private-message-form; newreply.php?tid=N[&replyto=M] -> reply-form.
  Judgement call: labelled by the form the script renders; with MyBB's default guest
  permissions a guest gets the generic no-permission page for all three instead, which
  would make them one template for an anonymous sampler.
* reputation.php?uid=N -> reputation-listing.
* search.php?action=finduser|finduserthreads&uid=N, action=getnew, action=getdaily and
  action=results&sid=... -> search-results: the first four run a search and redirect to
  action=results (search.php, redirect("search.php?action=results&sid=...")), so they
  show the results page (rule 7, equivalent URLs). search.php alone is the search form,
  a one-off.
* memberlist.php, with sort/order/perpage/page or username_match/username filters ->
  member-list (one list, sorted, paginated and filtered); memberlist.php?action=search is
  the member search form, a one-off.
* calendar.php, ?calendar=1 and ?calendar=1&year=&month= -> calendar-month (the default
  view); action=dayview -> calendar-day; action=weekview -> calendar-week.
* misc.php?action=help&hid=N -> help-document; misc.php?action=help is the help index, a
  one-off.
* portal.php and portal.php?page=N -> portal (one page and its pagination).
* archive/index.php?forum-N.html -> archive-forum, ?thread-N.html -> archive-thread (the
  lite archive has its own layout); archive/index.php alone is a one-off.
* State-changing action links (rule 8): misc.php?action=markread[&fid=N] ->
  mark-read-action; usercp2.php?action=addsubscription&...&my_post_key=... ->
  subscribe-action.
* attachment.php?aid=N serves the attached file, not a page -> non-page-asset.
* / and /index.php are the forum index -> home. /* (a literal asterisk the crawler
  picked up) is not a file, and the committed .htaccess rewrites every non-file path to
  index.php, so it shows the forum index too -> home (judgement call).
* Everything else (stats, showteam, online, contact, syndication, login, register,
  lost password, one poll result, the search form) -> one-off.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
ACTION = r'(?=(?:.*&)?action=%s(?:&|$))'
RULES = [
    (r'^/(?:index\.php|\*)$', 'home'),
    (r'^/showthread\.php\?(?=(?:.*&)?tid=\d+)', 'forum-thread'),
    (r'^/printthread\.php\?tid=\d+$', 'print-thread'),
    (r'^/forumdisplay\.php\?(?=(?:.*&)?fid=\d+)', 'forum-listing'),
    (r'^/member\.php\?' + ACTION % 'profile', 'member-profile'),
    (r'^/member\.php\?' + ACTION % 'emailuser', 'email-member-form'),
    (r'^/private\.php\?' + ACTION % 'send', 'private-message-form'),
    (r'^/newreply\.php\?(?=(?:.*&)?tid=\d+)', 'reply-form'),
    (r'^/reputation\.php\?uid=\d+$', 'reputation-listing'),
    (r'^/search\.php\?' + ACTION % '(?:finduser|finduserthreads|getnew|getdaily|results)',
     'search-results'),
    (r'^/memberlist\.php(?:\?(?!(?:.*&)?action=).*)?$', 'member-list'),
    (r'^/calendar\.php\?' + ACTION % 'dayview', 'calendar-day'),
    (r'^/calendar\.php\?' + ACTION % 'weekview', 'calendar-week'),
    (r'^/calendar\.php(?:\?(?!(?:.*&)?action=).*)?$', 'calendar-month'),
    (r'^/misc\.php\?(?=(?:.*&)?action=help(?:&|$))(?=(?:.*&)?hid=\d+)', 'help-document'),
    (r'^/misc\.php\?' + ACTION % 'markread', 'mark-read-action'),
    (r'^/usercp2\.php\?' + ACTION % 'addsubscription', 'subscribe-action'),
    (r'^/portal\.php(?:\?page=\d+)?$', 'portal'),
    (r'^/archive/index\.php\?forum-\d+\.html$', 'archive-forum'),
    (r'^/archive/index\.php\?thread-\d+\.html$', 'archive-thread'),
    (r'^/attachment\.php\?aid=\d+$', 'non-page-asset'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
