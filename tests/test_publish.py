"""`reviewsd import` and `reviewsd add` (interface.md section 7), with exports as platforms write them."""
import json
import os
import re
import subprocess
import sys
import threading
import time

import pytest

from reviewsd import __version__, cli
from reviewsd.check import problems_in
from reviewsd.publish import commands, ids
from tests.conftest import ROOT, Daemon, eventually

HEADER = "source_id,author,rating,date,text,source,source_url,reply_text,reply_date,verified"
ULID = re.compile(r"[0-7][0-9A-HJKMNP-TV-Z]{25}\Z")

# As a spreadsheet saves it: a byte-order mark, CRLF row ends, quotes doubled, a line break and a
# comma inside quoted text, non-Latin text, a reply, a rating-only review and an anonymous one.
REALISTIC_CSV = ("\ufeff" + HEADER + "\r\n"
                 '1001,"Zoë ""Zo"" Müller",5,2026-10-01,"Fast, clean work.\r\nCame back to check, too.",'
                 'yelp,https://yelp.example/biz/r/1001,"Thank you, Zoë!",2026-10-02,true\r\n'
                 "1002,Łukasz Żółć,4,2026-10-05,\"Good price; 水道屋さん recommended 👍\",yelp,,,,true\r\n"
                 "1003,Sam,3,2026-10-07,,yelp,,,,true\r\n"
                 "1004,,2,2026-10-09,Came late.,yelp,,,,TRUE\r\n"
                 "1005,Spam Bot,1,2026-10-10,buy now,yelp,,,,false\r\n")


def gbp_review(review_id, name="Ana P.", stars="FIVE", comment="Fixed our boiler the same day.",
               created="2026-09-01T17:02:45.123456789Z", reply=None, anonymous=False):
    item = {"name": f"accounts/1/locations/2/reviews/{review_id}", "reviewId": review_id,
            "reviewer": {"displayName": name, "profilePhotoUrl": "https://lh3.googleusercontent.com/a/x"},
            "starRating": stars, "createTime": created, "updateTime": created}
    if anonymous:
        item["reviewer"] = {"isAnonymous": True}
    if comment is not None:
        item["comment"] = comment
    if reply:
        item["reviewReply"] = {"comment": reply, "updateTime": "2026-09-02T08:00:00Z"}
    return item


@pytest.fixture
def data(tmp_path):
    d = tmp_path / "data"
    d.mkdir()
    (d / "reviews.json").write_text(json.dumps({"business": {"name": "Brightwater Plumbing"}, "reviews": []}))
    return d


def run(*argv, capsys=None):
    status = cli.main(["reviewsd", *map(str, argv)])
    out, err = capsys.readouterr() if capsys else ("", "")
    return status, out, err


def reviews(data_dir):
    return json.loads((data_dir / "reviews.json").read_text())["reviews"]


def write(path, text, encoding="utf-8"):
    path.write_bytes(text.encode(encoding))
    return path


# ---------------------------------------------------------------- CSV

def test_csv_export_as_a_spreadsheet_saves_it(data, tmp_path, capsys):
    export = write(tmp_path / "yelp.csv", REALISTIC_CSV)
    status, out, err = run("import", export, f"--data_dir={data}", capsys=capsys)
    assert status == 0, err
    assert "5 added, 0 updated, 0 unchanged" in out
    stored = {r["source_url"] or r["author"]: r for r in reviews(data)}
    zoe = stored["https://yelp.example/biz/r/1001"]
    assert zoe["author"] == 'Zoë "Zo" Müller'
    assert zoe["text"] == "Fast, clean work.\nCame back to check, too."
    assert zoe["owner_reply"] == {"text": "Thank you, Zoë!", "date": "2026-10-02"}
    assert zoe["rating"] == 5 and zoe["date"] == "2026-10-01" and zoe["verified"] is True
    assert stored["Łukasz Żółć"]["text"] == "Good price; 水道屋さん recommended 👍"
    assert stored["Sam"]["text"] is None  # rating-only
    assert stored["Anonymous"]["rating"] == 2
    assert stored["Spam Bot"]["verified"] is False
    assert all(ULID.match(r["id"]) for r in reviews(data))
    assert problems_in(data) == []  # what the daemon and --check accept


