# aichats: `make run` builds and starts the app, `make test` builds and runs every test.
SWIFT ?= swift
PREFIX ?= /usr/local
BIN := $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
RELEASE_BIN := $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
# The installed binary links the Swift runtime statically: it runs without the toolchain's
# libraries and takes less memory (see docs/performance.md). It is linked with lld, which packs
# the 87,000 relative relocations of the position-independent binary into 16 KB (DT_RELR, read
# by glibc 2.36 and later) instead of 2 MB that the loader reads at every start, and without
# exporting the app's symbols, which the loader would otherwise search for every library symbol.
INSTALL_FLAGS := -c release --static-swift-stdlib --scratch-path .build-static -Xswiftc -use-ld=lld \
	-Xlinker --no-export-dynamic
# Installed without debug information (lld's --strip-debug), which the program never reads: the two
# binaries take 155 MB of disk instead of 187 MB. Their symbol tables stay, for backtraces, perf
# and uprobes.
INSTALL_FLAGS += -Xlinker --strip-debug
# The code that a start and the first keys run is laid out in one place: the kernel maps the 64 KB
# around every page of code a program touches, so scattered over 18 MB it mapped 11.5 MB; in one
# place, about 7 MB. Function sections let lld move each function of ours on its own; the order
# is Linker/startup-order.txt, written by Benchmarks/startup_order.py (names it does not find are
# skipped, so a stale list only costs memory). SwiftPM does not recompile for a changed -Xswiftc
# flag: remove .build-static once after changing these.
INSTALL_FLAGS += -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/Linker/startup-order.txt -Xlinker --no-warn-symbol-ordering
ifeq ($(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); print (v[1] > 2 || v[2] >= 36) }'),1)
INSTALL_FLAGS += -Xlinker -z -Xlinker pack-relative-relocs
endif
INSTALL_BIN := $(shell $(SWIFT) build $(INSTALL_FLAGS) --show-bin-path 2>/dev/null)

.PHONY: build run test bench install uninstall clean relink-if-reordered

# One product per command: given two, `swift build` builds only the last. aichats-http is the
# network helper: the app runs it for replies from an OpenAI-compatible server.
build:
	$(SWIFT) build --product aichats
	$(SWIFT) build --product aichats-http

run: build
	@$(BIN)/aichats $(ARGS)

# The import check fails the build when a target imports another target of the package that its
# Package.swift entry does not declare (it would compile, through the shared build folder).
# The end-to-end tests run in a process of their own, after the others (both run, whatever the
# first gives): their tmux and shell calls hold threads of the test process's concurrency pool,
# one per core, and on a loaded two-core machine the other suites' tasks waited behind them past
# their time limits (each part alone passed under the same load). A part still running after
# TEST_MINUTES gets SIGQUIT, on which the Swift runtime prints every thread's stack: a run that
# hangs (twice seen, never explained) says where, and fails, instead of waiting for ever.
TEST_MINUTES ?= 15
TEST_LIMIT = timeout -s QUIT -k 60 $$(( $(TEST_MINUTES) * 60 ))
test:
	TZ=UTC $(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	@status=0; \
	TZ=UTC $(TEST_LIMIT) $(SWIFT) test --skip-build --skip EndToEndTests || status=1; \
	TZ=UTC $(TEST_LIMIT) $(SWIFT) test --skip-build --filter EndToEndTests || status=1; \
	exit $$status

# The benchmark also runs the release app in tmux to measure its peak memory (offline replies:
# the network helper is not needed), then the installed build beside newsboat in a pty
# (Benchmarks/footprint.py; it says why when newsboat, ptyprobe or pyte is missing), then the same
# build with its network helper on 200 feeds and 100,000 cached items from a local server
# (Benchmarks/scale.py; it says why when ptyprobe or pyte are missing).
bench: relink-if-reordered
	$(SWIFT) build -c release --product aichats
	$(SWIFT) build -c release --product aichats-bench
	$(RELEASE_BIN)/aichats-bench
	$(SWIFT) build $(INSTALL_FLAGS) --product aichats
	@if command -v python3 >/dev/null; then python3 Benchmarks/footprint.py --aichats $(INSTALL_BIN)/aichats; \
	else echo "footprint beside newsboat skipped: python3 is not installed"; fi
	@if ! command -v python3 >/dev/null; then echo "scale benchmark skipped: python3 is not installed"; \
	else $(SWIFT) build $(INSTALL_FLAGS) --product aichats-http && python3 Benchmarks/scale.py --aichats $(INSTALL_BIN)/aichats; fi

# aichats-http opens libcurl.so.4 at run time (Sources/CCurl): no libcurl development files needed.
install: relink-if-reordered
	$(SWIFT) build $(INSTALL_FLAGS) --product aichats
	$(SWIFT) build $(INSTALL_FLAGS) --product aichats-http
	install -d $(PREFIX)/bin
	install -m 755 $(INSTALL_BIN)/aichats $(PREFIX)/bin/aichats
	install -m 755 $(INSTALL_BIN)/aichats-http $(PREFIX)/bin/aichats-http
	rm -rf $(PREFIX)/bin/aichats_DataAccess.resources
	cp -R $(INSTALL_BIN)/aichats_DataAccess.resources $(PREFIX)/bin/

# SwiftPM does not relink when the order file changes (it is only a linker flag's argument): the
# binary older than Linker/startup-order.txt is removed, so that the next build links it anew.
relink-if-reordered:
	@if [ -f "$(INSTALL_BIN)/aichats" ] && [ Linker/startup-order.txt -nt "$(INSTALL_BIN)/aichats" ]; then \
		rm -f "$(INSTALL_BIN)/aichats"; fi

uninstall:
	rm -rf $(PREFIX)/bin/aichats $(PREFIX)/bin/aichats-http $(PREFIX)/bin/aichats_DataAccess.resources

clean:
	rm -rf .build
