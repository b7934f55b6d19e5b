"""The crawl's outputs as the settings shape them: the report rebranded with an auditor's
template and headed with the crawl's budget and date, pa11y-ci told which browser to start,
and robots.txt turned off only with a warning."""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta, timezone

from sitesampler.testing.crawling import crawl
from tests.conftest import REPO, csv_rows

BRAND = ('{% extends "report.html" %}\n'
         '{% block brand %}<p class="brand">Audited by Acme Access Ltd</p>{% endblock %}\n')


def test_report_template_and_chrome_settings_shape_the_outputs(web, tmp_path):
    template = tmp_path / "brand.html"
    template.write_text(BRAND, encoding="utf-8")
    done = crawl(f"http://www.acme.test:{web.port}/", [str(tmp_path / "report.html:html"),
                                                        str(tmp_path / ".pa11yci:pa11yci")],
                 arguments={"budget": "4"}, cwd=REPO,
                 settings={"SITESAMPLER_REPORT_TEMPLATE": str(template), "SITESAMPLER_CHROME": "/usr/bin/chromium"})
    assert done.returncode == 0, done.stderr[-3000:]
    report = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert '<p class="brand">Audited by Acme Access Ltd</p>' in report
    assert "<dt>Budget</dt><dd>4 pages, plus 10% at random</dd>" in report
    assert f"<dt>Date</dt><dd>{date.today().isoformat()}</dd>" in report
    pa11y = json.loads((tmp_path / ".pa11yci").read_text())
    assert pa11y["defaults"]["chromeLaunchConfig"] == {"executablePath": "/usr/bin/chromium"}


#: Two clocks on either side of UTC's date line (POSIX TZ strings, which need no tz database):
#: at any hour, the calendar of one of them is not UTC's.
FAR_EAST, FAR_WEST = ("KIR-14", timedelta(hours=14)), ("SST11", timedelta(hours=-11))


def test_the_evaluation_is_dated_on_the_auditors_calendar_not_utcs(web, tmp_path, monkeypatch):
    """An auditor in Kiribati crawling on a Saturday morning dates the evaluation Saturday, as
    the WCAG-EM Report Tool in their browser does, not Friday, UTC's date then."""
    utc_day = datetime.now(timezone.utc).date()
    zone, offset = next((zone, offset) for zone, offset in (FAR_EAST, FAR_WEST)
                        if datetime.now(timezone(offset)).date() != utc_day)
    monkeypatch.setenv("TZ", zone)
    done = crawl(f"http://www.acme.test:{web.port}/", [str(tmp_path / "report.html:html"),
                                                        str(tmp_path / "evaluation.json:wcagem")],
                 arguments={"budget": "4"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    local_day = datetime.now(timezone(offset)).date().isoformat()
    assert f"<dt>Date</dt><dd>{local_day}</dd>" in (tmp_path / "report.html").read_text(encoding="utf-8")
    evaluation = json.loads((tmp_path / "evaluation.json").read_text(encoding="utf-8"))
    assert evaluation["reportFindings"]["date"]["@value"] == local_day


def test_a_report_template_that_cannot_be_read_stops_the_crawl_before_it_starts(web, tmp_path):
    broken = tmp_path / "broken.html"
    broken.write_text("{% block brand %}never closed", encoding="utf-8")
    for path, expected in ((broken, "is not valid"), (tmp_path / "absent.html", "cannot read the report template")):
        done = crawl(f"http://www.acme.test:{web.port}/", [str(tmp_path / "r.html:html")], cwd=REPO,
                     settings={"SITESAMPLER_REPORT_TEMPLATE": str(path)})
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert len([line for line in done.stderr.splitlines() if expected in line]) == 1, done.stderr[-2000:]
        assert not (tmp_path / "r.html").exists()


def test_a_report_template_that_fails_while_rendering_leaves_the_report_and_writes_the_rest(web, tmp_path):
    """A name the report does not give, used by the auditor's template, fails only when it
    renders, once the crawl is over. It was a traceback, no report, an empty part file beside
    it, "no problems" and status 0. Now one line names the template and its line, last week's
    report stays, the other feeds are written, and the crawl fails."""
    template = tmp_path / "typo.html"
    template.write_text('{% extends "report.html" %}\n{% block brand %}\n<p>{{ auditor.name }}</p>'
                        '{% endblock %}\n', encoding="utf-8")
    (tmp_path / "r.html").write_text("last week's report", encoding="utf-8")
    done = crawl(f"http://www.acme.test:{web.port}/", [str(tmp_path / "r.html:html"), str(tmp_path / "s.csv")],
                 arguments={"budget": "4"}, cwd=REPO, settings={"SITESAMPLER_REPORT_TEMPLATE": str(template)})
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-3000:]
    [line] = [line for line in done.stderr.splitlines() if "ERROR: sitesampler: the html feed was not written" in line]
    assert line.endswith(f"the report template {template} failed to render ('auditor' is undefined, line 3)")
    assert "'sitesampler/problems/feed_render': 1" in done.stderr
    # The problem line comes once the feeds have closed, just before the summary.
    problem_line, summary_line = (next(n for n, line in enumerate(done.stderr.splitlines()) if text in line)
                                  for text in ("WARNING: sitesampler: 1 problem: feed_render=1", "INFO: Sample of "))
    assert problem_line < summary_line and "sitesampler: no problems" not in done.stderr
    assert (tmp_path / "r.html").read_text(encoding="utf-8") == "last week's report"
    assert len(csv_rows(tmp_path / "s.csv")) >= 4
    assert sorted(path.name for path in tmp_path.iterdir()) == ["r.html", "s.csv", "typo.html"]  # no part file


def test_robots_txt_off_is_a_warning_and_lets_a_closed_site_be_sampled(web, tmp_path):
    closed = f"http://closed.test:{web.port}/"
    done = crawl(closed, [str(tmp_path / "s.csv")], arguments={"budget": "4"}, cwd=REPO,
                 settings={"ROBOTSTXT_OBEY": "False"})
    assert done.returncode == 0, done.stderr[-3000:]
    warnings = [line for line in done.stderr.splitlines() if "WARNING: ROBOTSTXT_OBEY is off" in line]
    assert len(warnings) == 1
    assert {row["url"] for row in csv_rows(tmp_path / "s.csv")} == {closed, closed + "page"}
    obeyed = crawl(closed, [str(tmp_path / "o.csv")], arguments={"budget": "4"}, cwd=REPO)
    assert "ROBOTSTXT_OBEY is off" not in obeyed.stderr


def test_urls_robots_txt_disallows_are_counted_and_shown_never_requested(web, tmp_path):
    """acme's sitemap lists a page under /private/, which its robots.txt disallows: the crawl
    never requests it, and the report and the summary say how many such URLs were found, with
    them as examples, beside the URLs that act."""
    done = crawl(f"http://www.acme.test:{web.port}/", [str(tmp_path / "rows.json"), str(tmp_path / "report.html:html")],
                 arguments={"budget": "10"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    refused = f"http://www.acme.test:{web.port}/private/staff-only"
    assert not any(path.startswith("/private/") for host, path in web.requests if host == "www.acme.test")
    assert refused not in {row["url"] for row in json.loads((tmp_path / "rows.json").read_text())}
    line = f"Left out, never requested: URLs robots.txt disallows the crawler: 1: {refused}"
    assert line in done.stderr
    report = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "URLs robots.txt disallows the crawler" in report and refused in report
