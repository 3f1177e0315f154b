"""The scale benchmark's terminal: aichats in a pty through ptyprobe's Session (its pyte screen,
its VmHWM samples of the app alone), with a key's latency read as a user sees it."""
from __future__ import annotations

import re
import select
import time
from types import SimpleNamespace

from footprint import load_module

COLS, ROWS = 100, 30
# An item's title names it; the selected row starts with the list's marker.
SELECTED = re.compile(r"▸.*?(Feed \d+(?: new \d+)? item \d+)")


class Terminal:
    """One start of aichats at 100x30: `first_frame_ms` once Explore is stable (ptyprobe's
    "first stable frame": the last change before 150 ms without one, with "Latest news" shown)."""

    def __init__(self, probe_path, home, ready="Latest news"):
        self.probe = load_module(probe_path)
        args = SimpleNamespace(stable_ms=150.0, quiet_ms=50.0, response_timeout=1500.0, key_timeout=10000.0,
                               rss_interval=20.0, answer_queries=True, cwd=None, force_sigwinch=False,
                               ready_text=ready)
        env = {k: v for k, v in home.env.items() if k not in ("LC_ALL", "LC_CTYPE", "COLUMNS", "LINES", "TMUX")}
        env.update(TERM="xterm-256color", LANG="C.UTF-8")
        self.session = self.probe.Session([home.aichats], COLS, ROWS, env, args)
        _, stable, timed_out = self.session.wait_stable(args.stable_ms, 15000)
        if timed_out or stable is None:
            raise RuntimeError(f"no stable frame with {ready!r}:\n{self.text()}")
        self.first_frame_ms = stable

    def text(self) -> str:
        return "\n".join(self.probe.screen_text(self.session.screen))

    def selected(self) -> str | None:
        match = SELECTED.search(self.text())
        return match.group(1) if match else None

    def status(self) -> str:
        return self.probe.screen_text(self.session.screen)[-1]

    def settle(self, quiet_ms=30, max_ms=500):
        end, last = time.monotonic() + max_ms / 1000, time.monotonic()
        while time.monotonic() < end and (time.monotonic() - last) * 1000 < quiet_ms:
            if self.session.pump(0.005):
                last = time.monotonic()

    def press(self, token, until: str | None = None, timeout=10.0):
        """Sends a key; with `until`, waits until that text is on screen."""
        self.session.send(self.probe.key_bytes(token, self.probe.DECCKM in self.session.screen.mode))
        end = time.monotonic() + timeout
        while until is not None and until not in self.text():
            if time.monotonic() > end:
                raise RuntimeError(f"{until!r} not on screen after {token}:\n{self.text()}")
            self.session.pump(0.01)
        self.settle()

    def move(self, token, timeout=2.0):
        """Sends a list key; (milliseconds until the output that shows another item selected
        arrived, the status bar then). Only the selected title counts, so a status bar or a reload
        drawn meanwhile (its rows "…" while their page loads) does not. The time is taken when the
        output arrives, before pyte parses it: parsing a PgDn's 1.1 KB takes this Python terminal
        1.6 ms (median; up to 11 ms beside a refresh), where a terminal a user runs takes
        microseconds. `parsed_ms` keeps the time after parsing, as ptyprobe's own figure has it.
        Only the rows drawn since the last look are read, for the same reason."""
        before = self.selected()
        screen = self.session.screen
        screen.dirty.clear()
        start = time.monotonic()
        self.session.send(self.probe.key_bytes(token, self.probe.DECCKM in screen.mode))
        while True:
            if time.monotonic() - start > timeout:
                self.parsed_ms = None
                return None, self.status()
            ready, _, _ = select.select([self.session.master], [], [], 0.005)
            arrived = time.monotonic()
            if ready and self.session.pump(0) and self.selected_among(screen.dirty) not in (before, None):
                break
        self.parsed_ms = (time.monotonic() - start) * 1000
        latency = (arrived - start) * 1000
        status = self.status()
        self.settle()
        return latency, status

    def typed(self, text, shown, timeout=2.0):
        """Types `text` into the search line; milliseconds until the output that shows `shown` (the
        query so far) below the header arrives, before pyte parses it as in `move`; None when it
        did not in `timeout` seconds. The header names the query only once its search ended."""
        start = time.monotonic()
        self.session.send(self.probe.key_bytes(f"text:{text}", False))
        while time.monotonic() - start <= timeout:
            ready, _, _ = select.select([self.session.master], [], [], 0.005)
            arrived = time.monotonic()
            if ready and self.session.pump(0) and shown in "\n".join(self.probe.screen_text(self.session.screen)[1:]):
                return (arrived - start) * 1000
        return None

    def selected_among(self, rows) -> str | None:
        """The selected title when one of `rows` shows it; forgets the rows it read."""
        buffer, columns = self.session.screen.buffer, self.session.screen.columns
        changed = sorted(rows)
        rows.clear()
        for y in changed:
            match = SELECTED.search("".join(buffer[y][x].data for x in range(columns)))
            if match:
                return match.group(1)
        return None

    def quit(self) -> int:
        """Presses q; the app's peak RSS in KiB (VmHWM of aichats alone, without its helpers).
        Read here, not from ptyprobe's samples: one taken between fork and exec is the VmHWM of
        this Python process, which holds `news --json`'s 40 MB of output."""
        peak = self.probe.read_vmhwm(self.session.pid)
        self.session.send(b"q")
        self.session.finish(3000)
        self.session.close()
        return peak