def test_reimport_changes_nothing_not_even_the_file_time(data, tmp_path, capsys):
    export = write(tmp_path / "yelp.csv", REALISTIC_CSV)
    assert run("import", export, f"--data_dir={data}", capsys=capsys)[0] == 0
    before = ((data / "reviews.json").read_bytes(), os.stat(data / "reviews.json").st_mtime_ns)
    status, out, _ = run("import", export, f"--data_dir={data}", capsys=capsys)
    assert status == 0 and "0 added, 0 updated, 5 unchanged" in out
    assert ((data / "reviews.json").read_bytes(), os.stat(data / "reviews.json").st_mtime_ns) == before


def test_an_edited_review_is_updated_in_place_and_keeps_its_id(data, tmp_path, capsys):
    export = write(tmp_path / "yelp.csv", REALISTIC_CSV)
    run("import", export, f"--data_dir={data}", capsys=capsys)
    first = {r["source_url"] or r["author"]: r for r in reviews(data)}
    edited = (REALISTIC_CSV.replace("Came late.", "\"Came late, but apologised and fixed it.\"")
                           .replace("1004,,2,2026-10-09", "1004,,4,2026-10-11"))  # the platform corrected the date
    status, out, _ = run("import", write(tmp_path / "yelp2.csv", edited), f"--data_dir={data}", capsys=capsys)
    assert status == 0 and "0 added, 1 updated, 4 unchanged" in out
    after = reviews(data)
    assert len(after) == 5
    anonymous = next(r for r in after if r["author"] == "Anonymous")
    assert anonymous["id"] == first["Anonymous"]["id"]
    assert (anonymous["rating"], anonymous["date"]) == (4, "2026-10-11")
    assert anonymous["text"] == "Came late, but apologised and fixed it."


def test_an_operator_who_hid_a_review_is_not_overruled_by_a_reimport(data, tmp_path, capsys):
    export = write(tmp_path / "yelp.csv", REALISTIC_CSV)
    run("import", export, f"--data_dir={data}", capsys=capsys)
    document = json.loads((data / "reviews.json").read_text())
    document["reviews"][0]["verified"] = False
    (data / "reviews.json").write_text(json.dumps(document))
    status, out, _ = run("import", export, f"--data_dir={data}", capsys=capsys)
    assert status == 0 and "5 unchanged" in out
    assert reviews(data)[0]["verified"] is False


def test_a_bad_row_writes_nothing_and_names_the_line_and_field(data, tmp_path, capsys):
    run("add", f"--data_dir={data}", "--author=Kept", "--rating=5", capsys=capsys)
    before = (data / "reviews.json").read_bytes()
    text = (HEADER + "\n" + "2001,Ann,5,2026-10-01,\"A quoted\nline break\",yelp,,,,true\n"
            "2002,Ben,6,2026-02-30,ok,yelp,not a url,,,maybe\n"
            "2003,Cy,5,2026-10-03,fine,yelp,,Thanks,,true\n")
    status, out, err = run("import", write(tmp_path / "bad.csv", text), f"--data_dir={data}", capsys=capsys)
    assert status == 1 and out == ""
    # Line numbers are where each record starts, line breaks inside quotes counted.
    assert "bad.csv line 4: rating: must be from 1 to 5" in err
    assert "bad.csv line 4: date: must be a real calendar date" in err
    assert "bad.csv line 4: source_url: must be an http:// or https:// URL" in err
    assert "bad.csv line 4: verified: must be true or false" in err
    assert "bad.csv line 5: reply_date: an owner reply needs both" in err
    assert "line 2" not in err and "nothing was written" in err
    assert (data / "reviews.json").read_bytes() == before
    assert [name for name in os.listdir(data)] == ["reviews.json"]  # no temporary file left behind


