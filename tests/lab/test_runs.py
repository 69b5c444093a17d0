"""Long runs (pygames/lab/runs.py): progress on stderr, the same figures with any number of
processes or on a Dask cluster, and runs that resume from their own --json output."""

import io
import json
import os
import subprocess
import sys
import time

import pytest

from pygames.lab.cli import main
from pygames.lab import runs

ARENA = ["arena", "agony-aunt", "--games", "6", "--lineup", "normal,random,easy,random"]
SOLVE = ["solve", "agnes", "--seeds", "0-7", "--budget", "1000"]


class Clock:
    """A clock the test moves by hand."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


class Terminal(io.StringIO):
    def isatty(self):
        return True


def json_lines(text):
    return [json.loads(line) for line in text.splitlines()]


def records_of(lines):
    return [line for line in lines if "run" not in line and "summary" not in line]


def without_times(summary):
    """A solve summary without its CPU seconds, which no two runs share."""
    return {key: value for key, value in summary.items() if key != "cpu_seconds"}


def test_progress_in_a_log_prints_a_line_every_so_often_with_the_time_left():
    log, clock = io.StringIO(), Clock()
    progress = runs.Progress("deals", 10, stream=log, every=30, clock=clock)
    for _ in range(4):
        clock.now += 10
        progress.advance()
    progress.close()
    assert log.getvalue().splitlines() == [
        "deals: 3/10, 30s elapsed, about 1m10s left",  # 10 s a deal, 7 to go
        "deals: 4/10, 40s elapsed, about 1m00s left"]


def test_progress_on_a_terminal_redraws_one_line_and_ends_it():
    terminal, clock = Terminal(), Clock()
    progress = runs.Progress("games", 2, done=1, stream=terminal, clock=clock)
    clock.now += 4000
    progress.advance()
    progress.close()
    text = terminal.getvalue()
    assert text.startswith("\rgames: 2/2, 1h06m elapsed\x1b[K")
    assert text.endswith("\n") and text.count("\n") == 1


def test_time_left_counts_only_what_this_run_played():
    log, clock = io.StringIO(), Clock()
    progress = runs.Progress("deals", 100, done=90, stream=log, every=0, clock=clock)
    clock.now += 5
    progress.advance()
    assert log.getvalue() == "deals: 91/100, 5s elapsed, about 45s left\n"


def test_arena_gives_the_same_games_with_one_process_or_two(capsys):
    main([*ARENA, "--jobs", "1", "--json"])
    alone = json_lines(capsys.readouterr().out)
    main([*ARENA, "--jobs", "2", "--json"])
    parallel = json_lines(capsys.readouterr().out)
    assert sorted(records_of(alone), key=lambda record: record["game"]) == \
        sorted(records_of(parallel), key=lambda record: record["game"])
    assert alone[-1] == parallel[-1] and alone[0] == parallel[0]
    assert alone[-1]["summary"]["totals"]["random"]["seats"] == 12
    main([*ARENA, "--jobs", "2"])
    out = capsys.readouterr()
    assert out.out.startswith("Agony Aunt: 6 games, seats normal,random,easy,random")
    assert "Agony Aunt games: 6/6" in out.err  # progress on stderr, not in the figures


def test_solver_gives_the_same_verdicts_with_one_process_or_two(capsys):
    main([*SOLVE, "--jobs", "1", "--json"])
    alone = json_lines(capsys.readouterr().out)
    main([*SOLVE, "--jobs", "2", "--json"])
    parallel = json_lines(capsys.readouterr().out)

    def verdicts(lines):
        return {line["seed"]: (line["verdict"], line["moves"]) for line in records_of(lines)}
    assert verdicts(alone) == verdicts(parallel) and len(verdicts(alone)) == 8
    assert without_times(alone[-1]["summary"]) == without_times(parallel[-1]["summary"])


def test_strength_rows_are_the_same_with_one_process_or_two(capsys):
    command = ["strength", "--games", "1", "--only", "agents-of-the-crown"]
    main([*command, "--jobs", "1"])
    alone = capsys.readouterr().out
    main([*command, "--jobs", "2"])
    assert capsys.readouterr().out == alone
    assert alone.count("| Agents of the Crown | 4 |") == 2


def test_resume_plays_only_the_missing_deals_and_sums_them_all(tmp_path, capsys):
    checkpoint = tmp_path / "deals.jsonl"
    main([*SOLVE, "--jobs", "1", "--json"])
    whole = json_lines(capsys.readouterr().out)
    # As if a run had been stopped during deal 3: its record half written. Deal 1's CPU time
    # is marked, to see that it is read back rather than played again.
    records = records_of(whole)
    records[1]["cpu_seconds"] = 99.0
    checkpoint.write_text("".join(json.dumps(line) + "\n" for line in [whole[0], *records[:3]])
                          + json.dumps(records[3])[:20])
    main([*SOLVE, "--jobs", "1", "--resume", str(checkpoint)])
    out = capsys.readouterr()
    assert "Agnès deals: 8/8" in out.err
    assert out.out.endswith("max 99.0\n")
    lines = json_lines(checkpoint.read_text())
    assert sorted(line["seed"] for line in records_of(lines)) == list(range(8))
    summary = lines[-1]["summary"]
    assert without_times(summary) == without_times(whole[-1]["summary"])
    assert summary["cpu_seconds"]["max"] == 99.0


def test_an_arena_killed_midway_resumes_to_the_figures_of_a_whole_run(tmp_path, capsys):
    checkpoint = tmp_path / "games.jsonl"
    command = ["arena", "agony-aunt", "--games", "60", "--lineup", "normal,random,random,random",
               "--jobs", "1"]
    running = subprocess.Popen([sys.executable, "-m", "pygames", *command,
                                "--resume", str(checkpoint)], stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while (not checkpoint.exists() or checkpoint.read_text().count("\n") < 6) \
                and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        running.kill()
        running.wait()
    played = records_of(json_lines(checkpoint.read_text()[:checkpoint.read_text().rfind("\n")]))
    assert 5 <= len(played) < 60  # killed midway
    main([*command, "--resume", str(checkpoint), "--json"])
    resumed = json_lines(capsys.readouterr().out)
    main([*command, "--json"])
    whole = json_lines(capsys.readouterr().out)
    assert resumed[-1] == whole[-1]
    assert len(records_of(resumed)) == 60


def test_resume_refuses_the_file_of_another_run(tmp_path, capsys):
    checkpoint = tmp_path / "deals.jsonl"
    main([*SOLVE, "--jobs", "1", "--resume", str(checkpoint)])
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main([*SOLVE, "--budget", "4000", "--jobs", "1", "--resume", str(checkpoint)])
    assert "budget 1000, not 4000" in capsys.readouterr().err
    other = tmp_path / "notes.txt"
    other.write_text("notes\n")
    with pytest.raises(SystemExit):
        main([*SOLVE, "--resume", str(other)])
    assert "is not JSON lines" in capsys.readouterr().err


def test_an_empty_file_to_resume_starts_the_run(tmp_path, capsys):
    checkpoint = tmp_path / "games.jsonl"
    checkpoint.write_text("")
    main([*ARENA, "--jobs", "1", "--resume", str(checkpoint)])
    lines = json_lines(checkpoint.read_text())
    assert lines[0]["run"]["lineup"] == ARENA[-1].split(",")
    assert len(records_of(lines)) == 6 and "summary" in lines[-1]


def test_json_into_the_file_being_resumed_is_refused(tmp_path, capsys):
    checkpoint = tmp_path / "deals.jsonl"
    main([*SOLVE, "--jobs", "1", "--resume", str(checkpoint)])
    with open(checkpoint, "a") as out, pytest.raises(runs.RunError, match="print elsewhere"):
        runs.Run({"command": "solve"}, None, resume=str(checkpoint), json_out=out)


@pytest.mark.parametrize("arguments, reason", [
    (["--jobs", "0"], "--jobs: a whole number of at least 1, not '0'"),
    (["--jobs", "2", "--dask", "127.0.0.1:8786"], "--jobs and --dask exclude each other"),
])
def test_bad_run_arguments_are_refused(arguments, reason, capsys):
    with pytest.raises(SystemExit):
        main([*ARENA, *arguments])
    assert reason in capsys.readouterr().err


def test_default_jobs_are_the_cores_this_process_may_use():
    assert runs.default_jobs() == len(os.sched_getaffinity(0))


def test_a_local_dask_cluster_gives_the_figures_of_one_process(capsys):
    """Two worker processes on this machine (loopback only): an arena and a solver run."""
    from distributed import LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None) as cluster:
        main([*ARENA, "--json", "--dask", cluster.scheduler_address])
        arena_on_cluster = json_lines(capsys.readouterr().out)
        main([*SOLVE, "--json", "--dask", cluster.scheduler_address])
        solve_on_cluster = json_lines(capsys.readouterr().out)
    main([*ARENA, "--json", "--jobs", "1"])
    assert json_lines(capsys.readouterr().out)[-1] == arena_on_cluster[-1]
    main([*SOLVE, "--json", "--jobs", "1"])
    alone = json_lines(capsys.readouterr().out)
    assert without_times(alone[-1]["summary"]) == without_times(solve_on_cluster[-1]["summary"])
    assert {line["seed"]: line["moves"] for line in records_of(alone)} == \
        {line["seed"]: line["moves"] for line in records_of(solve_on_cluster)}
