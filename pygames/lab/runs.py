"""Long runs of seeded tasks, one way for every long command (arena, strength, speed, solve):
the tasks run in this process, in parallel processes (`--jobs N`, all cores by default) or on a
Dask cluster (`--dask ADDRESS`); progress goes to stderr; and the run's JSON lines (`--json`
on stdout) are a checkpoint that `--resume FILE` reads back, playing only what is missing.

Every task is a top-level function of one item (a seed, a game number) that returns a JSON
record: each game and deal is seeded, so where a task runs never changes its record, and the
commands sum the records in the order of their items, so the figures are the same whatever
ran them. Records are written as they finish, so an interrupted run leaves every finished one.

A JSON lines file: first {"run": what was run}, then one record a line, lastly {"summary": ...}.
"""

import argparse
import importlib
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from contextlib import contextmanager

TERMINAL_REDRAW = 0.25  # seconds between two redraws of the progress line on a terminal
LOG_EVERY = 30.0  # seconds between two progress lines in a log


class RunError(ValueError):
    """A run that cannot start as asked; the message says why."""


def default_jobs():
    """The cores this process may run on (its affinity where the system tells it)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def finished(task, items, jobs=1, dask=None):
    """Yield (index, task(items[index])) for every item, each as soon as it finishes: here
    when `jobs` is 1, else in `jobs` processes, or on the Dask scheduler at the address `dask`."""
    if dask:
        with cluster_executor(dask) as cluster:
            yield from finished_in(cluster, task, items)
    elif jobs == 1 or len(items) <= 1:
        for index, item in enumerate(items):
            yield index, task(item)
    else:
        pool = ProcessPoolExecutor(min(jobs, len(items)))
        try:
            yield from finished_in(pool, task, items)
        finally:  # interrupted or done: drop what has not started, wait for what has
            pool.shutdown(cancel_futures=True)


def finished_in(executor, task, items):
    """finished() on a concurrent.futures Executor: a pool of processes or a cluster's."""
    futures = {executor.submit(task, item): index for index, item in enumerate(items)}
    for future in as_completed(futures):
        yield futures[future], future.result()


@contextmanager
def cluster_executor(address):
    """A concurrent.futures Executor on the Dask cluster whose scheduler is at `address`.
    Dask (the extra pygames[cluster]) is imported by name and only for --dask: no module of
    pygames imports anything but the standard library. Leaving the block closes this client
    only: the cluster keeps running."""
    try:
        distributed = importlib.import_module("distributed")
    except ImportError as error:
        raise RunError("--dask needs Dask distributed: pip install 'pygames[cluster]'") from error
    try:
        client = distributed.Client(address)
    except OSError as error:
        raise RunError(f"no Dask scheduler answers at {address}: {error}") from error
    with client:
        # Not pure: the same task twice is played twice, as the processes' pool does.
        yield client.get_executor(pure=False)


def duration(seconds):
    """"42s", "3m05s", "2h07m": short enough for a progress line."""
    seconds = round(seconds)
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m{seconds % 60:02d}s"
    return f"{seconds // 3600}h{seconds // 60 % 60:02d}m"


class Progress:
    """done/total, time elapsed and time left, on stderr so that stdout stays clean: on a
    terminal one line redrawn in place, in a log a line every `every` seconds and at the end."""

    def __init__(self, label, total, done=0, stream=None, every=LOG_EVERY, clock=time.monotonic):
        self.label, self.total, self.done, self.resumed = label, total, done, done
        self.stream = stream or sys.stderr
        self.is_terminal = self.stream.isatty()
        self.every = TERMINAL_REDRAW if self.is_terminal else every
        self.clock = clock
        self.started = self.shown = clock()

    def line(self):
        elapsed = self.clock() - self.started
        text = f"{self.label}: {self.done}/{self.total}, {duration(elapsed)} elapsed"
        played = self.done - self.resumed  # the rate is this run's: resumed items cost nothing
        if played and self.done < self.total:
            text += f", about {duration(elapsed / played * (self.total - self.done))} left"
        return text

    def show(self):
        if self.is_terminal:
            self.stream.write("\r" + self.line() + "\x1b[K")  # erase what a longer line left
        else:
            self.stream.write(self.line() + "\n")
        self.stream.flush()
        self.shown = self.clock()

    def advance(self):
        self.done += 1
        if self.clock() - self.shown >= self.every:
            self.show()

    def close(self):
        """The last figures, and the terminal's cursor back on a fresh line."""
        self.show()
        if self.is_terminal:
            self.stream.write("\n")
            self.stream.flush()


