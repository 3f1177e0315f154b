"""The scale benchmark's feeds: a local HTTP server of generated RSS 2.0, and the users' homes."""
from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
import time
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlencode
from urllib.request import urlopen

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
    once. `generation` (0 at first, `serve_busy`) applies to the busy feeds; `delay` (seconds,
    0 at first) is waited before each answer, as a network would. It runs in a process of its own (`serve`): as threads of this
    one, sending a refresh's 50 feeds took the interpreter lock from the loop that times the keys,
    and the keys were timed milliseconds late."""

    def __init__(self):
        self.process = subprocess.Popen([sys.executable, __file__, "--serve"], stdout=subprocess.PIPE, text=True)
        self.port = int(self.process.stdout.readline())

    def _control(self, **values):
        with urlopen(f"http://127.0.0.1:{self.port}/control?{urlencode(values)}", timeout=600) as answer:
            answer.read()

    def serve_busy(self, generation: int, delay: float):
        """From now on the busy feeds are those of `generation`, and each answer waits `delay` s."""
        self._control(generation=generation, delay=delay)

    def prepare(self, items: int, generation: int):
        """Builds the busy feeds' documents of `generation` now, so that building them does not
        take the CPU from the app while its keys are measured: a network would serve them."""
        self._control(prepare=items, generation_to_prepare=generation)

    def urls(self, feeds: int, items: int) -> str:
        """A feed list: every feed tagged "bench", the first `BUSY_FEEDS` also "busy"."""
        busy = ' "busy"'
        return "".join(f"http://127.0.0.1:{self.port}/{feed}/{items}.xml \"bench\"{busy if feed < BUSY_FEEDS else ''}\n"
                       for feed in range(feeds))

    def stop(self):
        self.process.terminate()
        self.process.wait()


def serve():
    """The server's process: prints its port, then serves until terminated."""
    documents, now = {}, time.time()
    state = {"generation": 0, "delay": 0.0}

    def document(feed: int, items: int, generation: int) -> bytes:
        key = (feed, items, generation)
        return documents.get(key) or documents.setdefault(key, feed_document(*key, now))

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            if self.path.startswith("/control?"):
                return self.control(parse_qs(self.path.split("?", 1)[1]))
            feed, items = (int(part) for part in self.path.strip("/").removesuffix(".xml").split("/"))
            body = document(feed, items, state["generation"] if feed < BUSY_FEEDS else 0)
            time.sleep(state["delay"])
            self.answer(body, "application/rss+xml")

        def control(self, query):
            if "delay" in query:
                state["delay"] = float(query["delay"][0])
            if "generation" in query:
                state["generation"] = int(query["generation"][0])
            if "prepare" in query:
                for feed in range(BUSY_FEEDS):
                    document(feed, int(query["prepare"][0]), int(query["generation_to_prepare"][0]))
            self.answer(b"ok", "text/plain")

        def answer(self, body: bytes, kind: str):
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                self.wfile.write(body)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the app quit during a refresh, and its helpers with it

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


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


if __name__ == "__main__" and sys.argv[1:] == ["--serve"]:
    serve()
