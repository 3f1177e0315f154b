import Foundation

/// Peak memory of the real app with the big chat on screen: the release `aichats` runs in a tmux
/// pane at 100x30 on the benchmark's data folder, opens the chat from Chats, pages back through
/// older messages (loading older pages), and the kernel's high-water mark of its resident memory
/// (`VmHWM` in `/proc/<pid>/status`) is read before it quits.
enum PeakMemoryBenchmark {
    /// How many messages to page back through: ten pages of history.
    static let scrollBack = 500

    /// The app next to this benchmark, or `$AICHATS_BENCH_BINARY` (say, an installed static build).
    static var binary: String {
        if let chosen = ProcessInfo.processInfo.environment["AICHATS_BENCH_BINARY"], !chosen.isEmpty { return chosen }
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return bench.deletingLastPathComponent().appendingPathComponent("aichats").path
    }

    /// The figure as a line of the benchmark output, or why it was skipped.
    static func run(dataFolder: URL, messages: Int) -> String {
        switch measure(dataFolder: dataFolder, newest: messages - 1) {
        case .success(let figure):
            return "peak memory of the app showing a chat of \(messages) messages: \(mebibytes(figure.peakKiB, exact: true)) "
                + "(target ≤ 40 MB; \(mebibytes(figure.peakWhenOpenedKiB)) when the chat opened)\n"
                + "  VmHWM of \(binary) in tmux at 100x30, after \(figure.presses) PgUp back through \(scrollBack) messages; "
                + "then \(mebibytes(figure.anonymousKiB)) anonymous + \(mebibytes(figure.fileKiB)) file-backed (mostly shared libraries)"
        case .failure(let problem):
            return "peak memory of the app skipped: \(problem.reason)"
        }
    }

    /// What one run measured, in KiB.
    struct Figure {
        var peakKiB: Int, peakWhenOpenedKiB: Int, anonymousKiB: Int, fileKiB: Int, presses: Int
    }

    /// KiB as MiB with one decimal, optionally after the exact KiB.
    static func mebibytes(_ kib: Int, exact: Bool = false) -> String {
        String(format: exact ? "%d KiB = %.1f MiB" : "%.1f MiB", arguments: exact ? [kib, Double(kib) / 1024] : [Double(kib) / 1024])
    }

    /// Why the figure could not be measured.
    struct Problem: Error {
        let reason: String
    }

    private static func measure(dataFolder: URL, newest: Int) -> Result<Figure, Problem> {
        guard FileManager.default.isExecutableFile(atPath: binary) else { return .failure(Problem(reason: "no \(binary)")) }
        let command = ["env", "-u", "AICHATS_API_BASE", "TERM=xterm-256color", "LANG=C.UTF-8",
                       binary, "--data-dir", dataFolder.path]
        guard let pane = BenchTmux(command) else { return .failure(Problem(reason: "tmux is missing or did not start")) }
        defer { pane.stop() }
        guard pane.wait(until: { $0.contains("Latest news") }) != nil else { return .failure(stuck("Explore", pane)) }
        pane.send("c")
        guard pane.wait(until: { $0.contains("1 conversation") }) != nil else { return .failure(stuck("Chats", pane)) }
        pane.send("Enter")
        guard pane.wait(until: { $0.contains("#\(newest)") }) != nil, let pid = pane.pid() else {
            return .failure(stuck("the chat", pane))
        }
        let opened = figures(of: pid)["VmHWM"] ?? 0
        guard let presses = pageBack(pane, to: newest - scrollBack) else { return .failure(stuck("older pages", pane)) }
        let status = figures(of: pid)
        guard let peak = status["VmHWM"], let anonymous = status["RssAnon"], let file = status["RssFile"] else {
            return .failure(Problem(reason: "no memory figures in /proc/\(pid)/status"))
        }
        return .success(Figure(peakKiB: peak, peakWhenOpenedKiB: opened, anonymousKiB: anonymous, fileKiB: file,
                               presses: presses))
    }

    /// Presses PgUp until the newest message on screen is `target` or older, then waits for the
    /// screen to settle; the number of presses, or nil after 30 s.
    private static func pageBack(_ pane: BenchTmux, to target: Int) -> Int? {
        let deadline = Date().addingTimeInterval(30)
        var presses = 0, last = pane.screen() ?? ""
        while Date() < deadline {
            pane.send("PageUp")
            presses += 1
            last = pane.wait(seconds: 1) { $0 != last } ?? last
            if let newestShown = messageNumbers(in: last).max(), newestShown <= target {
                // Settled: nothing changed for a quarter of a second.
                while Date() < deadline, let changed = pane.wait(seconds: 0.25, until: { $0 != last }) { last = changed }
                return presses
            }
        }
        return nil
    }

    /// The `#N` message numbers on a screen.
    static func messageNumbers(in screen: String) -> [Int] {
        screen.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .compactMap { $0.hasPrefix("#") ? Int($0.dropFirst()) : nil }
    }

    /// The `Name:   1234 kB` figures of `/proc/<pid>/status`, in KiB, when the process is the app.
    static func figures(of pid: Int32) -> [String: Int] {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              status.hasPrefix("Name:\taichats") else { return [:] }
        var figures: [String: Int] = [:]
        for line in status.split(separator: "\n") where line.hasSuffix(" kB") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" })
            if words.count == 3, let value = Int(words[1]) { figures[String(words[0])] = value }
        }
        return figures
    }

    /// The step that did not show in time, with the top of the screen.
    private static func stuck(_ step: String, _ pane: BenchTmux) -> Problem {
        let screen = (pane.screen() ?? "(the app exited)").split(separator: "\n").prefix(3).joined(separator: " / ")
        return Problem(reason: "the app did not show \(step) in time; screen: \(screen)")
    }
}