@pytest.mark.parametrize("text,message", [
    ("source_id,author,rating\n1,A,5\n", "missing date, text, source"),
    (HEADER + ",extra\n", "unknown 'extra'"),
    (HEADER + "\n1,A,5,2026-10-01,x,yelp,,,,true,surplus\n", "line 2: has 11 fields where the header has 10"),
    (HEADER + "\n1,A,5,2026-10-01,x,yelp,,,,true\n1,A,5,2026-10-01,y,yelp,,,,true\n", "repeats the review of line 2"),
    (HEADER + "\n,A,5,2026-10-01,x,yelp,,,,true\n", "source_id: empty"),
    (HEADER + '\n1,A,5,2026-10-01,"never closed\n', "not valid CSV"),
    (HEADER + "\n1,A,5,2026-10-01," + "x" * (200_000) + ",yelp,,,,true\n", "not valid CSV (field larger than field limit"),
    ("", "the file is empty"),
])
def test_malformed_csv_is_refused_whole(data, tmp_path, capsys, text, message):
    before = (data / "reviews.json").read_bytes()
    status, _, err = run("import", write(tmp_path / "x.csv", text), f"--data_dir={data}", capsys=capsys)
    assert status == 1 and message in err, err
    assert (data / "reviews.json").read_bytes() == before


def test_not_utf8_is_refused_with_a_hint(data, tmp_path, capsys):
    export = write(tmp_path / "latin1.csv", HEADER + "\n1,Zoë,5,2026-10-01,x,yelp,,,,true\n", "latin-1")
    status, _, err = run("import", export, f"--data_dir={data}", capsys=capsys)
    assert status == 1 and "not UTF-8 text" in err and "CSV UTF-8" in err


def test_a_fifo_or_an_oversized_file_is_never_read_whole(data, tmp_path, capsys, monkeypatch):
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    status, _, err = run("import", fifo, f"--data_dir={data}", capsys=capsys)  # would block if opened plainly
    assert status == 1 and "not a regular file" in err
    monkeypatch.setattr(commands, "MAX_EXPORT_BYTES", 1000)
    status, _, err = run("import", write(tmp_path / "big.csv", HEADER + "\n" + "x" * 2000),
                         f"--data_dir={data}", capsys=capsys)
    assert status == 1 and "split the export" in err


def test_the_files_mode_is_kept(data, tmp_path, capsys):
    os.chmod(data / "reviews.json", 0o644)  # readable by the daemon's own user
    run("import", write(tmp_path / "yelp.csv", REALISTIC_CSV), f"--data_dir={data}", capsys=capsys)
    assert os.stat(data / "reviews.json").st_mode & 0o777 == 0o644


def test_a_data_file_that_is_already_bad_is_left_alone(data, tmp_path, capsys):
    (data / "reviews.json").write_text('{"business": {}, "reviews": []}')
    status, _, err = run("import", write(tmp_path / "yelp.csv", REALISTIC_CSV), f"--data_dir={data}",
                         capsys=capsys)
    assert status == 1 and "business.name" in err and "fix them first" in err
    assert (data / "reviews.json").read_text() == '{"business": {}, "reviews": []}'


# ---------------------------------------------------------------- Google Business Profile

def test_gbp_pages_with_replies_anonymous_and_rating_only_reviews(data, tmp_path, capsys):
    pages = [{"reviews": [gbp_review("g-1", reply="Thanks, Ana!"), gbp_review("g-2", anonymous=True, stars="FOUR"),
                          gbp_review("g-3", name="Chen Wei 陈伟", stars="THREE", comment=None)],
              "averageRating": 4, "totalReviewCount": 4, "nextPageToken": "next"},
             {"reviews": [gbp_review("g-4", name="Dara", comment="Lovely\n\n(Translated by Google) Schön",
                                     created="2026-09-05T23:30:00+02:00")]},
             {}]  # Google's last page may carry no reviews at all
    export = tmp_path / "google.json"
    export.write_text(json.dumps(pages))
    status, out, err = run("import", export, f"--data_dir={data}", capsys=capsys)
    assert status == 0, err
    assert "4 added" in out
    stored = {r["author"]: r for r in reviews(data)}
    ana = stored["Ana P."]
    assert ana["source"] == "google" and ana["verified"] is True and ana["rating"] == 5
    assert ana["date"] == "2026-09-01" and ana["author_avatar_url"] == "https://lh3.googleusercontent.com/a/x"
    assert ana["owner_reply"] == {"text": "Thanks, Ana!", "date": "2026-09-02"}
    assert stored["Anonymous"]["author_avatar_url"] is None and stored["Anonymous"]["rating"] == 4
    assert stored["Chen Wei 陈伟"]["text"] is None
    assert stored["Dara"]["date"] == "2026-09-05"  # 23:30 at +02:00 is 21:30 UTC
    # The id's time part is the review's own creation time.
    assert ana["id"] == ids.derived("google", "g-1", __import__("datetime").datetime.fromisoformat(
        "2026-09-01T17:02:45.123456+00:00"))
    assert problems_in(data) == []

    # One page on its own, edited on Google since: the reply changed.
    one_page = {"reviews": [gbp_review("g-1", reply="Thanks again, Ana!")]}
    export.write_text(json.dumps(one_page))
    status, out, _ = run("import", export, "--format=gbp", f"--data_dir={data}", capsys=capsys)
    assert status == 0 and "0 added, 1 updated, 0 unchanged" in out
    assert {r["author"]: r for r in reviews(data)}["Ana P."]["owner_reply"]["text"] == "Thanks again, Ana!"
    assert len(reviews(data)) == 4


