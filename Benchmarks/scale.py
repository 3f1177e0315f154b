#!/usr/bin/env python3
"""aichats at scale: 200 feeds and 100,000 cached items, measured from outside.

`make bench` runs this after footprint.py. A local HTTP server on 127.0.0.1 serves generated RSS
2.0 feeds (`scale_feeds.py`); the installed aichats (with its helper aichats-http beside it)
builds its cache through the real path, `aichats refresh`, and runs in a pty at 100x30 through
ptyprobe's Session (`scale_terminal.py`). Every figure is the median of `--runs` runs:

- the CPU time (user + system, the helpers included) of a first `aichats refresh` of 50 feeds x
  200 items into an empty cache;
- the wall time of `aichats news --json` over every item;
- the first frame on Explore with 100,000 items, beside the first frame with the same 200 feeds
  refreshed but empty (no refresh at start in either, taking turns run by run);
- the latency of Down and PgDn, p95, in the list of every item (Explore, `f` Feeds, `a` all
  items): the time until the output that shows another item selected arrives (and, below it,
  until pyte has parsed it too, ptyprobe's way, which counts this Python terminal's own 1-2 ms a
  page); idle, then while the 50 feeds tagged "busy" refresh (`r` in their list, each with 200
  new items, the server answering after 50 ms), counting only the keys answered while the status
  bar says "refreshing";
- the app's peak RSS over those sessions: VmHWM of aichats alone (not its helpers), read before
  `q`, idle and while refreshing;
- a search (`/`, Enter) of the list of every item, until the header counts what it found: for a
  query no item holds, and for one every item holds;
- a search typed in the list of every item, a key every 150 ms (slower than the app's typing
  pause, so that each key starts a search of every item that the next one overtakes): each key's
  latency until the query so far is on screen, p95, and the time from the last key until the
  header counts what was found;
- a list of 5,000 feeds: Explore's first frame and the Feeds screen (`scale_feed_list.py`).

This is a benchmark, never a test: when ptyprobe, pyte or the installed binaries are missing it
says why and exits 0.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from footprint import find_ptyprobe
from scale_feed_list import feed_list
from scale_feeds import FeedServer, Home
from scale_terminal import Terminal

DOWNS, PAGES = 40, 10
# Slower than the app's 120 ms typing pause: each key typed into a search starts one.
TYPING_INTERVAL = 0.15


def skip(reason: str) -> None:
    print(f"scale benchmark skipped: {reason}")
    sys.exit(0)


def p95(values):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * 0.95))] if values else None


def choose_guest(probe_path, home: Home):
    """A first start chooses the guest, so later starts open on Explore."""
    terminal = Terminal(probe_path, home, ready="Welcome")
    terminal.press("g", until="Latest news")
    terminal.quit()


def open_all_items(terminal: Terminal):
    terminal.press("f", until="Feeds ·")
    terminal.press("a", until="All feeds")
    for _ in range(100):
        if terminal.selected() is not None:
            return
        terminal.settle()
    raise RuntimeError(f"no item selected in the list of every item:\n{terminal.text()}")


def list_keys(terminal: Terminal, figures: dict, during: str | None = None):
    """Down and PgDn; each latency goes to figures[key], only if the status bar then says `during`."""
    for token in ["down"] * DOWNS + ["pgdn"] * PAGES:
        latency, status = terminal.move(token)
        if during is None or during in status:
            figures.setdefault(token, []).append(latency)
            figures.setdefault(token + " parsed", []).append(terminal.parsed_ms)


def start_busy_refresh(terminal: Terminal):
    """Opens the tag "busy" from Explore's categories and refreshes its 50 feeds (`r`)."""
    terminal.press("3")
    for _ in range(12):
        if "▸ • busy" in terminal.text() or "▸ busy" in terminal.text():
            break
        terminal.press("down")
    terminal.press("enter", until=" busy · ")
    terminal.press("r", until="refreshing")
    # Until Explore is back: a key sent within the escape delay would make Esc an Alt chord.
    terminal.press("esc", until="Latest news")