def positive_int(text):
    """argparse type of a count (--jobs, --games): a whole number, at least 1."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"a whole number of at least 1, not {text!r}")
    return int(text)


def add_arguments(parser, resumable=True):
    """--jobs and --dask, and with `resumable` --json and --resume."""
    parser.add_argument("--jobs", type=positive_int, help="processes to run in (default: all "
                        f"{default_jobs()} cores this process may use)")
    parser.add_argument("--dask", metavar="ADDRESS", help="run on the Dask cluster whose "
                        "scheduler is at ADDRESS (pip install 'pygames[cluster]')")
    if resumable:
        parser.add_argument("--json", action="store_true",
                            help="print JSON lines: the run, one line per result, the summary")
        parser.add_argument("--resume", metavar="FILE", help="a checkpoint in the --json "
                            "format: play only what FILE lacks, append each result to it")


class Run:
    """One command's run: where its tasks run, its progress, and its JSON lines.

    `header` says what is run (a JSON object; a resumed file must hold the same), `identify`
    maps a record back to its item. With `json_out` the JSON lines go there; with `resume`
    the file's records are kept and each new one is appended as it finishes."""

    def __init__(self, header=None, identify=None, jobs=None, dask=None, resume=None,
                 json_out=None, progress=None):
        if jobs is not None and dask:
            raise RunError("--jobs and --dask exclude each other: the cluster has its workers")
        self.header, self.identify = header, identify
        self.jobs, self.dask = jobs or default_jobs(), dask
        self.json_out, self.progress = json_out, progress or sys.stderr
        self.resumed, self.checkpoint = [], None
        if resume:
            if json_out is not None and is_same_file(json_out, resume):
                raise RunError(f"--json prints to {resume}, the file --resume reads: print "
                               "elsewhere, --resume keeps that file whole")
            resumed = read_checkpoint(resume, header)
            self.checkpoint = open(resume, "a", encoding="utf-8")
            if resumed is None:
                self.write(self.checkpoint, {"run": header})
            self.resumed = resumed or []
        if json_out is not None:
            self.write(json_out, {"run": header})

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if self.checkpoint:
            self.checkpoint.close()

    @staticmethod
    def write(stream, line):
        stream.write(json.dumps(line) + "\n")  # cut short only by a kill: read_checkpoint drops it
        stream.flush()

    def results(self, task, items, label):
        """Every item's record, in the order of `items`: those the resumed file holds, and
        task(item) for the others, each written out as it finishes."""
        items = list(items)
        records = [None] * len(items)
        if self.resumed:
            index_of = {item: index for index, item in enumerate(items)}
            for record in self.resumed:
                index = index_of.get(self.identify(record))
                if index is not None:
                    records[index] = record
                    if self.json_out is not None:
                        self.write(self.json_out, record)
        missing = [index for index, record in enumerate(records) if record is None]
        progress = Progress(label, len(items), len(items) - len(missing), self.progress)
        try:
            for done, record in finished(task, [items[index] for index in missing], self.jobs,
                                         self.dask):
                records[missing[done]] = record
                for stream in (self.json_out, self.checkpoint):
                    if stream is not None:
                        self.write(stream, record)
                progress.advance()
        finally:
            progress.close()
        return records

    def summary(self, figures):
        """Close the JSON lines with the summary (which covers resumed records too)."""
        for stream in (self.json_out, self.checkpoint):
            if stream is not None:
                self.write(stream, {"summary": figures})


def is_same_file(stream, path):
    try:
        return os.path.exists(path) and os.path.samestat(os.fstat(stream.fileno()),
                                                         os.stat(path))
    except (AttributeError, OSError, ValueError):  # a stream with no file behind it
        return False


def read_checkpoint(path, header):
    """The records in the JSON lines file `path`, after checking that it is a run of `header`;
    None if it does not exist or is empty. A last line cut short by an interruption is cut off
    the file, so that appending starts on a fresh line."""
    if not os.path.exists(path):
        return None
    with open(path, "r+b") as file:
        data = file.read()
        whole = data[:data.rfind(b"\n") + 1]
        if whole != data:
            file.truncate(len(whole))
    if not whole.strip():
        return None
    try:
        parsed = [json.loads(line) for line in whole.decode("utf-8").splitlines() if line.strip()]
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise RunError(f"{path} is not JSON lines: {error}") from error
    if not isinstance(parsed[0], dict) or "run" not in parsed[0]:
        raise RunError(f"{path} does not start with a run line: it is not a --json output of "
                       "this command")
    held, wanted = parsed[0]["run"], json.loads(json.dumps(header))  # tuples as JSON has them
    if held != wanted:
        if not isinstance(held, dict):
            held = {}
        differences = ", ".join(f"{key} {json.dumps(held.get(key))}, not {json.dumps(value)}"
                                for key, value in wanted.items() if held.get(key) != value)
        raise RunError(f"{path} holds another run ({differences or json.dumps(held)}): resume "
                       "with the same settings, or give another file")
    return [line for line in parsed[1:]
            if isinstance(line, dict) and "run" not in line and "summary" not in line]


__all__ = ["Progress", "Run", "RunError", "add_arguments", "default_jobs", "finished",
           "positive_int"]