@pytest.mark.parametrize("document,message", [
    ({"reviews": [gbp_review("g-1", stars="SIX")]}, "reviews[0]: starRating: must be ONE, TWO"),
    ({"reviews": [gbp_review("g-1", created="yesterday")]}, "reviews[0]: createTime: must be an RFC 3339 time"),
    ({"reviews": [{**gbp_review("g-1"), "reviewId": ""}]}, "reviews[0]: reviewId: missing"),
    ({"reviews": ["not a review"]}, "reviews[0]: must be a JSON object"),
    ({"reviews": {"g-1": {}}}, "reviews: must be a list"),
    ([1, 2], "expected an object with a \"reviews\" list"),
])
def test_a_bad_gbp_review_writes_nothing(data, tmp_path, capsys, document, message):
    before = (data / "reviews.json").read_bytes()
    export = tmp_path / "google.json"
    export.write_text(json.dumps(document))
    status, _, err = run("import", export, f"--data_dir={data}", capsys=capsys)
    assert status == 1 and message in err, err
    assert (data / "reviews.json").read_bytes() == before


def test_gbp_that_is_not_json_says_where(data, tmp_path, capsys):
    export = write(tmp_path / "google.json", '{"reviews": [\n  {"reviewId": "x",}\n]}')
    status, _, err = run("import", export, f"--data_dir={data}", capsys=capsys)
    assert status == 1 and "not valid JSON (line 2" in err
    export = write(tmp_path / "deep.json", "[" * 100_000 + "]" * 100_000)
    assert run("import", export, f"--data_dir={data}", capsys=capsys)[0] == 1


# ---------------------------------------------------------------- add

def test_add_appends_one_review_and_prints_its_id(data, capsys):
    status, out, err = run("add", f"--data_dir={data}", "--author=Jennifer M.", "--rating=5",
                           "--text=Marco fixed our water heater the same evening.", "--date=2026-11-21",
                           "--source=google", "--source_url=https://maps.example/review/123", capsys=capsys)
    assert status == 0, err
    new_id = out.strip()
    assert ULID.match(new_id)
    [review] = reviews(data)
    assert review == {"id": new_id, "author": "Jennifer M.", "author_avatar_url": None, "rating": 5,
                      "date": "2026-11-21", "text": "Marco fixed our water heater the same evening.",
                      "source": "google", "source_url": "https://maps.example/review/123", "owner_reply": None,
                      "verified": True}
    status, out, _ = run(f"--data_dir={data}", "add", "--author=Rater", "--rating=4", "--unverified",
                         capsys=capsys)  # options before the command word too
    assert status == 0
    second = reviews(data)[1]
    assert second["id"] == out.strip() and second["text"] is None and second["verified"] is False
    assert second["source"] == "direct" and second["date"] == time.strftime("%Y-%m-%d", time.gmtime())


@pytest.mark.parametrize("argv,message", [
    (["--author=A", "--rating=6"], "--rating: must be from 1 to 5"),
    (["--author=A", "--rating=5", "--date=2026-02-30"], "--date: must be a real calendar date"),
    (["--author=A", "--rating=5", "--source_url=ftp://x"], "--source_url: must be an http"),
    (["--rating=5"], "--author needed"),
])
def test_a_bad_add_writes_nothing(data, capsys, argv, message):
    before = (data / "reviews.json").read_bytes()
    status, out, err = run("add", f"--data_dir={data}", *argv, capsys=capsys)
    assert status == 1 and message in err and out == "", err
    assert (data / "reviews.json").read_bytes() == before


