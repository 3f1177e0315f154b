#!/usr/bin/env python3
"""aichats at scale: 200 feeds and 100,000 cached items, measured from outside.

`make bench` runs this after footprint.py. A local HTTP server on 127.0.0.1 serves generated RSS
2.0 feeds; the installed aichats (with its helper aichats-http beside it) builds its cache through
the real path, `aichats refresh`, then:

- the first frame on Explore with that cache, beside the first frame with an empty cache
  (ptyprobe, 100x30, the server stopped so that the start's refresh fails at once);
- the latency of Down and PgDn in the latest news, p95, idle and while 50 feeds refresh;
- the app's peak RSS;
- the CPU time (user + system, the helpers included) of `aichats refresh` of 50 feeds x 200 items;
- the wall time of `aichats news --json` over every item.

This is a benchmark, never a test: when ptyprobe or pyte is missing it says so and exits 0.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from footprint import find_ptyprobe

SIZE = ("100", "30")


def feed_document(feed: int, items: int, now: float) -> bytes:
    """RSS 2.0 with `items` items, one an hour back from `now`, each with a paragraph of HTML."""
    entries = "".join(
        f"<item><title>Feed {feed} item {n}: a headline of ordinary length</title>"
        f"<link>https://example.com/{feed}/{n}</link><guid>https://example.com/{feed}/{n}</guid>"
        f"<pubDate>{formatdate(now - n * 3600 - feed)}</pubDate>"
        f"<description>&lt;p&gt;The summary of item {n} of feed {feed}, with "
        f"&lt;a href=\"https://example.com/{feed}/{n}/more\"&gt;a link&lt;/a&gt;.&lt;/p&gt;</description></item>"
        for n in range(items))
    return (f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Feed {feed}</title>'
            f"<link>https://example.com/{feed}/</link>{entries}</channel></rss>").encode()


class FeedServer:
    """Serves `/FEED/ITEMS.xml` as `feed_document(FEED, ITEMS)`, each document built once."""

    def __init__(self):
        documents, now = {}, time.time()

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                feed, items = (int(part) for part in self.path.strip("/").removesuffix(".xml").split("/"))
                body = documents.get((feed, items)) or documents.setdefault((feed, items), feed_document(feed, items, now))
                self.send_response(200)
                self.send_header("Content-Type", "application/rss+xml")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def urls(self, feeds: int, items: int) -> str:
        return "".join(f"http://127.0.0.1:{self.port}/{feed}/{items}.xml \"bench\"\n" for feed in range(feeds))

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class Home:
    """A user's XDG folders with a feed list, for one aichats command line."""

    def __init__(self, root: Path, aichats: str, urls: str):
        base = {k: v for k, v in os.environ.items() if not k.startswith("AICHATS_")}
        self.env = dict(base, HOME=str(root), XDG_CONFIG_HOME=str(root / "config"),
                        XDG_DATA_HOME=str(root / "data"), XDG_STATE_HOME=str(root / "state"), TZ="UTC")
        (root / "config/aichats").mkdir(parents=True)
        (root / "config/aichats/urls").write_text(urls)
        self.aichats = aichats

    def run(self, *args, **kwargs):
        return subprocess.run([self.aichats, *args], env=self.env, stdin=subprocess.DEVNULL, **kwargs)

    def timed(self, *args):
        """(wall seconds, CPU seconds of the command and every process it waited for, result)."""
        before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic()
        result = self.run(*args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
        wall, after = time.monotonic() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), result


def probe(probe_path: Path, home: Home, keys, label: str, work: Path):
    out = work / f"{label}.json"
    args = [sys.executable, str(probe_path), "--cols", SIZE[0], "--rows", SIZE[1], "--ready-text", "Latest news",
            "--json-out", str(out), "--keys", *keys, "--", home.aichats]
    subprocess.run(args, env=home.env, check=True, timeout=300, stdout=subprocess.DEVNULL)
    return json.loads(out.read_text())["runs"][0]


def latency_p95(run, key: str):
    values = sorted(k["latency_ms"] for k in run["keys"] if k.get("key") == key and k.get("latency_ms") is not None)
    return values[min(len(values) - 1, int(len(values) * 0.95))] if values else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--aichats", required=True, help="the installed aichats (`make install`), aichats-http beside it")
    parser.add_argument("--feeds", type=int, default=200)
    parser.add_argument("--items", type=int, default=500)
    parser.add_argument("--ptyprobe", help="path of ptyprobe.py")
    args = parser.parse_args()
    probe_path = find_ptyprobe(args.ptyprobe)
    if probe_path is None or importlib.util.find_spec("pyte") is None:
        print("scale benchmark skipped: ptyprobe.py or pyte not found")
        return
    work = Path(tempfile.mkdtemp(prefix="aichats-scale-"))
    server = FeedServer()
    try:
        measure(args, probe_path, work, server)
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)


def measure(args, probe_path: Path, work: Path, server: FeedServer):
    rows = []
    small = Home(work / "small", args.aichats, server.urls(50, 200))
    _, cpu, result = small.timed("refresh")
    rows.append(("refreshing 50 feeds x 200 items, CPU", f"{cpu:.2f} s (exit {result.returncode})", "<= 1 s"))

    big = Home(work / "big", args.aichats, server.urls(args.feeds, args.items))
    wall, _, result = big.timed("refresh")
    total = args.feeds * args.items
    print(f"cache of {args.feeds} feeds x {args.items} items built by `aichats refresh` in {wall:.1f} s "
          f"(exit {result.returncode})")
    wall, _, result = big.timed("news", "--json")
    lines = result.stdout.count(b"\n")
    rows.append((f"`aichats news --json`, {lines} items", f"{wall:.2f} s", "<= 2 s"))

    empty = Home(work / "empty", args.aichats, "http://127.0.0.1:9/closed.xml\n")
    keys = ["wait:500", "5", "wait:300", "down*40", "pgdn*10", "q"]
    empty_run = probe(probe_path, empty, keys, "empty", work)
    full_run = probe(probe_path, big, keys, "full", work)
    first_empty = empty_run["startup"]["first_stable_frame_ms"]
    first_full = full_run["startup"]["first_stable_frame_ms"]
    rows.append(("first frame on Explore", f"{first_full:.1f} ms (empty cache {first_empty:.1f} ms, "
                 f"{first_full / first_empty:.2f}x)", "<= 1.5x empty and <= 100 ms"))
    rows.append(("Down / PgDn p95, idle", f"{latency_p95(full_run, 'down')} / {latency_p95(full_run, 'pgdn')} ms", "<= 5 ms"))
    busy = Home(work / "busy", args.aichats, server.urls(50, 200))
    shutil.copytree(work / "big/data", work / "busy/data")
    busy_run = probe(probe_path, busy, ["wait:500", "5", "wait:100", "R", "down*40", "pgdn*10", "q"], "busy", work)
    rows.append(("Down / PgDn p95, 50 feeds refreshing",
                 f"{latency_p95(busy_run, 'down')} / {latency_p95(busy_run, 'pgdn')} ms", "<= 5 ms"))
    rows.append(("peak RSS of the app", f"{full_run['peak_rss_kb'] / 1024:.1f} MiB", "<= 35 MB"))
    print(f"scale: {total} items in {args.feeds} feeds, 100x30; load average {os.getloadavg()[0]:.1f}")
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    for row in rows:
        print("  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())


if __name__ == "__main__":
    main()
