"""The scale benchmark's feeds: a local HTTP server of generated RSS 2.0, and the users' homes."""
from __future__ import annotations

import os
import resource
import shutil
import subprocess
import threading
import time
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

# The feeds below this number also carry the tag "busy": the 50 that the refresh under keys fetches.
BUSY_FEEDS = 50


def feed_document(feed: int, items: int, generation: int, now: float) -> bytes:
    """RSS 2.0 with `items` items, each with a paragraph of HTML. Generation 0 has one an hour
    back from `now`; a later generation has new items (other guids), a minute apart, newer."""
    step, base, mark = (3600, now, "") if generation == 0 else (60, now + generation * 60, f" new {generation}")
    entries = "".join(
        f"<item><title>Feed {feed}{mark} item {n}: a headline of ordinary length</title>"
        f"<link>https://example.com/{feed}/{generation}/{n}</link>"
        f"<guid>https://example.com/{feed}/{generation}/{n}</guid>"
        f"<pubDate>{formatdate(base - n * step - feed)}</pubDate>"
        f"<description>&lt;p&gt;The summary of item {n} of feed {feed}, with "
        f"&lt;a href=\"https://example.com/{feed}/{n}/more\"&gt;a link&lt;/a&gt;.&lt;/p&gt;</description></item>"
        for n in range(items))
    return (f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Feed {feed}</title>'
            f"<link>https://example.com/{feed}/</link>{entries}</channel></rss>").encode()


class FeedServer:
    """Serves `/FEED/ITEMS.xml` as `feed_document(FEED, ITEMS, generation)`, each document built
    once. `generation` (0 at first) applies to the busy feeds; `delay` (seconds) is waited before
    each answer, as a network would."""

    def __init__(self):
        documents, now, server = {}, time.time(), self
        self.generation, self.delay = 0, 0.0
        self.documents, self.now = documents, now

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                feed, items = (int(part) for part in self.path.strip("/").removesuffix(".xml").split("/"))
                key = (feed, items, server.generation if feed < BUSY_FEEDS else 0)
                body = documents.get(key) or documents.setdefault(key, feed_document(*key, now))
                time.sleep(server.delay)
                self.send_response(200)
                self.send_header("Content-Type", "application/rss+xml")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the app quit during a refresh, and its helpers with it

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def prepare(self, items: int, generation: int):
        """Builds the busy feeds' documents of `generation` now, so that building them does not
        take the CPU from the app while its keys are measured: a network would serve them."""
        for feed in range(BUSY_FEEDS):
            key = (feed, items, generation)
            self.documents.setdefault(key, feed_document(*key, self.now))

    def urls(self, feeds: int, items: int) -> str:
        """A feed list: every feed tagged "bench", the first `BUSY_FEEDS` also "busy"."""
        busy = ' "busy"'
        return "".join(f"http://127.0.0.1:{self.port}/{feed}/{items}.xml \"bench\"{busy if feed < BUSY_FEEDS else ''}\n"
                       for feed in range(feeds))

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class Home:
    """A user's XDG folders with a feed list, for aichats command lines."""

    def __init__(self, root: Path, aichats: str, urls: str | None = None):
        base = {k: v for k, v in os.environ.items() if not k.startswith("AICHATS_")}
        self.root, self.aichats = root, aichats
        self.env = dict(base, HOME=str(root), XDG_CONFIG_HOME=str(root / "config"),
                        XDG_DATA_HOME=str(root / "data"), XDG_STATE_HOME=str(root / "state"), TZ="UTC")
        if urls is not None:
            (root / "config/aichats").mkdir(parents=True)
            (root / "config/aichats/urls").write_text(urls)

    def copy(self, root: Path) -> "Home":
        """The same home in another folder: the same feed list and database."""
        shutil.copytree(self.root, root)
        return Home(root, self.aichats)

    def run(self, *args, **kwargs):
        return subprocess.run([self.aichats, *args], env=self.env, stdin=subprocess.DEVNULL, **kwargs)

    def timed(self, *args):
        """(wall seconds, CPU seconds of the command and every process it waited for, result)."""
        before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic()
        result = self.run(*args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=900)
        wall, after = time.monotonic() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), result
