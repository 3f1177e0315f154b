import Foundation
import TestSupport

/// A program running in a detached tmux pane on a private server: keys in, screen out.
/// The server, and with it the program, goes away with `stop()` or when the value is released.
final class BenchTmux {
    /// The server's socket, removed with the server (tmux leaves the file behind).
    private let socket = FileManager.default.temporaryDirectory
        .appendingPathComponent("aichats-bench-\(getpid())-\(UUID().uuidString.prefix(6)).sock").path

    /// Starts `command` (argument words) in a `width`x`height` pane; nil when tmux is missing or fails.
    init?(_ command: [String], width: Int = 100, height: Int = 30) {
        // `exec` makes the program the pane's process, so `#{pane_pid}` is its pid.
        let line = "exec " + command.map(shellQuoted).joined(separator: " ")
        let start = ["tmux", "-S", socket, "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "bench", line]
        // The server would inherit an output pipe and hold it open, so its output goes nowhere.
        guard Self.run(start, keepOutput: false) != nil else { return nil }
    }

    deinit { stop() }

    /// Ends the tmux server and the program in it.
    func stop() {
        _ = Self.run(["tmux", "-S", socket, "kill-server"])
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Sends tmux key names (`PageUp`, `Enter`) or, with `-l` first, literal text.
    func send(_ keys: String...) { _ = Self.run(["tmux", "-S", socket, "send-keys", "-t", "bench"] + keys) }

    /// The pane's text, or nil once the program (and the pane) is gone.
    func screen() -> String? { Self.run(["tmux", "-S", socket, "capture-pane", "-p", "-J", "-t", "bench"]) }

    /// The pid of the program in the pane.
    func pid() -> Int32? {
        Self.run(["tmux", "-S", socket, "display-message", "-p", "-t", "bench", "#{pane_pid}"])
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Polls the screen every 20 ms until `condition` holds or `seconds` pass; the last screen when it held.
    func wait(seconds: Double = 10, until condition: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let text = screen(), condition(text) { return text }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// Runs a command; its output, or nil when it exits with an error.
    static func run(_ words: [String], keepOutput: Bool = true) -> String? {
        guard let run = runShell(words.map(shellQuoted).joined(separator: " ") + (keepOutput ? "" : " >/dev/null")),
              run.succeeded else { return nil }
        return run.output
    }
}
