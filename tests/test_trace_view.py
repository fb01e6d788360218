"""The trace viewer and summary (docs/observability.md): `acp-fast trace view` pages opened in a real headless
Chromium, and both commands as real processes.

The page tells what it drew in `#status` (data attributes, set once the picture is painted): the tests compare those
counts with what the simulated chain made (tests/trace_samples/synthetic.py), check that nothing reached the console
and that the page asked for nothing beyond itself, and leave screenshots in build/test-artefacts/.

Browser tests need Debian's Chromium at /usr/bin/chromium (package `chromium`), driven by Playwright; they skip
without it.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from trace_samples.synthetic import CLIENT, Expected, write_chain

from acp_fast.tracing._records import read_trace
from acp_fast.tracing._view import render_html

CHROMIUM = Path("/usr/bin/chromium")
ARTEFACTS = Path(__file__).resolve().parent.parent / "build" / "test-artefacts"
LOAD_GUARD_MS = 60_000  # a hang guard, not a measure

pytestmark = pytest.mark.any_build  # no connection: CI's pure-build stage skips it


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip("needs Chromium at /usr/bin/chromium: apt-get install chromium")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM))
        yield launched
        launched.close()


class Opened:
    def __init__(self, page: Page, problems: list[str], requests: list[str]) -> None:
        self.page, self.problems, self.requests = page, problems, requests

    def status(self) -> dict[str, Any]:
        """What the page says it drew (after the last redraw has been painted)."""
        self.page.wait_for_selector('#status[data-ready="1"]', state="attached", timeout=LOAD_GUARD_MS)
        values = self.page.eval_on_selector("#status", "element => ({...element.dataset})")
        return {key: int(value) for key, value in values.items() if key != "ready"}

    def redraw(self, action: Callable[[], object]) -> dict[str, Any]:
        """Does what makes the page redraw, and returns the status once the new picture is painted."""
        self.page.evaluate("document.getElementById('status').dataset.ready = 'waiting'")
        action()
        return self.status()


def open_page(browser: Browser, html: Path, width: int = 1440, height: int = 900) -> Opened:
    page = browser.new_page(viewport={"width": width, "height": height})
    problems: list[str] = []
    requests: list[str] = []
    page.on("console", lambda message: problems.append(message.text) if message.type in ("error", "warning") else None)
    page.on("pageerror", lambda error: problems.append(f"uncaught: {error}"))
    page.on("request", lambda request: requests.append(request.url))
    page.goto(html.as_uri())
    return Opened(page, problems, requests)


def screenshot(opened: Opened, name: str) -> None:
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    opened.page.screenshot(path=str(ARTEFACTS / name), full_page=True)
    assert (ARTEFACTS / name).stat().st_size > 10_000


def view(files: list[Path], html: Path) -> Path:
    html.write_text(render_html(read_trace(files)), encoding="utf-8")
    return html


def arrows_per_client_cancel(expected: Expected, processes: int) -> tuple[int, int]:
    """(client cancels, cancel arrows each): each cancel record points at its request, and each re-issued one is
    pointed at by the cancel it re-issues. Through the conductor alone: 4 records (client in, proxy out, proxy in,
    agent out), 2 re-issues; with the proxy's and the agent's traces: 7 records in one chain of 6 links."""
    client_cancels = expected.cancels // 4
    return client_cancels, 4 + 2 if processes == 1 else 7 + 6


def test_the_page_draws_every_request_and_cancel_of_a_known_trace(browser, tmp_path):
    files, expected = write_chain(tmp_path, prompts=40)
    html = view(files, tmp_path / "trace.html")
    opened = open_page(browser, html)
    status = opened.status()
    client_cancels, arrows = arrows_per_client_cancel(expected, 1)
    assert client_cancels > 0 and expected.unanswered > 0 and expected.errors > 0  # the sample shows each kind
    assert status["spans"] == status["represented"] == expected.spans
    assert status["cancels"] == expected.cancels
    assert status["arrows"] == client_cancels * arrows
    assert status["drawn"] <= expected.spans
    rows = opened.page.locator("#summary tbody tr").count()
    assert rows == len(read_trace(files).summary())
    lanes = opened.page.evaluate("JSON.parse(document.getElementById('trace-data').textContent).lanes")
    assert lanes[:2] == [f"{CLIENT} · in", f"{CLIENT} · out"] and len(lanes) == 6
    screenshot(opened, "trace-viewer-conductor.png")
    assert opened.problems == []
    assert opened.requests == [html.as_uri()]  # self-contained: it asked for nothing else


def test_a_trace_without_requests_opens(browser, tmp_path):
    trace = tmp_path / "quiet.jsonl"
    head = '{"trace": "acp-fast", "version": 1, "process": "agent", "pid": 7, "clock": {"monotonic": 1, "epoch": 2}}'
    trace.write_text(head + '\n{"t": 1.5, "hop": "client", "dir": "in", "kind": "notification", "method": "x"}\n')
    opened = open_page(browser, view([trace], tmp_path / "trace.html"))
    status = opened.status()
    assert (status["spans"], status["drawn"], status["cancels"], status["arrows"]) == (0, 0, 0, 0)
    assert opened.page.locator("#summary tbody tr").count() == 1  # the notification's row
    assert opened.problems == []


def test_filters_by_session_and_method(browser, tmp_path):
    files, _ = write_chain(tmp_path, prompts=40)
    trace = read_trace(files)
    opened = open_page(browser, view(files, tmp_path / "trace.html"))
    everything = opened.status()
    in_session = sum(span.session == "sess-1" for span in trace.spans)
    sessions = opened.page.evaluate("JSON.parse(document.getElementById('trace-data').textContent).sessions")
    one_session = opened.redraw(lambda: opened.page.select_option("#session-filter", str(sessions.index("sess-1"))))
    assert 0 < one_session["represented"] == in_session < everything["represented"]
    assert one_session["cancels"] == sum(c.target is not None and c.target.session == "sess-1" for c in trace.cancels)
    opened.page.click("#method-filter summary")
    none = opened.redraw(lambda: opened.page.click("[data-methods=none]"))
    assert (none["represented"], none["cancels"], none["arrows"]) == (0, 0, 0)
    prompts = opened.redraw(lambda: opened.page.get_by_label("session/prompt", exact=False).check())
    assert prompts["represented"] == sum(s.method == "session/prompt" and s.session == "sess-1" for s in trace.spans)
    assert opened.problems == []


def test_a_cancel_is_followed_through_three_processes(browser, tmp_path):
    files, expected = write_chain(tmp_path, prompts=40, processes=True)
    trace = read_trace(files)
    opened = open_page(browser, view(files, tmp_path / "trace.html"))
    status = opened.status()
    client_cancels, arrows = arrows_per_client_cancel(expected, 3)
    assert status["represented"] == len(trace.spans)
    assert status["arrows"] == client_cancels * arrows
    # Zoomed on the first cancelled prompt: its chain alone, nothing merged.
    first = next(chain for chain in trace.cancel_chains() if len(chain) == 7)
    start, end = first[0].target.start * 1000, first[0].target.end * 1000  # type: ignore[union-attr]
    zoomed = opened.redraw(lambda: opened.page.evaluate(f"window.acpTrace.zoom({start - 40}, {end + 60})"))
    assert zoomed["merged"] == 0 and zoomed["arrows"] >= arrows
    # Hovering the client's request outlines the request on every hop of the three processes it went through.
    x, y = opened.page.evaluate(f"window.acpTrace.middle({trace.spans.index(first[0].target)})")  # type: ignore[arg-type]
    opened.page.mouse.move(x, y)
    opened.page.wait_for_selector('#status[data-highlighted="7"]', state="attached", timeout=LOAD_GUARD_MS)
    screenshot(opened, "trace-viewer-cancel-chain.png")
    assert opened.problems == []


def test_zoom_and_pan_by_hand(browser, tmp_path):
    files, expected = write_chain(tmp_path, prompts=40)
    opened = open_page(browser, view(files, tmp_path / "trace.html"))
    page = opened.page
    whole = opened.status()
    full = page.evaluate("window.acpTrace.view()")
    assert full[0] == 0 and whole["represented"] == expected.spans
    plot = page.locator("#chart .u-over").bounding_box()
    assert plot is not None
    middle = (plot["x"] + plot["width"] / 2, plot["y"] + plot["height"] / 2)

    def shown() -> tuple[float, float]:
        a, b = page.evaluate("window.acpTrace.view()")
        return a, b

    def drag(start: tuple[float, float], end: tuple[float, float]) -> None:
        page.mouse.move(*start)
        page.mouse.down()
        page.mouse.move(*end, steps=5)
        page.mouse.up()

    # The wheel zooms in around the cursor: the time under it stays under it.
    zoomed = opened.redraw(lambda: (page.mouse.move(*middle), page.mouse.wheel(0, -600)))
    a, b = shown()
    assert 0 < a < full[1] / 2 < b < full[1] and zoomed["represented"] < expected.spans
    assert (a + b) / 2 == pytest.approx(full[1] / 2, rel=0.01)
    # Dragging pans, keeping the zoom.
    opened.redraw(lambda: drag(middle, (middle[0] - plot["width"] / 4, middle[1])))
    a2, b2 = shown()
    assert a2 > a and b2 - a2 == pytest.approx(b - a)
    # A double-click shows the whole trace again.
    opened.redraw(lambda: page.mouse.dblclick(*middle))
    assert list(shown()) == full
    # The overview: its window's right edge dragged to the middle, then the window dragged, then a range picked.
    strip = page.locator("#overview .u-over").bounding_box()
    assert strip is not None
    y, left, width = strip["y"] + strip["height"] / 2, strip["x"], strip["width"]
    opened.redraw(lambda: drag((left + width - 2, y), (left + width / 2, y)))
    assert shown() == pytest.approx((0, full[1] / 2), abs=full[1] / 100)
    opened.redraw(lambda: drag((left + width / 4, y), (left + width / 2, y)))
    assert shown() == pytest.approx((full[1] / 4, full[1] * 3 / 4), abs=full[1] / 100)
    picked = opened.redraw(lambda: drag((left + width * 0.8, y), (left + width * 0.9, y)))
    assert shown() == pytest.approx((full[1] * 0.8, full[1] * 0.9), abs=full[1] / 100)
    assert 0 < picked["represented"] < expected.spans
    # "whole trace" zooms out.
    assert opened.redraw(lambda: page.click("#reset-zoom"))["represented"] == expected.spans
    assert list(shown()) == full
    assert opened.problems == []


def test_a_100k_message_trace_opens_and_zooms(browser, tmp_path):
    files, expected = write_chain(tmp_path, prompts=6000, sessions=8)
    assert expected.messages >= 100_000
    opened = open_page(browser, view(files, tmp_path / "trace.html"))
    whole = opened.status()
    client_cancels, arrows = arrows_per_client_cancel(expected, 1)
    assert whole["represented"] == whole["spans"] == expected.spans
    assert whole["cancels"] == expected.cancels
    # Zoomed out, short requests merge and the arrows wait for a closer look: the drawing stays small.
    assert 0 < whole["merged"] and whole["drawn"] < expected.spans // 4
    assert (whole["arrows"], whole["hiddenArrows"]) == (0, client_cancels * arrows)
    screenshot(opened, "trace-viewer-100k.png")
    zoomed = opened.redraw(lambda: opened.page.evaluate("window.acpTrace.zoom(100000, 102000)"))
    assert 0 < zoomed["represented"] < expected.spans // 50
    assert zoomed["merged"] == 0 and zoomed["arrows"] > 0
    assert opened.problems == []


# ------------------------------------------------------------------------------------------ the commands


def acp_fast(core, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-P", "-m", "acp_fast", *args],
        env=core.env,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_trace_view_and_summary_commands(core, tmp_path):
    files, expected = write_chain(tmp_path, prompts=10, processes=True)
    names = [path.name for path in files]
    written = acp_fast(core, "trace", "view", *names, "-o", "out.html", cwd=tmp_path)
    assert (written.returncode, written.stdout, written.stderr) == (0, "", "")
    page = (tmp_path / "out.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and "uPlot" in page and "/*@" not in page
    summary = acp_fast(core, "trace", "summary", *names, cwd=tmp_path)
    assert (summary.returncode, summary.stderr) == (0, "")
    lines = summary.stdout.splitlines()
    assert lines[0] == "3 file(s), 3 process(es): conductor (pid 4000), proxy (pid 4001), agent (pid 4002)"
    prompt = next(
        line.split() for line in lines if line.startswith(f"conductor  {CLIENT} ") and "session/prompt" in line
    )
    assert prompt[1:6] == [CLIENT, "in", "request", "session/prompt", str(expected.prompts)]


def test_trace_commands_refuse_what_they_cannot_read(core, tmp_path):
    (tmp_path / "notes.txt").write_text("hello\n")
    missing = acp_fast(core, "trace", "summary", "nowhere.jsonl", cwd=tmp_path)
    assert missing.returncode == 2 and missing.stdout == ""
    assert "argument FILE: no such file: nowhere.jsonl" in missing.stderr
    no_dir = acp_fast(core, "trace", "view", "notes.txt", "-o", "gone/out.html", cwd=tmp_path)
    assert no_dir.returncode == 2 and "argument -o/--output: no directory 'gone' for gone/out.html" in no_dir.stderr
    not_trace = acp_fast(core, "trace", "view", "notes.txt", "-o", "out.html", cwd=tmp_path)
    assert not_trace.returncode == 1 and not_trace.stdout == "" and "Traceback" not in not_trace.stderr
    assert "notes.txt: line 1 is not an acp-fast trace header" in not_trace.stderr
    assert not (tmp_path / "out.html").exists()
