"""A pytest plugin for the official suite's run: one JSON object per test (and per failed collection) in a file.

`-p report_plugin` with this folder on PYTHONPATH, and ACP_COMPAT_REPORT naming the output file. Each entry:
{"nodeid", "outcome": passed|failed|error|skipped, "message": the first line that says why, "details": the
longer text, cut}. Only the standard library and pytest: it runs in the official SDK's venv too.
"""

import json
import os

DETAILS = 4000
_results = {}


def _first_line(report):
    longrepr = report.longrepr
    if longrepr is None:
        return ""
    if isinstance(longrepr, tuple):  # a skip: (path, line, reason)
        return str(longrepr[2]).removeprefix("Skipped: ")
    crash = getattr(getattr(longrepr, "reprcrash", None), "message", None)
    text = str(longrepr)
    for line in text.splitlines():  # collection errors: the `E   ...` line pytest prints
        if line.startswith("E   "):
            return line[4:].strip()
    if crash:
        return crash.splitlines()[0]
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def _record(nodeid, outcome, report):
    _results[nodeid] = {
        "nodeid": nodeid,
        "outcome": outcome,
        "message": _first_line(report),
        "details": str(report.longrepr or "")[-DETAILS:],
    }


def pytest_collectreport(report):
    if report.failed:
        _record(report.nodeid, "error", report)


def pytest_runtest_logreport(report):
    previous = _results.get(report.nodeid)
    if previous is not None and previous["outcome"] != "passed":
        return  # the first thing that went wrong is the one that says why
    if report.when == "call":
        _record(report.nodeid, "failed" if report.failed else report.outcome, report)
    elif report.failed:
        _record(report.nodeid, "error", report)
    elif report.skipped:
        _record(report.nodeid, "skipped", report)


def pytest_sessionfinish(session, exitstatus):
    path = os.environ.get("ACP_COMPAT_REPORT")
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump(sorted(_results.values(), key=lambda entry: entry["nodeid"]), out, indent=1)
