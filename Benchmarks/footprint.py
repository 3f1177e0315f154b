#!/usr/bin/env python3
"""Footprint of aichats beside newsboat, measured the way a terminal sees them.

`make bench` runs this after the in-process benchmarks. Both programs run in a pseudo-terminal at
100x30 under ptyprobe (a measuring aid kept outside the repository, found in a `shared/tools`
folder beside the repository or one of its parents, or at $PTYPROBE), taking turns run by run so
that the machine's load falls on both alike:

- newsboat on a 70-item cache (the embedded news as an RSS file, fetched once with
  `newsboat -x reload`), started on its feed list; Enter opens the feed, then Down and PgDn;
- aichats on a data folder where the guest choice is saved, so it starts on Explore; `5` picks
  Latest news, then Down and PgDn.

Figures: the first stable frame (and apart, its last byte read raw, and the time ptyprobe's
terminal emulator takes for its bytes, which grows with what the frame shows), peak RSS, and the bytes written for one Down and one PgDn
beside the cell-diff ideal (ptyprobe's `ideal_bytes`) and beside the ideal that may also scroll
a band of whole rows (set a scroll region, scroll, reset it), computed here from the output.

This is a benchmark, never a test: when newsboat, ptyprobe or pyte is missing it says so and
exits 0 without measuring.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from email.utils import formatdate
from pathlib import Path
from xml.sax.saxutils import escape

from footprint_measures import SIZE, emulator_ms, frame_on_the_wire, key_figures

REPO = Path(__file__).resolve().parent.parent
NEWS = REPO / "Sources/DataAccess/Resources/Catalog/news.json"
DOWNS, PAGES = 10, 3


def skip(reason: str) -> None:
    print(f"footprint beside newsboat skipped: {reason}")
    sys.exit(0)


def find_ptyprobe(explicit: str | None) -> Path | None:
    """`--ptyprobe`, else `$PTYPROBE`, else `shared/tools/ptyprobe.py` beside the repository or
    one of its parents."""
    chosen = explicit or os.environ.get("PTYPROBE")
    candidates = [Path(chosen)] if chosen else [folder / "shared/tools/ptyprobe.py" for folder in REPO.parents]
    return next((path for path in candidates if path.is_file()), None)


def load_module(path: Path):
    spec = importlib.util.spec_from_file_location("ptyprobe", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_feed(path: Path) -> int:
    """The embedded news as RSS 2.0; the number of items."""
    news = json.loads(NEWS.read_text())
    now = time.time()
    items = "".join(
        f"<item><title>{escape(n['title'])}</title><link>{escape(n['url'])}</link>"
        f"<guid>{escape(n['id'])}</guid><author>{escape(n['author'])}</author>"
        f"<pubDate>{formatdate(now - n['age_minutes'] * 60)}</pubDate>"
        f"<description>{escape(''.join(f'<p>{p}</p>' for p in n['body']))}</description></item>"
        for n in news)
    path.write_text('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>'
                    "<title>aichats news</title><link>https://example.com/</link>"
                    f"<description>The embedded news</description>{items}</channel></rss>")
    return len(news)


def forget_cached_pages(*paths):
    """Drops the binaries' pages from the page cache, so both start as after a read from disk.

    How a binary's pages got into the cache (a fresh copy by `make install`, or a read) changes
    how many the kernel maps around each page a program touches: up to 2 MiB of resident memory.
    The first runs below (not measured) read them back.
    """
    for path in paths:
        descriptor = os.open(path, os.O_RDONLY)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        os.close(descriptor)


class Programs:
    """The two command lines, their environments and their scripted keys, ready to run."""

    def __init__(self, work: Path, aichats: str, probe: Path):
        self.work, self.probe = work, probe
        home = work / "home"
        home.mkdir()
        base = {k: v for k, v in os.environ.items() if not k.startswith("AICHATS_")}
        self.env = dict(base, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"),
                        XDG_DATA_HOME=str(home / ".local/share"), XDG_STATE_HOME=str(home / ".local/state"))
        self.items = write_feed(work / "news.rss")
        (work / "urls").write_text(f"file://{work / 'news.rss'}\n")
        (work / "config").write_text("")
        self.newsboat = ["newsboat", "-u", str(work / "urls"), "-c", str(work / "cache.db"), "-C", str(work / "config")]
        forget_cached_pages(shutil.which("newsboat"), aichats)
        subprocess.run(self.newsboat + ["-x", "reload"], env=self.env, check=True, timeout=60,
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        self.aichats = [aichats, "--data-dir", str(work / "aichats-data")]
        # A first run chooses the guest, so the measured starts open on Explore.
        self.probe_run(self.aichats, ["wait:1500", "g", "wait:500", "q"], "setup", ready="Welcome")
        self.probe_run(self.newsboat, ["wait:300", "q"], "warm-up", ready="aichats news")

    def probe_run(self, command, keys, label, ready):
        out = self.work / f"{label}.json"
        args = [sys.executable, str(self.probe), "--cols", SIZE[0], "--rows", SIZE[1], "--ready-text", ready,
                "--raw-out", str(self.work / label), "--json-out", str(out), "--keys", *keys, "--", *command]
        subprocess.run(args, env=self.env, check=True, timeout=120, stdout=subprocess.DEVNULL)
        report = json.loads(out.read_text())
        return report["runs"][0], (self.work / f"{label}.0").read_bytes()

    def run_newsboat(self, index):
        keys = ["wait:300", "enter", "wait:300", f"down*{DOWNS}", f"pgdn*{PAGES}", "q", "q"]
        return self.probe_run(self.newsboat, keys, f"newsboat-{index}", ready="aichats news")

    def run_aichats(self, index):
        keys = ["wait:300", "5", "wait:300", f"down*{DOWNS}", f"pgdn*{PAGES}", "q"]
        return self.probe_run(self.aichats, keys, f"aichats-{index}", ready="Latest news")


def summary(probe, runs, wire):
    med = statistics.median
    downs = [f for run, raw in runs for f in key_figures(probe, run, raw, "down")]
    pages = [f for run, raw in runs for f in key_figures(probe, run, raw, "pgdn")]

    def ratio(figures, ideal):
        return None if not figures else med(f[0] for f in figures) / med(f[ideal] for f in figures)

    return {
        "first_frame_ms": [r["startup"]["first_stable_frame_ms"] for r, _ in runs],
        "wire_ms": wire,
        "emulator_ms": [emulator_ms(probe, run, raw) for run, raw in runs],
        "frame_bytes": [run["startup"]["bytes"] for run, _ in runs],
        "peak_rss_kib": [r["peak_rss_kb"] for r, _ in runs],
        "down": (med(f[0] for f in downs), med(f[1] for f in downs), ratio(downs, 1)) if downs else None,
        "pgdn": (med(f[0] for f in pages), med(f[2] for f in pages), ratio(pages, 2)) if pages else None,
    }


def report(programs, newsboat, aichats, runs):
    version = subprocess.run(["newsboat", "-v"], capture_output=True, text=True).stdout.split(" - ")[0]
    print(f"footprint beside {version} at {SIZE[0]}x{SIZE[1]}, {runs} runs each, taking turns "
          f"(newsboat: {programs.items}-item cache, feed list; aichats: {programs.aichats[0]}, Explore); "
          f"load average {os.getloadavg()[0]:.1f}")

    def span(values, unit, scale=1.0):
        values = sorted(v * scale for v in values if v is not None)
        return f"{statistics.median(values):.1f} {unit} ({values[0]:.1f}–{values[-1]:.1f})" if values else "—"

    def med_bytes(program):
        return f"{statistics.median(program['frame_bytes']) / 1000:.1f} KB"

    def keys(figure):
        return "—" if figure is None else f"{figure[0]:.0f} B, {figure[2]:.2f}× the ideal {figure[1]:.0f}"

    rows = [
        ("first frame", span(newsboat["first_frame_ms"], "ms"), span(aichats["first_frame_ms"], "ms"), "≤ newsboat"),
        ("  on the wire", span(newsboat["wire_ms"], "ms"), span(aichats["wire_ms"], "ms"), "(last byte of it, read raw)"),
        ("  in the emulator", span(newsboat["emulator_ms"], "ms") + f" for {med_bytes(newsboat)}",
         span(aichats["emulator_ms"], "ms") + f" for {med_bytes(aichats)}", "(pyte, the bytes of the frame)"),
        ("peak RSS", span(newsboat["peak_rss_kib"], "MiB", 1 / 1024), span(aichats["peak_rss_kib"], "MiB", 1 / 1024),
         "≤ newsboat and ≤ 20 MB"),
        ("bytes for one Down", keys(newsboat["down"]), keys(aichats["down"]), "≤ 1.05× the cell-diff ideal"),
        ("bytes for one PgDn", keys(newsboat["pgdn"]), keys(aichats["pgdn"]), "≤ 1.1× the ideal with a scroll region"),
    ]
    widths = [max(len(row[i]) for row in rows + [("figure", "newsboat", "aichats", "goal")]) for i in range(4)]
    for row in [("figure", "newsboat", "aichats", "goal")] + rows:
        print("  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--aichats", required=True, help="the aichats binary (the installed build: `make install`)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--ptyprobe", help="path of ptyprobe.py")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder and print its path")
    args = parser.parse_args()
    if shutil.which("newsboat") is None:
        skip("newsboat is not installed (apt-get install newsboat)")
    probe_path = find_ptyprobe(args.ptyprobe)
    if probe_path is None:
        skip("ptyprobe.py not found (--ptyprobe, $PTYPROBE, or a shared/tools folder beside the repository)")
    if importlib.util.find_spec("pyte") is None:
        skip("ptyprobe needs pyte (pip install pyte)")
    if not os.access(args.aichats, os.X_OK):
        skip(f"no aichats binary at {args.aichats}")
    probe = load_module(probe_path)
    work = Path(tempfile.mkdtemp(prefix="aichats-footprint-"))
    try:
        programs = Programs(work, args.aichats, probe_path)
        newsboat, aichats, wire = [], [], {"newsboat": [], "aichats": []}
        for index in range(args.runs):
            newsboat.append(programs.run_newsboat(index))
            aichats.append(programs.run_aichats(index))
            wire["newsboat"].append(frame_on_the_wire(programs.newsboat, programs.env, b"aichats news"))
            wire["aichats"].append(frame_on_the_wire(programs.aichats, programs.env, b"Latest news"))
        report(programs, summary(probe, newsboat, wire["newsboat"]), summary(probe, aichats, wire["aichats"]), args.runs)
    finally:
        if args.keep:
            print(f"  (files kept in {work})")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
