#!/usr/bin/env python3
"""Writes Linker/startup-order.txt: the functions that the footprint benchmark's session runs.

`make install` links with `--symbol-ordering-file=Linker/startup-order.txt`, so lld lays out the
code that a start and the first keys run in one place. The kernel maps 64 KB of code around
every page a program touches (fault-around): scattered over 18 MB of code, a start touched 190
of those windows (12 MB); together, about 70 (see docs/performance.md, "Footprint").

The list holds mangled names. A name that no longer exists is skipped by the linker (no warning:
`--no-warn-symbol-ordering`), so a stale list only costs memory; regenerate it after larger
changes to the start or to the toolchain:

    swift build <the INSTALL_FLAGS of the Makefile> --product aichats
    python3 Benchmarks/startup_order.py --aichats .build-static/x86_64-unknown-linux-gnu/release/aichats

It runs the binary once under valgrind's callgrind (every function that runs, where a sampling
profile misses the many short ones run once), in a pty at 100x30 through ptyprobe, as
footprint.py does: a first start chooses the guest, then the recorded start opens on Explore,
`5` (Latest news), 10 Down, 3 PgDn, q. Needs valgrind, nm and objcopy (binutils), pyte and
ptyprobe; this is a development aid, never run by `make`.
"""
from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from footprint import REPO, find_ptyprobe

ORDER = REPO / "Linker/startup-order.txt"
# Under valgrind the app is about 50 times slower: every step waits long enough for the one before.
KEYS = ["wait:20000", "5", "wait:4000", "down*10", "wait:3000", "pgdn*3", "wait:4000", "q", "wait:8000"]
SETUP_KEYS = ["wait:1500", "g", "wait:500", "q"]


def run(probe: Path, command, keys, work: Path):
    """Runs `command` in a pty with `keys`; its output is not looked at."""
    args = [sys.executable, str(probe), "--cols", "100", "--rows", "30", "--runs", "1",
            "--json-out", str(work / "probe.json"), "--keys", *keys, "--", *command]
    subprocess.run(args, check=True, timeout=300, stdout=subprocess.DEVNULL)


def executed_functions(callgrind_out: Path) -> set[str]:
    """Every function name in a callgrind profile (run, or called from one that ran)."""
    names, pattern = {}, re.compile(r"^c?fn=\((\d+)\)(?: (.*))?$")
    for line in callgrind_out.read_text(errors="replace").splitlines():
        match = pattern.match(line)
        if match and match.group(2):
            names[match.group(1)] = match.group(2)
    return set(names.values())


def defined_functions(binary: Path) -> set[str]:
    """The functions the binary defines (its symbol table)."""
    listing = subprocess.run(["nm", "--defined-only", str(binary)], check=True, capture_output=True, text=True).stdout
    return {parts[2] for parts in (line.split() for line in listing.splitlines())
            if len(parts) == 3 and parts[1] in "tTwW"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--aichats", required=True, help="the aichats binary, built as `make install` builds it")
    parser.add_argument("--ptyprobe", help="path of ptyprobe.py")
    args = parser.parse_args()
    probe = find_ptyprobe(args.ptyprobe)
    for tool in ("valgrind", "nm", "objcopy"):
        if shutil.which(tool) is None:
            sys.exit(f"startup_order.py needs {tool}")
    if probe is None:
        sys.exit("startup_order.py needs ptyprobe.py (--ptyprobe, $PTYPROBE, or a shared/tools folder beside the repository)")
    built = Path(args.aichats).resolve()
    with tempfile.TemporaryDirectory(prefix="aichats-order-") as folder:
        work = Path(folder)
        # valgrind 3.19 cannot read DWARF 5: a copy without debug information, beside its resources.
        binary = work / "aichats"
        subprocess.run(["objcopy", "--strip-debug", str(built), str(binary)], check=True)
        for resources in built.parent.glob("*.resources"):
            shutil.copytree(resources, work / resources.name)
        data = ["--data-dir", str(work / "data")]
        run(probe, [str(binary), *data], SETUP_KEYS, work)
        profile = work / "callgrind.out"
        run(probe, ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}", str(binary), *data],
            KEYS, work)
        names = sorted(executed_functions(profile) & defined_functions(binary))
    header = ("# Functions run by a start on Explore and the first keys, for lld's --symbol-ordering-file\n"
              "# (see Makefile). Written by Benchmarks/startup_order.py; do not edit by hand.\n")
    ORDER.parent.mkdir(exist_ok=True)
    ORDER.write_text(header + "\n".join(names) + "\n")
    print(f"{len(names)} functions written to {ORDER.relative_to(REPO)}")


if __name__ == "__main__":
    main()
