"""Edits of the data dir while serving: valid edits appear, bad ones never do, nothing half-written is served."""
import asyncio
import json
import os
import threading

import pytest

from tests.conftest import body_json, published, sample, write_json

NEW_REVIEW = {
    "id": "01ZZZZZZZZZZZZZZZZZZZZZZZZ", "author": "New Customer", "author_avatar_url": None, "rating": 5,
    "date": "2026-11-21", "text": "Fixed our leak in an hour.", "source": "google", "source_url": None,
    "owner_reply": None, "verified": True,
}




async def until(check, timeout=5.0):
    """Await until `check()` is truthy (it may be a coroutine function); return its value."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = check()
        if asyncio.iscoroutine(value):
            value = await value
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("condition not reached in time")
        await asyncio.sleep(0.05)


def with_new_review():
    data = sample()
    data["reviews"].append(dict(NEW_REVIEW))
    return data


async def newest_id(fetch):
    return body_json(await fetch("/reviews.json"))["reviews"][0]["id"]


@pytest.mark.gen_test(timeout=20)
async def test_valid_edit_is_served_within_the_watch_interval(fetch, data_dir, watcher):
    before = await fetch("/reviews.json")
    write_json(data_dir / "reviews.json", with_new_review())

    async def served():
        return await newest_id(fetch) == NEW_REVIEW["id"]
    await until(served)
    after = await fetch("/reviews.json")
    assert after.headers["ETag"] != before.headers["ETag"]
    assert body_json(after)["review_count"] == body_json(before)["review_count"] + 1


@pytest.mark.gen_test(timeout=20)
@pytest.mark.parametrize("content,message", [
    (b'{"business": {"name": "X"}, "reviews": [{"id": 1}]', "not valid JSON (line 1"),
    (b"", "the file is empty"),
    (b"[1, 2, 3]", "must be a JSON object"),
    (b"\xff\xfe garbage", "not"),
    (b'{"business": {"name": "X"}, "reviews": [{"id": "a", "rating": 9}]}', "reviews.json: reviews[0].rating"),
    (b'{"business": {"name": "X", "founded": NaN}, "reviews": []}', "holds NaN, Infinity"),
])
async def test_bad_edit_keeps_last_good_data_and_reports_it(fetch, data_dir, watcher, content, message):
    good = await fetch("/reviews.json")
    (data_dir / "reviews.json").write_bytes(content)

    async def reported():
        health = body_json(await fetch("/healthz"))
        return health if health["status"] == "degraded" else None
    health = await until(reported)
    problems = health["data"]["files"]["reviews.json"]["problems"]
    assert any(message in p for p in problems), problems
    assert health["data"]["files"]["reviews.json"]["source"] == "state_dir"
    still = await fetch("/reviews.json")
    assert still.code == 200 and still.body == good.body

    write_json(data_dir / "reviews.json", with_new_review())  # the operator fixes it

    async def healed():
        return body_json(await fetch("/healthz"))["status"] == "ok"
    await until(healed)
    assert await newest_id(fetch) == NEW_REVIEW["id"]


@pytest.mark.gen_test(timeout=20)
async def test_every_problem_is_reported_with_its_path(fetch, data_dir, watcher):
    data = sample()
    data["reviews"][2]["rating"] = 0
    data["reviews"][5]["date"] = "2025-02-29"
    data["reviews"][7]["surprise"] = 1
    data["reviews"][9]["id"] = data["reviews"][8]["id"]
    del data["business"]["name"]
    write_json(data_dir / "reviews.json", data)

    async def problems():
        return body_json(await fetch("/healthz"))["data"]["files"]["reviews.json"]["problems"]
    found = await until(problems)
    joined = "\n".join(found)
    for path in ("reviews[2].rating", "reviews[5].date", "reviews[7].surprise", "reviews[9].id", "business.name"):
        assert f"reviews.json: {path}: " in joined, joined


@pytest.mark.gen_test(timeout=30)
async def test_truncated_and_slowly_rewritten_file_is_never_served_half_done(fetch, data_dir, watcher):
    old = await fetch("/reviews.json")
    payload = json.dumps(with_new_review()).encode()
    seen_bodies = set()

    async def reader():
        for _ in range(60):
            response = await fetch("/reviews.json")
            assert response.code == 200
            json.loads(response.body)  # every answer is complete JSON
            seen_bodies.add(response.headers["ETag"])
            await asyncio.sleep(0.02)

    async def slow_writer():
        with open(data_dir / "reviews.json", "wb") as f:  # truncates at once
            for start in range(0, len(payload), len(payload) // 4 + 1):
                f.write(payload[start:start + len(payload) // 4 + 1])
                f.flush()
                await asyncio.sleep(0.25)  # longer than watch_interval: the poller sees partial files

    await asyncio.gather(reader(), slow_writer())

    async def served():
        return await newest_id(fetch) == NEW_REVIEW["id"]
    await until(served)
    new = await fetch("/reviews.json")
    assert seen_bodies <= {old.headers["ETag"], new.headers["ETag"]}


@pytest.mark.gen_test(timeout=20)
async def test_file_replaced_by_rename_is_served(fetch, data_dir, watcher):
    tmp = data_dir / ".reviews.json.tmp"
    write_json(tmp, with_new_review())
    os.replace(tmp, data_dir / "reviews.json")

    async def served():
        return await newest_id(fetch) == NEW_REVIEW["id"]
    await until(served)


@pytest.mark.gen_test(timeout=20)
async def test_deleted_reviews_keep_serving(fetch, data_dir, watcher):
    (data_dir / "reviews.json").unlink()

    async def missing():
        problems = body_json(await fetch("/healthz"))["data"]["files"]["reviews.json"]["problems"]
        return any("missing" in p for p in problems)
    await until(missing)
    assert (await fetch("/reviews.json")).code == 200


@pytest.mark.gen_test(timeout=20)
async def test_a_withdrawn_operators_insights_file_gives_way_to_derived_insights(fetch, data_dir, watcher):
    mine = sample("insights.json")
    mine["summary"] = "Curated by the operator."
    write_json(data_dir / "insights.json", mine)

    async def summary():
        return body_json(await fetch("/insights.json")).get("summary")
    await until(lambda: _equals(summary, "Curated by the operator."))
    (data_dir / "insights.json").unlink()
    derived = sample("insights.json")["summary"]
    await until(lambda: _equals(summary, derived))


async def _equals(get, expected) -> bool:
    return await get() == expected


@pytest.mark.gen_test(timeout=20)
async def test_insights_edit_changes_mentions(fetch, data_dir, watcher):
    insights = sample("insights.json")
    reviews = published(sample()["reviews"])
    target = next(r for r in reviews if r["id"] in insights["per_review"])
    insights["per_review"][target["id"]]["technicians"] = ["Zelda"]
    write_json(data_dir / "insights.json", insights)

    async def found():
        body = body_json(await fetch("/api/reviews/search?mentions_technician=zelda"))
        return body["matched"] == 1 and body["reviews"][0]["id"] == target["id"]
    await until(found)


@pytest.mark.gen_test(timeout=20)
async def test_last_good_copy_is_kept_in_state_dir(fetch, data_dir, state_dir, watcher):
    write_json(data_dir / "reviews.json", with_new_review())

    async def served():
        return await newest_id(fetch) == NEW_REVIEW["id"]
    await until(served)
    kept = json.loads((state_dir / "last-good" / "reviews.json").read_bytes())
    assert kept == with_new_review()


def test_a_stat_that_answers_after_the_loop_closed_is_dropped_quietly(data_dir, state_dir):
    """A stat thread still out when the daemon's loop closes (stopping, or a hung filesystem answering late) has
    nobody to answer: it must end without an exception, not with 'Event loop is closed' in a thread."""
    from reviewsd.context import Context
    from reviewsd.dataset.watcher import DataWatcher
    from reviewsd.options import make_options
    # (no server, no hub, no first load: only its stat is asked)
    watcher = DataWatcher(Context(make_options(data_dir=str(data_dir), state_dir=str(state_dir))))
    release = threading.Event()
    watcher.signatures = lambda: {} if release.wait(5) else {}
    before = set(threading.enumerate())
    failures: list = []
    hook, threading.excepthook = threading.excepthook, failures.append
    loop = asyncio.new_event_loop()
    try:
        task = loop.create_task(watcher._stat())
        loop.run_until_complete(asyncio.sleep(0.05))
        task.cancel()
        loop.run_until_complete(asyncio.gather(task, return_exceptions=True))
        loop.close()
        release.set()
        for thread in set(threading.enumerate()) - before:
            if thread.name == "stat-data-files":
                thread.join(5)
    finally:
        threading.excepthook = hook
    assert failures == []
