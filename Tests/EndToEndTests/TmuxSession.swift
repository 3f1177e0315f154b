import Foundation
import TestSupport

/// The real `aichats` binary in a tmux pane: send keys, read the screen, check the terminal.
final class TmuxSession {
    /// A server of its own, at a path of its own: tmux leaves its socket file behind when the
    /// server exits, so the session removes it (under /tmp/tmux-UID every run left 47).
    let socket = "/tmp/aichats-e2e-\(getpid())-\(UUID().uuidString.prefix(6)).sock"
    let name = "e2e"
    private let folder: TemporaryFolder
    /// The pane's working folder and HOME, removed with the session.
    var directory: URL { folder.url }

    /// Starts the binary in a detached session of the given size. After it exits the pane
    /// prints its exit status and the terminal modes, and stays open for inspection.
    /// `environment` is exported for the app on top of the session's own variables, then the
    /// variables named in `unsetting` are removed; `umask`, when given, is set in the shell before
    /// the app starts, and `prelude` runs in the app's own shell just before it
    /// (`ulimit -S -f 200;`, say).
    init(
        arguments: String = "", width: Int = 100, height: Int = 30, dataFolder: URL? = nil,
        environment: [String: String] = [:], unsetting: [String] = [], umask: String? = nil, prelude: String = ""
    ) throws {
        folder = try TemporaryFolder()
        let data = dataFolder ?? directory.appendingPathComponent("data")
        let exports = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(shellQuoted($0.value))" }
        let unset = unsetting.isEmpty ? "" : "unset \(unsetting.joined(separator: " "));"
        let script = """
            cd '\(directory.path)'; export HOME='\(directory.path)' TERM=xterm-256color LANG=C.UTF-8 AICHATS_DATA_DIR='\(data.path)' \(exports.joined(separator: " ")); \(unset)
            \(umask.map { "umask \($0);" } ?? "") echo $$ > pid; exec 3>&1; ( \(prelude) exec '\(Self.binary.path)' \(arguments) ); status=$?; stty -a | tr '\\n' ' '; echo; echo "EXIT=$status"; sleep 600
            """
        // The tmux server would inherit an output pipe and keep it open, so its output goes nowhere.
        // It would also keep every descriptor the test process had open without close-on-exec (a
        // feed server's listening socket, still accepting after that server stopped), so bash
        // closes all but 0-2 before it runs tmux.
        let start = ["tmux", "-S", socket, "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", name, "sh", "-c", script]
        let closing = #"for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; exec "$@""#
        try Self.shell((["bash", "-c", closing, "bash"] + start).map(shellQuoted).joined(separator: " ") + " >/dev/null")
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// The built binary, next to the test bundle.
    static var binary: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("aichats")
            if FileManager.default.isExecutableFile(atPath: candidate.path),
               !candidate.hasDirectoryPath { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/aichats")
    }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

    func screen() throws -> String { try Self.shell(captureLine) }

    private var captureLine: String { tmuxLine(["capture-pane", "-p", "-J", "-t", name]) }

    /// A tmux format value of the pane, e.g. `#{alternate_on}`.
    func value(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The shell's pid, which `exec`s nothing: the app runs as its child.
    func appPID() throws -> pid_t? {
        let shell = try String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try Self.shell("pgrep -P " + shellQuoted(shell))
        return children.split(separator: "\n").compactMap { pid_t($0) }.first
    }

    /// Waits up to `seconds` for text to leave the screen.
    @discardableResult
    func waitUntilGone(_ text: String, seconds: Double = 10) async throws -> Bool {
        try await eventually(seconds) { !$0.contains(text) }
    }

    /// Waits up to `seconds` for text to appear on screen.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10) async throws -> Bool {
        try await eventually(seconds) { $0.contains(text) }
    }

    /// Sends `keys`, then waits up to `seconds` for `text` to appear on screen.
    func press(_ keys: String..., until text: String, seconds: Double = 10) async throws -> Bool {
        try tmux(["send-keys", "-t", name] + keys)
        return try await waitFor(text, seconds: seconds)
    }

    /// Looks at the screen every 50 ms until `condition` holds or `seconds` pass. Neither the
    /// looks (tmux runs on a thread of its own) nor the sleeps between them hold a thread of the
    /// concurrency pool, so other suites' tests keep running on a machine with few cores.
    private func eventually(_ seconds: Double, _ condition: (String) -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if try await condition(screenOffPool()) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await condition(screenOffPool())
    }

    private func screenOffPool() async throws -> String {
        guard let run = await runShellOffPool(captureLine) else { throw POSIXError(.EIO) }
        return run.output
    }

    /// Runs a tmux command on this session's server.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String { try Self.shell(tmuxLine(arguments)) }

    private func tmuxLine(_ arguments: [String]) -> String {
        (["tmux", "-S", socket] + arguments).map(shellQuoted).joined(separator: " ")
    }

    /// Runs a command line and returns its output, whatever its exit status.
    @discardableResult
    static func shell(_ command: String) throws -> String {
        guard let run = runShell(command) else { throw POSIXError(.EIO) }
        return run.output
    }
}
