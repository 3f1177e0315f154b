"""The scale benchmark's long feed list: 5,000 feeds (newsboat users keep lists of thousands).
The feeds are small RSS files (`file://`, two items each, 20 tags over them), fetched once by
`aichats refresh`, so no start refreshes and no server is needed. Measured: Explore's first
stable frame, `f` until the Feeds header counts them, Down (p95 of 20, until another feed is
selected), and one key typed into the filter (`/`) until the header counts the feeds it keeps."""
from __future__ import annotations

import statistics
import time

from scale_feeds import Home
from scale_terminal import Terminal

FEEDS = 5000


def send(terminal: Terminal, token: str):
    probe, screen = terminal.probe, terminal.session.screen
    terminal.session.send(probe.key_bytes(token, probe.DECCKM in screen.mode))


def timed_press(terminal: Terminal, token: str, until: str, timeout=10.0) -> float:
    """Milliseconds from sending `token` until `until` is on screen (pyte's parsing included)."""
    start = time.monotonic()
    send(terminal, token)
    while until not in terminal.text():
        if time.monotonic() - start > timeout:
            raise RuntimeError(f"{until!r} not on screen after {token}:\n{terminal.text()}")
        terminal.session.pump(0.002)
    return (time.monotonic() - start) * 1000


def selected_feed(terminal: Terminal) -> str | None:
    return next((line for line in terminal.text().splitlines() if line.startswith("▸")), None)


def feed_list(scale, choose_guest):
    """Adds the long feed list's rows to `scale`'s report."""
    folder = scale.work / "long-list-feeds"
    folder.mkdir()
    for i in range(FEEDS):
        items = "".join(f"<item><title>Feed {i} item {n}</title><link>https://example.org/{i}/{n}</link>"
                        f"<guid>{i}-{n}</guid></item>" for n in (1, 2))
        (folder / f"feed{i}.xml").write_text(f'<?xml version="1.0"?><rss version="2.0"><channel>'
                                             f"<title>Feed {i}</title>{items}</channel></rss>")
    urls = "".join(f'file://{folder}/feed{i}.xml "tag{i % 20}"\n' for i in range(FEEDS))
    home = Home(scale.work / "long-list", scale.args.aichats, urls)
    home.timed("refresh")
    choose_guest(scale.probe, home)
    frames, opens, downs, filters = [], [], [], []
    for _ in range(scale.args.runs):
        terminal = Terminal(scale.probe, home)
        frames.append(terminal.first_frame_ms)
        opens.append(timed_press(terminal, "f", until=f"Feeds · {FEEDS} feeds"))
        terminal.settle()
        for _ in range(20):
            before = selected_feed(terminal)
            start = time.monotonic()
            send(terminal, "down")
            while selected_feed(terminal) == before and time.monotonic() - start < 2:
                terminal.session.pump(0.002)
            downs.append((time.monotonic() - start) * 1000)
            terminal.settle()
        terminal.press("/")
        filters.append(timed_press(terminal, "text:7", until=f"of {FEEDS} feeds"))
        terminal.quit()
    downs.sort()
    p95 = downs[min(len(downs) - 1, int(len(downs) * 0.95))]
    scale.row(f"{FEEDS} feeds: first frame / f / Down p95 / a filter key",
              f"{statistics.median(frames):.0f} / {statistics.median(opens):.0f} / {p95:.1f} / "
              f"{statistics.median(filters):.0f} ms", "(no goal)")
