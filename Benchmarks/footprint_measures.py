"""What footprint.py measures in the output: the first frame on the wire, and the bytes of a key
beside the cell-diff ideal, with and without a scrolled band of rows."""
from __future__ import annotations

import fcntl
import os
import select
import signal
import struct
import statistics
import termios
import time

SIZE = ("100", "30")
# Bytes that a band scroll costs on top of the repaint: DECSTBM (up to `ESC[10;30r`), SU or SD
# (`ESC[5S`), and DECSTBM reset (`ESC[r`).
SCROLL_COST = 8 + 4 + 3


def frame_on_the_wire(command, env, ready: bytes, quiet_ms=300, timeout_s=10.0):
    """Milliseconds from the start to the last byte of the first frame (once `ready` was written
    and nothing more came for `quiet_ms`), read from a pty with nothing in between.

    ptyprobe's "first stable frame" also holds the time its terminal emulator (pyte) takes for
    the bytes before it, and it compares screens after each piece it reads: about 0.8 ms per KB
    and 0.5 ms per piece, so a full screen of 7 KB pays several milliseconds that a terminal
    does not."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", int(SIZE[1]), int(SIZE[0]), 0, 0))
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.setsid()
            for descriptor in (0, 1, 2):
                os.dup2(slave, descriptor)
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
            os.closerange(3, 1024)
            os.execvpe(command[0], command, dict(env, TERM="xterm-256color", LANG="C.UTF-8"))
        finally:
            os._exit(127)
    os.close(slave)
    seen, last = b"", None
    try:
        while time.monotonic() - start < timeout_s:
            ready_now = ready in seen
            readable, _, _ = select.select([master], [], [], quiet_ms / 1000 if ready_now else 0.05)
            if not readable:
                if ready_now:
                    break
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            seen += chunk
            last = time.monotonic()
    finally:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(pid, sig)
                time.sleep(0.05)
            except ProcessLookupError:
                break
        os.waitpid(pid, 0)
        os.close(master)
    return None if last is None or ready not in seen else (last - start) * 1000


def scroll_ideal(probe, before, after) -> int:
    """The cheapest way from `before` to `after` when a band of whole rows may also be scrolled."""
    plain, _ = probe.ideal_diff(before, after)
    (cells, cursor), (target, _) = before, after
    rows = len(cells)
    best = plain
    shifts = {b - a for a in range(rows) for b in range(rows) if a != b and target[a] == cells[b] and target[a] != cells[a]}
    blank = tuple(probe.pyte.screens.Char(" ") for _ in cells[0])
    for shift in shifts:  # after[y] == before[y + shift]: a shift above 0 scrolls up
        moved = [y for y in range(rows) if 0 <= y + shift < rows and target[y] == cells[y + shift]]
        for run in contiguous(moved):
            top, bottom = min(run[0], run[0] + shift), max(run[-1], run[-1] + shift)
            scrolled = list(cells)
            for y in range(top, bottom + 1):
                scrolled[y] = cells[y + shift] if top <= y + shift <= bottom else blank
            cost, _ = probe.ideal_diff((tuple(scrolled), cursor), after)
            best = min(best, SCROLL_COST + cost)
    return best


def contiguous(rows):
    """Runs of consecutive row numbers."""
    runs = []
    for y in rows:
        if runs and runs[-1][-1] == y - 1:
            runs[-1].append(y)
        else:
            runs.append([y])
    return runs


def key_figures(probe, run, raw, name):
    """Per key named `name`: (bytes, plain ideal, ideal with a band scroll)."""
    screen = probe.ProbeScreen(int(SIZE[0]), int(SIZE[1]))
    stream = probe.ProbeStream(screen)
    fed, figures = 0, []
    for key in run["keys"]:
        if "raw_offset" not in key:
            continue
        stream.feed(raw[fed:key["raw_offset"]])
        before = probe.snapshot(screen)
        fed = key["raw_offset"] + key["bytes"]
        stream.feed(raw[key["raw_offset"]:fed])
        if key["key"] == name and key["screen_changed"]:
            figures.append((key["bytes"], key["ideal_bytes"], scroll_ideal(probe, before, probe.snapshot(screen))))
    return figures


def emulator_ms(probe, run, raw, repeats=15) -> float:
    """Milliseconds that ptyprobe's terminal emulator (pyte) takes for the bytes of the first frame,
    fed in one piece and compared once (median of `repeats`): the part of ptyprobe's "first stable
    frame" that grows with what the frame shows rather than with how fast the program wrote it."""
    startup = raw[:run["startup"]["bytes"]]
    times = []
    for _ in range(repeats):
        began = time.perf_counter()
        screen = probe.ProbeScreen(int(SIZE[0]), int(SIZE[1]))
        probe.ProbeStream(screen).feed(startup)
        probe.snapshot(screen)
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)
