"""`acp-fast bench`: it runs, reports ratios, writes JSON and the plot, and reports a broken run as FAILED.

Timings are never asserted (they belong to the benchmark's output, not to pass/fail): these tests check that
the command works, that its JSON says what was measured and where, that its checks can fail, and that a run never
loses what it measured (a failing case, a zero, Ctrl-C).
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import platform
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from acp_fast.bench import compat, network, official, runner
from acp_fast.bench import relay as relay_module
from acp_fast.bench.cancel import Cancel, FloorConn, measure_cancel
from acp_fast.bench.chain import measure_chain
from acp_fast.bench.floor import FloorClient, FloorServer
from acp_fast.bench.roundtrip import Roundtrip

# The official SDK's venvs as the interop tests have them (acp_env.py), built at run time (prerequisites.py).
sys.path.insert(0, str(Path(__file__).parent / "interop"))
import acp_env
import prerequisites

PEERS = Path(__file__).parent / "peers"


@pytest.fixture
def official_sdks() -> Path:
    """The official SDK's venvs that the --compat rows run beside acp_fast.compat (every version in
    `official.VERSIONS`), built under build/interop/ on first use as the interop tests build them: their root."""
    for version in official.VERSIONS:
        prerequisites.official_sdk(version)
    return acp_env.BUILD


@pytest.fixture
def official_network_sdk(monkeypatch: pytest.MonkeyPatch) -> str:
    """The official SDK's venv with its network transports, built under build/interop/ on first use (as the network
    interop tests build it), where the bench looks for it: its version."""
    version = acp_env.NETWORK_VERSION
    prerequisites.official_sdk(version, official.network_extras(version))
    monkeypatch.setattr(official, "DEFAULT_ROOT", acp_env.BUILD)
    return version


def bench(core, tmp_path, *options):
    return bench_env(core, tmp_path, {}, *options)


def bench_env(core, tmp_path, extra_env, *options):
    env = dict(core.env, PYTHONPATH=os.pathsep.join(sys.path), **extra_env)
    argv = [sys.executable, "-P", "-m", "acp_fast", "bench", *options, "--rounds", "1", "--duration", "0.2"]
    return subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)


def test_bench_prints_ratios_and_writes_json_and_no_plot_of_one_load(core, tmp_path):
    out = tmp_path / "bench.json"
    png = tmp_path / "bench.png"
    run = bench(core, tmp_path, "roundtrip", "--quick", "--json", str(out), "--plot", str(png))
    assert run.returncode == 0, run.stderr
    assert "roundtrip" in run.stdout and "floor:" in run.stdout and "ratio" in run.stdout
    # --quick measures one load: no plot (three dots at one x), one line that says so and what gives one.
    assert not png.exists()
    (said,) = [line for line in run.stderr.splitlines() if "not drawn" in line]
    assert f"--plot {png} not drawn" in said and "in flight: 64)" in said and "without --quick" in said
    # Without --compare (and --compat) the official SDK's columns would be empty: they are left out.
    assert "× acp" not in run.stdout and "official acp" not in run.stdout
    report = json.loads(out.read_text())
    assert report["status"] == "complete"
    assert report["environment"]["core"] == core.name and report["environment"]["loop"] == "uvloop"
    assert report["environment"]["cpus"] >= 1 and report["environment"]["acp-fast"]
    cases = {result["case"]: result for result in report["results"]}
    pipes = cases["across processes (pipes), 64 in flight"]
    assert len(pipes["samples"]) == 1 and pipes["samples"][0] > 0 and pipes["ratio"] > 0
    # The baseline is the floor with its best K: at least the floor that writes once per read; every K's rounds are
    # in the report.
    (best,) = pipes["extra"]["floor's best K (0: once per read)"]
    assert best in (0, 1, 4, 16) and pipes["baseline_samples"] == pipes["detail"][f"floor K={best}"]
    assert pipes["baseline_samples"][0] >= pipes["extra"]["floor, once per read"][0] > 0
    assert all(len(pipes["detail"][f"floor K={every} CPU µs/rt"]) == 1 for every in (0, 1, 4, 16))
    cpu, floor_cpu = pipes["extra"]["CPU µs/rt"][0], pipes["extra"]["floor's (best K) CPU µs/rt"][0]
    assert floor_cpu == pipes["detail"][f"floor K={best} CPU µs/rt"][0]
    assert cpu > 0 and floor_cpu > 0 and pipes["extra"]["CPU / floor's"][0] == pytest.approx(cpu / floor_cpu)


@pytest.mark.any_build  # the runner's plumbing
def test_the_plot_is_drawn_from_three_loads_up(tmp_path):
    def rows(loads):
        return [
            runner.Row(
                "roundtrip",
                f"across processes (pipes), {load:,} in flight",
                "rt/s",
                samples=[load * 10.0, load * 11.0],
                baseline="floor",
                baseline_samples=[load * 9.0, load * 9.5],
            )
            for load in loads
        ]

    png = tmp_path / "bench.png"
    settings = runner.Settings(rounds=2)
    assert runner.plot(rows([1, 64, 1024]), str(png), settings)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    png.unlink()
    assert not runner.plot(rows([64, 1024]), str(png), settings) and not png.exists()


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


def test_the_floor_s_write_policy_is_chosen_once_per_load_over_the_rounds():
    # K = 4 is the floor's best policy at this load; K = 16 had one lucky round. The baseline is K = 4's rounds, not
    # the best of each round (which would be 130 in the second).
    row = runner.Row("roundtrip", "pipes, 64 in flight", "rt/s", samples=[95.0, 96.0, 97.0], baseline="floor")
    row.detail = {
        "floor K=0": [50.0, 52.0, 51.0],
        "floor K=1": [70.0, 71.0, 69.0],
        "floor K=4": [100.0, 102.0, 98.0],
        "floor K=16": [90.0, 130.0, 91.0],
    }
    assert runner.floor_policy(row, "read") == 4
    assert row.baseline_samples == [100.0, 102.0, 98.0]
    assert row.extra == {"floor's best K (0: once per read)": [4], "floor, once per read": [50.0, 52.0, 51.0]}
    assert runner.ratio(row, row.baseline_samples) == pytest.approx(0.96)
    row.detail["floor K=16"] = [90.0, 130.0, 120.0]  # another round can change the choice
    assert runner.floor_policy(row, "read") == 16 and row.baseline_samples == [90.0, 130.0, 120.0]
    assert row.extra["floor's best K (0: once per read)"] == [16]


def test_a_failed_row_is_reported_as_failed_not_as_a_number():
    row = runner.Row("cancel", "1,024 in flight", "req/s", samples=[1.0], baseline="floor", baseline_samples=[1.0])
    row.failed = "acp-fast: 3 requests sent, 2 answered"
    settings = runner.Settings(rounds=1, duration=0.2)
    environment = {"acp-fast": "x", "python": "CPython", "cpus": 2}
    text = runner.table([row], environment, settings)
    assert "FAILED" in text and "3 requests sent, 2 answered" in text and "1.00" not in text


def test_a_figure_whose_rounds_spread_wide_is_flagged_under_the_table():
    steady = runner.Row("roundtrip", "pipes, 64 in flight", "rt/s", samples=[100.0, 110.0, 105.0])
    steady.baseline, steady.baseline_samples = "floor", [100.0, 101.0, 99.0]
    noisy = runner.Row("chain", "1 proxy", "rt/s", samples=[100.0, 101.0, 102.0], baseline="direct")
    noisy.baseline_samples = [60.0, 100.0, 90.0]  # 40 / 90: 44 %
    settings = runner.Settings(rounds=3, duration=0.2)
    environment = {"acp-fast": "x", "python": "CPython", "cpus": 2}
    text = runner.table([steady, noisy], environment, settings)
    warning = text.split("WARNING: spread (max - min over the median) above 25%: rerun before quoting\n")[1]
    assert warning.splitlines()[0] == "  chain 1 proxy: direct 44%"
    assert "roundtrip" not in warning.split("\n\n")[0]
    assert "WARNING" not in runner.table([steady], environment, settings)
    steady.extra["floor's best K"] = [1.0, 16.0, 4.0]  # counts and settings are shown as they are
    assert re.search(r"floor's best K +4 \(1–16\)", runner.table([steady], environment, settings))
    assert runner.spread([5.0]) is None and runner.spread([1.0, 3.0, 2.0]) == 1.0


def test_a_zero_or_a_missing_figure_gives_n_a_and_why_not_an_exception():
    # The official SDK answered nothing in a short run (0 req/s), a baseline that was never measured, a zero to
    # divide by in a lower-is-better unit, a figure that is not a number, and a row not measured at all.
    zero = runner.Row("compat", "cancel: 1,024 in flight", "req/s", samples=[27_000.0], acp="acp 1.0.0rc3")
    zero.acp_samples = [0.0]
    missing = runner.Row("roundtrip", "pipes, 64 in flight", "rt/s", samples=[100.0, 101.0], baseline="floor")
    free = runner.Row("import", "import acp_fast.acp", "ms", samples=[0.0], baseline="asyncio", lower_is_better=True)
    free.baseline_samples = [5.0]
    odd = runner.Row("stream", "updates", "updates/s", samples=[math.nan], baseline="raw", baseline_samples=[1.0])
    never = runner.Row("chain", "1 proxy", "rt/s", baseline="direct")
    rows = [zero, missing, free, odd, never]
    environment = {"acp-fast": "x", "python": "CPython", "cpus": 2}
    text = runner.table(rows, environment, runner.Settings(rounds=1))
    assert re.search(r"acp 1\.0\.0rc3: 0\* +n/a \(official is 0\)", text)
    assert re.search(r"floor: - +n/a \(no baseline figure\)", text)
    assert "n/a (acp-fast is 0)" in text and "n/a (acp-fast figure is not a number)" in text
    assert re.search(r"chain +1 proxy +not measured", text)
    assert all(math.isnan(runner.ratio(row, row.baseline_samples or row.acp_samples)) for row in rows)
    # The JSON report stays strict JSON: null where there is no number.
    report = json.loads(json.dumps(runner.to_json(rows, environment, runner.Settings()), allow_nan=False))
    ratios = [(result["ratio"], result["ratio_acp"]) for result in report["results"]]
    assert ratios == [(None, None)] * 5 and report["results"][3]["median"] is None


def test_one_round_figures_are_marked_and_the_mark_explained():
    row = runner.Row("trace", "agent side traced", "rt/s", samples=[140.0], baseline="untraced")
    row.baseline_samples = [100.0]
    row.extra = {"records dropped": [0.0], "trace bytes/rt": [180.5]}
    environment = {"acp-fast": "x", "python": "CPython", "cpus": 2}
    text = runner.table([row], environment, runner.Settings(rounds=1))
    assert "one round (*: no spread)" in text.splitlines()[0]
    assert re.search(r"140\* rt/s +untraced: 100\* +1\.40\*", text)
    assert re.search(r"trace bytes per round trip +180\*", text)  # plain words, and marked
    assert re.search(r"trace records dropped \(count\) +0\n", text)  # a count is not noise
    assert "NOTE: * one round: a single measurement, no spread to judge it by; a ratio of one-round" in text
    row.samples, row.baseline_samples = [140.0, 150.0, 145.0], [100.0, 101.0, 99.0]
    row.extra = {}
    text = runner.table([row], environment, runner.Settings(rounds=3))
    assert "NOTE" not in text and "*" not in text and "median (min–max) of 3 rounds" in text


class Writes:
    """A write transport that keeps the messages of each write."""

    def __init__(self) -> None:
        self.writes: list[int] = []

    def write(self, data: bytes) -> None:
        self.writes.append(data.count(b"\n"))

    def is_closing(self) -> bool:
        return False


@pytest.mark.any_build
@pytest.mark.parametrize(("every", "writes"), [(0, [10]), (4, [4, 4, 2]), (1, [1] * 10)])
async def test_the_floor_writes_every_k_messages_and_the_rest_at_the_end_of_the_read_or_turn(every, writes):
    server_out = Writes()
    server = FloorServer(server_out, every)  # type: ignore[arg-type]
    server.data_received(b"".join(b'{"jsonrpc":"2.0","id":%d,"method":"m","params":{}}\n' % n for n in range(10)))
    assert server_out.writes == writes
    client_out = Writes()
    client = FloorClient(client_out, every)  # type: ignore[arg-type]
    sent = [client.send("m", {}) for _ in range(10)]
    await asyncio.sleep(0)  # the end of the loop turn
    assert client_out.writes == writes
    for future in sent:
        future.cancel()


@pytest.mark.any_build
@pytest.mark.parametrize(("every", "writes"), [(0, [10]), (4, [4, 4, 2]), (1, [1] * 10)])
async def test_the_cancel_floor_writes_every_k_messages_and_the_rest_at_the_end_of_the_turn(every, writes):
    out = Writes()
    floor = FloorConn(flush_every=every)
    floor.writer = out
    for n in range(10):
        floor.send({"jsonrpc": "2.0", "method": "m", "params": {"n": n}})
    await asyncio.sleep(0)  # the end of the loop turn
    assert out.writes == writes


@pytest.mark.any_build
def test_only_the_floor_writes_every_k():
    with pytest.raises(ValueError, match="for the floor only"):
        Roundtrip(impl="acp-fast", flush_every=4)
    with pytest.raises(ValueError, match="for the floor only"):
        Cancel(impl="acp-fast", flush_every=4)
    assert Roundtrip(impl="floor", flush_every=4).flush_every == 4
    assert Cancel(impl="floor", flush_every=4).flush_every == 4


def test_the_cancel_baseline_is_the_floor_with_its_best_k(core, tmp_path):
    out = tmp_path / "bench.json"
    run = bench(core, tmp_path, "cancel", "--json", str(out))
    assert run.returncode == 0, run.stderr
    (row,) = json.loads(out.read_text())["results"]
    (best,) = row["extra"]["floor's best K (0: once per turn)"]
    assert row["failed"] is None and best in (0, 1, 4, 16)
    assert row["baseline_samples"] == row["detail"][f"floor K={best}"]
    assert row["baseline_samples"][0] >= row["extra"]["floor, once per turn"][0] > 0


# ------------------------------------------------------------------------------------------------ chain


@pytest.fixture(scope="module")
def relay(tmp_path_factory) -> str:
    return relay_module.build_relay(str(tmp_path_factory.mktemp("relay")))


@pytest.mark.any_build
def test_the_c_relay_passes_lines_both_ways_and_exits_as_its_child_did(relay):
    upper = "import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().upper()); sys.exit(3)"
    # Two relays deep; a last line without its newline is passed on at the end of the input, not lost.
    done = subprocess.run([relay, relay, sys.executable, "-c", upper], input=b"one\ntwo\nlast", capture_output=True)
    assert (done.returncode, done.stdout, done.stderr) == (3, b"ONE\nTWO\nLAST", b"")
    done = subprocess.run([relay, "/nonexistent/agent"], input=b"", capture_output=True)
    assert done.returncode == 127 and b"cannot run /nonexistent/agent" in done.stderr


@pytest.mark.any_build
def test_without_a_compiler_the_relay_is_not_built_and_its_row_is_skipped(tmp_path, monkeypatch):
    monkeypatch.setenv("CC", "no-such-cc")
    with pytest.raises(relay_module.NoRelay, match=r"no-such-cc.*--relay PATH"):
        relay_module.build_relay(str(tmp_path))
    row = runner.Row("chain", "… 2 line relays in C", "rt/s", skipped="no C compiler to build the C relay")
    environment = {"acp-fast": "x", "python": "CPython", "cpus": 2}
    text = runner.table([row], environment, runner.Settings(rounds=1))
    assert re.search("skipped +no C compiler to build the C relay", text) and "FAILED" not in text
    monkeypatch.setenv("CC", sys.executable)  # a "compiler" that fails: the error names the command and its output
    with pytest.raises(RuntimeError, match=r"relay\.c failed \(\d+\)"):
        relay_module.build_relay(str(tmp_path))


@pytest.mark.any_build  # the runner's plumbing
def test_installed_without_the_relay_s_source_its_row_is_skipped_saying_how_to_get_it(tmp_path, monkeypatch, caplog):
    # An installed package has no benchmarks/ beside it: the relay row is skipped (said once, not every round) and
    # the others are measured; a relay given (--relay PATH) is used as it is.
    monkeypatch.setattr(relay_module, "SOURCE", tmp_path / "not-a-clone" / "relay.c")
    asked: list[tuple[str, str | None]] = []

    def measure_chain(case, **options):
        asked.append((case, options.get("relay")))
        return {"rate": 100.0, "cpu_us": 10.0, "child_cpu_us": 5.0, "hops_cpu_us": {}, "cancel_seconds": 0.01}

    monkeypatch.setattr(runner, "measure_chain", measure_chain)
    result = runner.run(runner.Settings(scenarios=("chain",), rounds=2))
    (relays,) = [row for row in result.rows if row.case == "… 2 line relays in C (the least two hops cost)"]
    assert relays.skipped is not None and not relays.samples and not result.failed
    assert "not installed with acp-fast" in relays.skipped
    assert "benchmarks/relay.c" in relays.skipped and "--relay PATH" in relays.skipped
    assert all(row.samples == [100.0, 100.0] for row in result.rows if row is not relays)
    assert [record.getMessage() for record in caplog.records if "skipped" in record.getMessage()] == [
        f"chain {relays.case}: skipped: {relays.skipped}"
    ]
    text = runner.table(result.rows, result.environment, runner.Settings(rounds=2))
    assert re.search(r"2 line relays in C \(the least two hops cost\) +skipped +the C relay is not installed", text)
    asked.clear()
    result = runner.run(runner.Settings(scenarios=("chain",), rounds=1, relay="/given/relay"))
    assert ("2 C relays", "/given/relay") in asked and not any(row.skipped for row in result.rows)


@pytest.mark.parametrize(
    ("case", "hops"), [("2 C relays", ["relay 1", "relay 2"]), ("1 proxy", ["conductor", "proxy 1"])]
)
def test_the_chain_reports_each_hop_s_cpu(core, relay, case, hops):
    found = measure_chain(
        case, loop="uvloop", core=core.name, inflight=8, duration=0.3, warmup=0.1, cancel=16, relay=relay
    )
    assert found["rate"] > 0 and found["cancel_seconds"] > 0
    assert list(found["hops_cpu_us"]) == hops and all(cpu > 0 for cpu in found["hops_cpu_us"].values())


def test_the_import_scenario_times_the_acp_layer_beside_asyncio(core, tmp_path):
    out = tmp_path / "bench.json"
    run = bench(core, tmp_path, "import", "--json", str(out))
    assert run.returncode == 0, run.stderr
    (row,) = json.loads(out.read_text())["results"]
    assert row["scenario"] == "import" and row["unit"] == "ms" and row["failed"] is None
    ours, asyncio_alone = row["samples"][0], row["baseline_samples"][0]
    assert ours > 0 and asyncio_alone > 0
    assert row["extra"]["acp-fast's own ms"][0] == pytest.approx(ours - asyncio_alone)


def test_the_stream_scenario_counts_updates_and_typed_prompt_round_trips(core, tmp_path):
    out = tmp_path / "bench.json"
    run = bench(core, tmp_path, "stream", "--json", str(out))
    assert run.returncode == 0, run.stderr
    rows = {result["case"]: result for result in json.loads(out.read_text())["results"]}
    assert set(rows) == {
        "typed session/update, 100 x 1 KB per prompt",
        "typed session/prompt round trips, 64 in flight, no updates",
        "typed session/prompt round trips, plain def prompt, 64 in flight, no updates",
    }
    for case, row in rows.items():
        assert row["failed"] is None and row["baseline"] == "raw", case
        assert row["samples"][0] > 0 and row["baseline_samples"][0] > 0, case


@pytest.mark.parametrize("scenario", ["raw-def", "raw-async", "typed-def", "typed-async", "hop", "floor"])
def test_the_instruction_counter_s_workloads_run(core, scenario, tmp_path):
    """`benchmarks/count_instructions.py` runs each scenario under callgrind: its workload, run here alone for a few
    round trips, must keep working as the API it drives changes."""
    script = Path(__file__).parents[1] / "benchmarks" / "count_instructions.py"
    argv = [sys.executable, str(script), "--run", scenario, "3"]
    run = subprocess.run(argv, env=dict(core.env), capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert run.returncode == 0 and run.stdout == "", run.stderr


@pytest.mark.any_build  # the record's plumbing
def test_a_recorded_run_keeps_the_bench_s_report_with_its_date_host_and_commit(core, tmp_path):
    """`benchmarks/record.py` on the shortest run the bench has: the import scenario, one round."""
    record_script = Path(__file__).parents[1] / "benchmarks" / "record.py"
    env = dict(core.env, PYTHONPATH=os.pathsep.join(sys.path))
    argv = [sys.executable, str(record_script), "--out", str(tmp_path / "results"), "--", "import", "--rounds", "1"]
    run = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    (written,) = (tmp_path / "results").iterdir()
    git = ["git", "-C", str(record_script.parents[1]), "rev-parse", "HEAD"]
    head = subprocess.run(git, capture_output=True, text=True, check=True).stdout.strip()
    assert re.fullmatch(rf"\d{{4}}-\d\d-\d\d-{head[:12]}-import-rounds-1\.json", written.name)
    record = json.loads(written.read_text())
    assert record["commit"] == head and isinstance(record["dirty"], bool)
    assert written.name.startswith(record["date"][:10]) and record["date"].endswith("+00:00")
    host = record["host"]
    assert host["cpu"] and host["cores"] >= 1 and host["cores_allowed"] >= 1
    assert host["kernel"].startswith(platform.system()) and host["machine"] == platform.machine()
    assert host["python"] == f"{platform.python_implementation()} {platform.python_version()}"
    assert record["command"] == ["acp-fast", "bench", "import", "--rounds", "1"] and record["exit_status"] == 0
    assert record["bench"]["status"] == "complete"
    assert [row["scenario"] for row in record["bench"]["results"]] == ["import"]
    # The bench's report goes into the record: a --json of the bench's own (any spelling) is refused, unrun.
    for given in (["--json", "x.json"], ["--js=x.json"]):
        refused = subprocess.run([*argv, *given], env=env, capture_output=True, text=True, cwd=tmp_path)
        assert refused.returncode == 2 and "give the bench no --json" in refused.stderr
    assert list((tmp_path / "results").iterdir()) == [written]


def test_unknown_scenarios_are_refused(core, tmp_path):
    run = bench(core, tmp_path, "nonsense")
    assert run.returncode != 0 and "unknown scenario" in run.stderr


# ------------------------------------------------------------------------------------------------ a run loses nothing


@pytest.mark.any_build  # the runner's plumbing
def test_a_failing_case_is_logged_and_the_others_run_on_and_are_kept(core, tmp_path):
    # The official SDK's venvs cannot be made where the cache is a file: the first stream case (measured beside the
    # official SDK) fails; the prompt cases after it are measured all the same.
    cache = tmp_path / "cache-is-a-file"
    cache.write_text("")
    out = tmp_path / "bench.json"
    env = {"ACP_FAST_OFFICIAL_SDK_DIR": str(cache)}
    run = bench_env(core, tmp_path, env, "stream", "--compare", "acp", "--json", str(out))
    assert run.returncode == 1, run.stdout + run.stderr
    report = json.loads(out.read_text())
    assert report["status"] == "complete"
    rows = {result["case"]: result for result in report["results"]}
    failed = rows.pop("typed session/update, 100 x 1 KB per prompt")
    assert (
        failed["failed"].startswith("official SDK 0.12.1 stream failed: FileExistsError")
        and str(cache) in failed["failed"]
    )
    assert len(rows) == 2 and all(row["failed"] is None and row["samples"][0] > 0 for row in rows.values())
    (logged,) = [line for line in run.stderr.splitlines() if "FAILED" in line]
    assert "ERROR" in logged and "stream typed session/update, 100 x 1 KB per prompt: FAILED (round 1/1)" in logged
    assert re.search(r"stream +typed session/update, 100 x 1 KB per prompt +FAILED", run.stdout)
    # One round: the figures are marked, and the mark is explained under the table.
    assert re.search(r"rt/s +raw: [\d.,k]+\* +[\d.]+\*", run.stdout) and "NOTE: * one round" in run.stdout


@pytest.mark.any_build  # the runner's plumbing
def test_the_json_report_is_written_case_by_case_and_ctrl_c_keeps_it(core, tmp_path):
    out = tmp_path / "bench.json"
    env = dict(core.env, PYTHONPATH=os.pathsep.join(sys.path))
    argv = [sys.executable, "-P", "-m", "acp_fast", "bench", "stream", "import", "--json", str(out)]
    argv += ["--rounds", "1", "--duration", "0.2"]
    child = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    try:
        deadline = time.monotonic() + 120
        while not out.exists() and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.05)
        child.send_signal(signal.SIGINT)
        stdout, stderr = child.communicate(timeout=120)
    finally:
        child.kill()
    # After the first case: a whole report (written through a temporary file), the case's rows in it.
    report = json.loads(out.read_text())
    assert child.returncode == 130, stderr
    assert report["status"] == "interrupted" and not list(tmp_path.glob("*.tmp"))
    rows = {result["case"]: result for result in report["results"]}
    assert rows["typed session/update, 100 x 1 KB per prompt"]["samples"][0] > 0
    assert rows['python -c "import acp_fast.acp", wall, median of 7']["samples"] == []
    assert "interrupted" in stderr and re.search(r"import +python .* +not measured", stdout)


# ------------------------------------------------------------------------------------------------ network


def test_the_network_scenario_runs_end_to_end(core, tmp_path):
    out = tmp_path / "bench.json"
    run = bench(core, tmp_path, "network", "--quick", "--json", str(out))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "pipes:" in run.stdout and "idle WebSocket" in run.stdout
    rows = {result["case"]: result for result in json.loads(out.read_text())["results"]}
    assert set(rows) == {"WebSocket on 127.0.0.1, 64 in flight", "server memory per idle WebSocket, 1,000 open"}
    roundtrips = rows["WebSocket on 127.0.0.1, 64 in flight"]
    assert roundtrips["failed"] is None and roundtrips["baseline"] == "pipes"
    assert roundtrips["samples"][0] > 0 and roundtrips["baseline_samples"][0] > 0 and roundtrips["ratio"] > 0
    assert roundtrips["extra"]["CPU µs/rt"][0] > 0
    idle = rows["server memory per idle WebSocket, 1,000 open"]
    # The server holds the connections: its RSS grew with them.
    assert idle["failed"] is None and idle["samples"][0] > 0


def test_the_cancel_load_over_websocket_checks_every_answer(core):
    cfg = network.Network(case="cancel", inflight=64, core=core.name, duration=0.2, warmup=0.1)
    found = network.measure_network(cfg)
    assert found["failed"] is None and found["sent"] > 0 and found["cancels_per_s"] > 0


@pytest.mark.any_build  # the runner's plumbing, or the official SDK alone
def test_the_official_sdk_runs_round_trips_over_its_websocket_transport(official_network_sdk):
    found = network.measure_official(official_network_sdk, loop="asyncio", inflight=8, duration=0.2, warmup=0.1)
    assert found["mode"] == "roundtrip-ws" and found["acp"] == official_network_sdk and found["rate"] > 0


# ------------------------------------------------------------------------------------------------ trace


def test_the_trace_scenario_measures_traced_runs_beside_untraced_ones(core, tmp_path):
    out = tmp_path / "bench.json"
    run = bench(core, tmp_path, "trace", "--quick", "--json", str(out))
    assert run.returncode == 0, run.stdout + run.stderr
    rows = {result["case"]: result for result in json.loads(out.read_text())["results"]}
    assert set(rows) == {
        "agent side traced, pipes, 64 in flight",
        "conductor --trace, 1 pass-through proxy, 64 in flight",
    }
    for case, row in rows.items():
        assert row["failed"] is None and row["baseline"] == "untraced", case
        assert row["samples"][0] > 0 and row["baseline_samples"][0] > 0 and row["ratio"] > 0, case
        # Each traced run's file held its records (else the row FAILED); the bytes they took, and the drops.
        assert row["extra"]["trace bytes/rt"][0] > 0 and row["extra"]["records dropped"][0] >= 0, case
    agent = rows["agent side traced, pipes, 64 in flight"]["extra"]
    assert agent["server CPU µs/rt"][0] > 0 and agent["server CPU µs/rt, untraced"][0] > 0
    conductor = rows["conductor --trace, 1 pass-through proxy, 64 in flight"]["extra"]
    assert conductor["conductor CPU µs/rt"][0] > 0 and conductor["conductor CPU µs/rt, untraced"][0] > 0


def test_the_mcp_scenario_measures_tool_calls_over_acp_beside_streamable_http(core, tmp_path):
    out = tmp_path / "bench.json"
    run = bench(core, tmp_path, "mcp", "--quick", "--duration", "1", "--json", str(out))
    assert run.returncode == 0, run.stdout + run.stderr
    rows = {result["case"]: result for result in json.loads(out.read_text())["results"]}
    assert set(rows) == {
        "tools/call over mcp/message (McpCaller), pipes, 16 in flight",
        "tools/call over mcp/message (MCP SDK client), pipes, 16 in flight",
    }
    for case, row in rows.items():
        assert row["failed"] is None and row["skipped"] is None and row["baseline"] == "MCP Streamable HTTP", case
        assert row["samples"][0] > 0 and row["baseline_samples"][0] > 0 and row["ratio"] > 0, case


@pytest.mark.any_build  # the runner's plumbing
def test_without_the_mcp_sdk_the_mcp_rows_are_skipped_saying_how_to_get_it(monkeypatch):
    real = runner.importlib.util.find_spec
    monkeypatch.setattr(runner.importlib.util, "find_spec", lambda name: None if name == "mcp" else real(name))
    steps = runner._plan(runner.Settings(scenarios=("mcp",), quick=True))
    assert [row.skipped for row, _ in steps] == ["needs the MCP SDK: pip install 'acp-fast[mcp]'"] * 2
    for _, measure in steps:
        if measure is not None:
            measure()  # measures nothing
    assert all(row.samples == [] for row, _ in steps)


# ------------------------------------------------------------------------------------------------ --compat


@pytest.mark.parametrize("mode", ["roundtrip", "roundtrip-inproc", "cancel", "stream"])
def test_the_official_peers_run_unchanged_on_acp_fast_compat(core, mode):
    found = compat.run_peers("compat", mode, ["--inflight", "8"], core=core.name, loop="asyncio", duration=0.2)
    assert found["acp"].startswith("compat ") and found["core"] == core.name and found["mode"] == mode
    if mode == "stream":
        assert found["updates_per_s"] > 0
    else:
        assert found["rate"] > 0 and (found["cancels_per_s"] > 0) == (mode == "cancel")


def test_the_compat_peers_must_run_on_the_core_asked_for(core, monkeypatch):
    other = "pure" if core.name == "compiled" else "compiled"
    monkeypatch.setattr(compat, "child_environment", lambda impl, asked: dict(core.env))
    with pytest.raises(RuntimeError, match=f"loaded the {core.name} core, not {other}"):
        compat.run_peers("compat", "roundtrip", core=other, loop="asyncio", duration=0.1, warmup=0.05)


def _fake_official_sdk(root: Path) -> None:
    """Venvs that look built but run acp_fast.compat as `acp`: what the official columns must refuse."""
    launcher = (
        f"#!{sys.executable}\n"
        "import sys\n"
        "args = [a for a in sys.argv[1:] if a != '-P']\n"
        "from acp_fast.compat import install\n"
        "install()\n"
        "if args[0] == '-c':\n"
        "    exec(args[1])\n"
        "else:\n"
        "    from acp_fast.compat.__main__ import main\n"
        "    main(args)\n"
    )
    for version in official.VERSIONS:
        venv = official.venv_dir(version, root=root)
        (venv / "bin").mkdir(parents=True)
        (venv / "bin" / "python").write_text(launcher)
        (venv / "bin" / "python").chmod(0o755)
        (venv / official.MARKER).write_text("{}")


@pytest.mark.any_build  # the runner's plumbing, or the official SDK alone
def test_compat_rows_refuse_an_official_column_that_is_not_the_official_sdk(core, tmp_path):
    root = tmp_path / "sdk"
    _fake_official_sdk(root)
    env_root = {"ACP_FAST_OFFICIAL_SDK_DIR": str(root)}
    run = bench_env(core, tmp_path, env_root, "roundtrip", "stream", "--quick", "--compat", "--loop", "asyncio")
    assert run.returncode == 1, run.stderr
    lines = [line for line in run.stdout.splitlines() if line.startswith("compat ")]
    assert len(lines) == 4 and all("FAILED" in line for line in lines), run.stdout
    assert "not agent-client-protocol 0.12.1" in run.stdout and "acp is acp_fast.compat, not acp" in run.stdout
    # Where the venvs are is said once each, with how to remove them.
    said = [line for line in run.stderr.splitlines() if "using its venv in" in line]
    assert said and all(str(root) in line and "--clear-cache" in line for line in said)


@pytest.mark.any_build  # the runner's plumbing
def test_clear_cache_removes_the_official_sdk_s_venvs_and_says_how_many_bytes(core, tmp_path):
    root = tmp_path / "sdk"
    _fake_official_sdk(root)
    (root / f"acp-{official.VERSIONS[0]}.lock").write_text("")
    env_root = {"ACP_FAST_OFFICIAL_SDK_DIR": str(root)}
    run = bench_env(core, tmp_path, env_root, "--clear-cache")
    assert run.returncode == 0 and run.stdout == "", run.stderr
    assert not root.exists()
    (said,) = run.stderr.splitlines()
    assert f"removed {len(official.VERSIONS)} official SDK venv(s)" in said and str(root) in said
    assert re.search(r": [\d,]+ bytes \([\d.]+ MiB\); the folder is gone", said)
    run = bench_env(core, tmp_path, env_root, "--clear-cache")
    assert run.returncode == 0 and "nothing to remove" in run.stderr
    # A folder that holds anything else keeps it, and is kept.
    _fake_official_sdk(root)
    (root / "notes.txt").write_text("mine")
    run = bench_env(core, tmp_path, env_root, "--clear-cache")
    assert run.returncode == 0 and [entry.name for entry in root.iterdir()] == ["notes.txt"], run.stderr
    assert "kept: it holds notes.txt" in run.stderr
    run = bench_env(core, tmp_path, env_root, "--clear-cache", "stream")
    assert run.returncode == 2 and "argument --clear-cache" in run.stderr and "SCENARIO" in run.stderr


@pytest.mark.any_build  # the runner's plumbing, or the official SDK alone
def test_bench_compat_rows_stand_beside_the_official_sdk(core, official_sdks, tmp_path):
    out = tmp_path / "bench.json"
    env_root = {"ACP_FAST_OFFICIAL_SDK_DIR": str(official_sdks)}
    options = ("roundtrip", "cancel", "stream", "--quick", "--compat", "--loop", "asyncio", "--json", str(out))
    run = bench_env(core, tmp_path, env_root, *options)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "acp_fast.compat" in run.stdout and "× acp" in run.stdout
    rows = {
        result["case"]: result for result in json.loads(out.read_text())["results"] if result["scenario"] == "compat"
    }
    assert set(rows) == {
        "roundtrip: ext_method, pipes, 64 in flight",
        "cancel: 1,024 in flight, 50% cancelled, pipes",
        "stream: typed session/update, 100 x 1 KB per prompt",
        "import acp_fast.compat / import acp",
        "  python -c 'import …', whole process",
    }
    for case, row in rows.items():
        assert row["failed"] is None and row["samples"][0] > 0 and row["acp_samples"][0] > 0, case
        assert row["ratio_acp"] > 0 and row["baseline"] is None, case
    assert rows["cancel: 1,024 in flight, 50% cancelled, pipes"]["acp"] == "acp 1.0.0rc3"
    assert rows["cancel: 1,024 in flight, 50% cancelled, pipes"]["extra"]["cancels/s"][0] > 0
    assert rows["import acp_fast.compat / import acp"]["lower_is_better"]
