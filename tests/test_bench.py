"""`acp-fast bench`: it runs, reports ratios, writes JSON and the plot, and reports a broken run as FAILED.

Timings are never asserted (they belong to the benchmark's output, not to pass/fail): these tests check that
the command works, that its JSON says what was measured and where, and that its checks can fail.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from acp_fast.bench import runner
from acp_fast.bench.cancel import Cancel, measure_cancel

PEERS = Path(__file__).parent / "peers"


def bench(core, tmp_path, *options):
    env = dict(core.env, PYTHONPATH=os.pathsep.join(sys.path))
    argv = [sys.executable, "-P", "-m", "acp_fast", "bench", *options, "--rounds", "1", "--duration", "0.2"]
    return subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)


def test_bench_prints_ratios_and_writes_json_and_a_plot(core, tmp_path):
    out = tmp_path / "bench.json"
    png = tmp_path / "bench.png"
    run = bench(core, tmp_path, "roundtrip", "--quick", "--json", str(out), "--plot", str(png))
    assert run.returncode == 0, run.stderr
    assert "roundtrip" in run.stdout and "floor:" in run.stdout and "ratio" in run.stdout
    report = json.loads(out.read_text())
    assert report["environment"]["core"] == core.name and report["environment"]["loop"] == "uvloop"
    assert report["environment"]["cpus"] >= 1 and report["environment"]["acp-fast"]
    cases = {result["case"]: result for result in report["results"]}
    pipes = cases["across processes (pipes), 64 in flight"]
    assert len(pipes["samples"]) == 1 and pipes["samples"][0] > 0 and pipes["ratio"] > 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_cancel_scenario_checks_every_answer(core):
    for impl in ("acp-fast", "floor"):
        found = measure_cancel(Cancel(impl=impl, core=core.name, inflight=64, duration=0.2, warmup=0.1))
        assert found["failed"] is None and found["sent"] > 0 and found["cancels_per_s"] > 0


@pytest.mark.parametrize("impl", ["acp-fast", "floor"])
async def test_the_cancel_check_fails_a_peer_that_answers_twice(core, impl, monkeypatch):
    from acp_fast.bench import cancel

    monkeypatch.setattr(cancel, "MODULE", [sys.executable, str(PEERS / "duplicating_server.py")])
    found = await cancel._measure(Cancel(impl=impl, core=core.name, inflight=16, duration=0.2, warmup=0.1), None)
    assert found["failed"] and "duplicates" in found["failed"]


def test_a_failed_row_is_reported_as_failed_not_as_a_number():
    row = runner.Row("cancel", "1,024 in flight", "req/s", samples=[1.0], baseline="floor", baseline_samples=[1.0])
    row.failed = "acp-fast: 3 requests sent, 2 answered"
    settings = runner.Settings(rounds=1, duration=0.2)
    environment = {"acp-fast": "x", "python": "CPython", "cpus": 2}
    text = runner.table([row], environment, settings)
    assert "FAILED" in text and "3 requests sent, 2 answered" in text and "1.00" not in text


def test_unknown_scenarios_are_refused(core, tmp_path):
    run = bench(core, tmp_path, "nonsense")
    assert run.returncode != 0 and "unknown scenario" in run.stderr
