"""reviewsd.worker: one function in a short-lived child process, awaited from the IOLoop. Real
child processes: what they return, raise and log, and that none outlives its call."""
import asyncio
import logging
import os
import signal
import time

import pytest

from reviewsd import worker
from tests.conftest import alive, children

# ---------------------------------------------------------------- functions the children run


def add(a, b, scale=1):
    return (a + b) * scale


def fail():
    raise ValueError("no such thing")


def die():
    os.kill(os.getpid(), signal.SIGKILL)


def hang(pid_file):
    worker.note("hanging")
    with open(pid_file, "w") as f:
        f.write(str(os.getpid()))
    time.sleep(600)


def chatty():
    logging.getLogger("reviewsd.data").warning("careful: %d problems", 3)
    print("a stray print must not corrupt the answer")
    return "done"


def unpicklable():
    return lambda: None


def lose_the_answer(marker, times):
    """Exit with status 0 without answering, the first `times` calls (counted in `marker`)."""
    calls = len(open(marker).read()) if os.path.exists(marker) else 0
    with open(marker, "a") as f:
        f.write("x")
    if calls < times:
        os._exit(0)
    return "answered"


# ---------------------------------------------------------------- the tests


def run(coro):
    return asyncio.run(coro)


def test_returns_the_result_and_leaves_no_process():
    assert run(worker.run(add, 2, 3, scale=10, timeout=30)) == 50
    assert children(os.getpid()) == []


def test_a_child_that_answered_and_left_before_it_was_awaited_gives_its_answer():
    """The daemon starts its first load, then imports and builds the rest; a small load's child has
    answered and exited by then. Its closed stdin must not pass for a crash (it served nothing)."""
    async def late():
        job = await worker.Job.start(add, 2, 3)
        while job.proc.returncode is None:  # answered and gone
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)  # and the pipe to its stdin seen closed
        return await job.result(30)
    assert run(late()) == 5


def test_an_answer_lost_once_is_asked_for_again(tmp_path, caplog):
    marker = str(tmp_path / "calls")
    assert run(worker.run(lose_the_answer, marker, 1, timeout=30)) == "answered"
    assert "trying once more" in caplog.text
    with pytest.raises(worker.AnswerLost):  # lost twice: reported, not retried for ever
        run(worker.run(lose_the_answer, str(tmp_path / "again"), 2, timeout=30))
    assert children(os.getpid()) == []


def test_an_exception_is_a_worker_failed_with_its_type_and_message():
    with pytest.raises(worker.WorkerFailed) as caught:
        run(worker.run(fail, timeout=30))
    assert caught.value.error_type == "ValueError" and "no such thing" in str(caught.value)


def test_a_result_that_cannot_be_sent_is_a_failure_not_a_hang():
    with pytest.raises(worker.WorkerFailed):
        run(worker.run(unpicklable, timeout=30))


def test_a_killed_child_is_a_crash_that_says_how():
    with pytest.raises(worker.WorkerCrashed, match="killed by SIGKILL"):
        run(worker.run(die, timeout=30))


def test_a_timeout_kills_the_child_and_names_what_it_was_doing(tmp_path):
    pid_file = tmp_path / "pid"
    started = time.monotonic()
    with pytest.raises(worker.WorkerTimeout) as caught:
        run(worker.run(hang, str(pid_file), timeout=2))
    assert time.monotonic() - started < 10
    assert caught.value.note == "hanging"
    assert not alive(int(pid_file.read_text()))


def test_cancelling_the_caller_kills_the_child(tmp_path):
    pid_file = tmp_path / "pid"

    async def cancel_midway():
        task = asyncio.ensure_future(worker.run(hang, str(pid_file), timeout=600))
        while not pid_file.exists() or not pid_file.read_text():
            await asyncio.sleep(0.05)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    run(cancel_midway())
    assert not alive(int(pid_file.read_text()))


def test_log_records_reach_the_parents_handlers_with_their_level(caplog):
    caplog.set_level(logging.INFO)
    assert run(worker.run(chatty, timeout=30)) == "done"
    records = [r for r in caplog.records if "careful" in r.getMessage()]
    assert len(records) == 1
    record = records[0]
    assert record.levelno == logging.WARNING and record.name == "reviewsd.data"
    assert "careful: 3 problems" in record.getMessage() and record.created > 0


@pytest.mark.gen_test(timeout=30)
async def test_a_child_slower_to_die_than_the_reap_wait_is_reaped_before_close():
    """_reap gives up waiting after its time (a child stuck in the kernel must not hold the caller);
    `reaped` then gives it a last chance before an event loop closes, so no wait is left pending."""
    proc = await asyncio.create_subprocess_exec("sleep", "1")
    assert await worker._reap(proc, wait=0.05) is None  # still running: left to asyncio
    assert worker._reaping
    await worker.reaped(10)
    assert proc.returncode == 0 and not worker._reaping