class Scale:
    def __init__(self, args, probe_path: Path, work: Path, server: FeedServer):
        self.args, self.probe, self.work, self.server = args, probe_path, work, server
        self.rows = []

    def row(self, figure, measured, goal):
        self.rows.append((figure, measured, goal))

    def home(self, name, feeds, items) -> Home:
        return Home(self.work / name, self.args.aichats, self.server.urls(feeds, items))

    def refresh_cpu(self):
        figures = []
        for run in range(self.args.runs):
            wall, cpu, result = self.home(f"small-{run}", 50, 200).timed("refresh")
            if result.returncode != 0:
                raise RuntimeError(f"aichats refresh failed: {result.stderr.decode()[-500:]}")
            figures.append((cpu, wall))
        cpu, wall = statistics.median(f[0] for f in figures), statistics.median(f[1] for f in figures)
        self.row("refreshing 50 feeds x 200 items, CPU", f"{cpu:.2f} s ({wall:.2f} s on the clock)", "<= 1 s")

    def caches(self):
        self.big = self.home("big", self.args.feeds, self.args.items)
        wall, cpu, result = self.big.timed("refresh")
        print(f"cache of {self.args.feeds} feeds x {self.args.items} items built by `aichats refresh` in "
              f"{wall:.1f} s, {cpu:.1f} s of CPU (exit {result.returncode})")
        self.empty = self.home("empty", self.args.feeds, 0)
        self.empty.timed("refresh")
        for home in (self.big, self.empty):
            choose_guest(self.probe, home)

    def news(self):
        walls, lines = [], 0
        for _ in range(self.args.runs):
            wall, _, result = self.big.timed("news", "--json")
            walls.append(wall)
            lines = result.stdout.count(b"\n")
        self.row(f"`aichats news --json`, {lines} items", f"{statistics.median(walls):.2f} s", "<= 2 s")

    def first_frames(self):
        frames = {"empty": [], "full": []}
        for _ in range(self.args.runs):
            for name, home in (("empty", self.empty), ("full", self.big)):
                terminal = Terminal(self.probe, home)
                frames[name].append(terminal.first_frame_ms)
                terminal.quit()
        empty, full = statistics.median(frames["empty"]), statistics.median(frames["full"])
        self.row("first frame on Explore", f"{full:.1f} ms (empty cache {empty:.1f} ms: {full / empty:.2f}x)",
                 "<= 1.5x empty, <= 100 ms")

    def keys(self):
        idle, busy, peaks, busy_peaks = {}, {}, [], []
        for run in range(self.args.runs):
            terminal = Terminal(self.probe, self.big)
            open_all_items(terminal)
            list_keys(terminal, idle)
            peaks.append(terminal.quit())
        for run in range(self.args.runs):
            self.server.prepare(self.args.items, run + 1)
            self.server.serve_busy(generation=run + 1, delay=0.05)
            home = self.big.copy(self.work / f"busy-{run}")
            terminal = Terminal(self.probe, home)
            start_busy_refresh(terminal)
            open_all_items(terminal)
            list_keys(terminal, busy, during="refreshing")
            busy_peaks.append(terminal.quit())
            shutil.rmtree(home.root, ignore_errors=True)
        self.server.serve_busy(generation=0, delay=0.0)
        for name, figures in (("idle", idle), ("50 feeds refreshing", busy)):
            self.row(f"Down / PgDn p95, {name}", " / ".join(latency(figures.get(k)) for k in ("down", "pgdn")),
                     "<= 5 ms")
            self.row("  parsed by pyte too", " / ".join(latency(figures.get(k + " parsed")) for k in ("down", "pgdn")),
                     "(ptyprobe's way)")
        for name, values in (("idle", peaks), ("refreshing", busy_peaks)):
            self.row(f"peak RSS of the app, {name}", f"{statistics.median(values) / 1024:.1f} MiB "
                     f"({', '.join(f'{v / 1024:.1f}' for v in values)})", "<= 35 MB")

    def search(self):
        """`/` in the list of every item, Enter: until the header counts what was found. A query no
        item holds reads every item in each pass; one every item holds finds its first window at
        once."""
        figures = {"none": [], "every": []}
        for _ in range(self.args.runs):
            terminal = Terminal(self.probe, self.big)
            open_all_items(terminal)
            for name, query in (("none", "no such words"), ("every", "ordinary")):
                terminal.press("/")
                terminal.press(f"text:{query}")
                start = time.monotonic()
                terminal.press("enter", until=f"holding “{query}”")
                while "Searching" in terminal.text():
                    terminal.session.pump(0.005)
                figures[name].append((time.monotonic() - start) * 1000)
                terminal.press("esc", until="unread of")
            terminal.quit()
        self.row("search of every item (/), none / every item holds it",
                 " / ".join(f"{statistics.median(figures[k]):.0f} ms" for k in ("none", "every")), "(no goal)")

    def typed_search(self):
        """`/` in the list of every item, then a word no item holds typed a key every 150 ms: the
        app waits 120 ms after a key before it searches, so each key starts a search of every item
        and the next key overtakes it. A key's latency: until the query so far is on screen. The
        result: from the last key until the header counts what was found, which a search left
        running would delay."""
        # One word: a line that ends in a typed space shows the same text as before it.
        query, keys, results = "nosuchwords", [], []
        for _ in range(self.args.runs):
            terminal = Terminal(self.probe, self.big)
            open_all_items(terminal)
            terminal.press("/")
            for index, key in enumerate(query):
                sent = time.monotonic()
                keys.append(terminal.typed(key, query[:index + 1]))
                while time.monotonic() - sent < TYPING_INTERVAL:
                    terminal.session.pump(0.005)
            last = sent
            end = time.monotonic() + 10
            while (f"holding “{query}”" not in terminal.text() or "searching…" in terminal.text()) and time.monotonic() < end:
                terminal.session.pump(0.005)
            results.append((time.monotonic() - last) * 1000)
            terminal.press("esc")
            terminal.quit()
        self.row("search typed, a key every 150 ms: key p95 / result after the last key",
                 f"{latency(keys)} / {statistics.median(results):.0f} ms", "(no goal)")

    def report(self):
        print(f"scale: {self.args.feeds * self.args.items} items in {self.args.feeds} feeds, {self.args.runs} runs "
              f"each, medians; load average {' '.join(f'{v:.1f}' for v in os.getloadavg())}")
        widths = [max(len(row[i]) for row in self.rows) for i in range(3)]
        for row in self.rows:
            print("  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())


def latency(values) -> str:
    if not values:
        return "— (no key)"
    missed = sum(v is None for v in values)
    text = f"{p95([v if v is not None else float('inf') for v in values]):.1f} ms (n={len(values)})"
    return text + (f", {missed} unanswered in 2 s" if missed else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--aichats", required=True, help="the installed aichats (`make install`), aichats-http beside it")
    parser.add_argument("--feeds", type=int, default=200)
    parser.add_argument("--items", type=int, default=500)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--ptyprobe", help="path of ptyprobe.py")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder and print its path")
    args = parser.parse_args()
    probe_path = find_ptyprobe(args.ptyprobe)
    if probe_path is None:
        skip("ptyprobe.py not found (--ptyprobe, $PTYPROBE, or a shared/tools folder beside the repository)")
    if importlib.util.find_spec("pyte") is None:
        skip("ptyprobe needs pyte (pip install pyte)")
    helper = Path(args.aichats).with_name("aichats-http")
    if not os.access(args.aichats, os.X_OK) or not os.access(helper, os.X_OK):
        skip(f"no aichats with aichats-http beside it at {args.aichats} (make install PREFIX=...)")
    work = Path(tempfile.mkdtemp(prefix="aichats-scale-"))
    server = FeedServer()
    try:
        scale = Scale(args, probe_path, work, server)
        for step in (scale.refresh_cpu, scale.caches, scale.news, scale.first_frames, scale.keys, scale.search,
                     scale.typed_search):
            step()
        feed_list(scale, choose_guest)
        scale.report()
    finally:
        server.stop()
        if args.keep:
            print(f"  (files kept in {work})")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