# ---------------------------------------------------------------- the command line

def test_version_and_a_bad_option_on_the_real_command_line():
    def reviewsd(*argv):
        return subprocess.run([sys.executable, "-m", "reviewsd", *argv], capture_output=True, text=True,
                              timeout=60, cwd=ROOT)
    assert reviewsd("--version").stdout == f"reviewsd {__version__}\n"
    bad = reviewsd("--no_such_option=1")
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.strip().splitlines() == ["reviewsd: unknown option --no_such_option (see reviewsd --help)"]


def test_help_lists_the_commands_and_each_commands_options(capsys):
    status, out, _ = run("--help", capsys=capsys)
    assert status == 0
    assert re.search(r"^  import FILE +merge an export", out, re.M)
    assert re.search(r"^  add +add one review", out, re.M) and "--data-dir" in out and "--author" not in out
    status, out, _ = run("add", "--help", capsys=capsys)
    assert status == 0 and "--author" in out and "--rating" in out


@pytest.mark.parametrize("argv,message", [
    (["imprt", "x.csv"], "unknown command 'imprt'; the commands are import, add"),
    (["import"], "`reviewsd import` needs FILE"),
    (["import", "a.csv", "b.csv"], "more words than it takes: 'b.csv'"),
    (["add", "--author", "Jen"], "options are written --name=value"),  # not "--name value"
    (["import", "x.txt", "--format=xml"], "--format must be gbp or csv"),
    (["import", "x.txt"], "cannot tell the format from the name"),
])
def test_usage_errors_say_what_to_do(data, capsys, argv, message):
    status, out, err = run(*argv, f"--data_dir={data}", capsys=capsys)
    assert status in (1, 2) and message in err and out == "", err


def test_the_config_files_data_dir_applies_to_commands(data, tmp_path, capsys):
    config = tmp_path / "reviewsd.conf"
    config.write_text(f'data_dir = "{data}"\n')
    status, out, _ = run("add", f"--config={config}", "--author=Via config", "--rating=5", capsys=capsys)
    assert status == 0 and reviews(data)[0]["id"] == out.strip()


# ---------------------------------------------------------------- against the running daemon

def test_import_and_add_while_the_daemon_serves_with_no_failed_request(data, tmp_path, capsys):
    daemon = Daemon(data, tmp_path / "state").start()
    failures, served, stop = [], [], threading.Event()

    def poll():
        while not stop.is_set():
            try:
                status, _, body = daemon.get("/reviews.json")
                if status != 200:
                    failures.append(status)
                else:
                    served.append(json.loads(body)["review_count"])
                if daemon.json("/healthz")["status"] != "ok":
                    failures.append("degraded")
            except Exception as e:  # noqa: BLE001 - any failure at all is what the test looks for
                failures.append(repr(e))
    poller = threading.Thread(target=poll)
    poller.start()
    try:
        export = write(tmp_path / "yelp.csv", REALISTIC_CSV)
        # The commands run in this process (the daemon is the separate one): the same code as the
        # command line, without paying an interpreter start for each.
        for argv in (["import", export], ["import", export], ["add", "--author=Walk-in", "--rating=5"]):
            status, out, err = run(*argv, f"--data_dir={data}", capsys=capsys)
            assert status == 0, err
        new_id = out.strip()
        eventually(lambda: _assert_served(daemon, new_id, 5))  # 4 verified imported + the walk-in
    finally:
        stop.set()
        poller.join(30)
        daemon.stop()
    assert failures == []
    assert len(served) > 5 and served[0] == 0 and served[-1] == 5


def _assert_served(daemon, review_id, count):
    body = daemon.json("/reviews.json")
    assert body["review_count"] == count and review_id in {r["id"] for r in body["reviews"]}


def test_an_unwritable_data_dir_is_a_message_not_a_traceback(data, capsys, monkeypatch):
    from reviewsd.publish import merge

    def refuse(*args, **kwargs):  # what a data dir owned by another user does (root may write anywhere)
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(merge, "atomic_write", refuse)
    status, _, err = run("add", f"--data_dir={data}", "--author=A", "--rating=5", capsys=capsys)
    assert status == 1 and "reviews.json: cannot be written: Permission denied" in err
