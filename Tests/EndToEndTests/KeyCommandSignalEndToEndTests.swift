import Foundation
import TestSupport
import Testing

/// A key command runs in a process group of its own, which the terminal's Ctrl-C does not reach:
/// a signal that ends aichats while it waits for one must end the command too, not leave it
/// running (a `pass` asking for its passphrase, say).
@Suite("A signal while a key command runs", .serialized)
struct KeyCommandSignalEndToEndTests {
    /// A config file whose backend `keyed` has a key command that writes its pid to `pidFile`
    /// and sleeps; `others` come first, with no key. The app starts with the first backend.
    static func config(others: [String] = [], keyed: String, pidFile: String) throws -> ConfigEndToEndTests.ConfigFolder {
        let backends = (others + [keyed]).map { "[backends.\($0)]\nbase_url = \"http://127.0.0.1:9/v1\"\nmodel = \"m\"\n" }
        return try ConfigEndToEndTests.ConfigFolder("default_backend = \"\((others + [keyed])[0])\"\n" + backends.joined()
            + "api_key_command = \"echo $$ > '\(pidFile)'; exec sleep 120\"\n")
    }

    /// The pid the key command wrote, once it has (within ten seconds).
    static func commandPID(_ pidFile: String) async -> pid_t? {
        for _ in 0..<100 {
            if let pid = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
                return pid
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return nil
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func theCommandEndsWithTheApp(_ signal: Int32) async throws {
        let marks = try TemporaryFolder(), pidFile = marks.path("command.pid")
        let config = try Self.config(keyed: "x", pidFile: pidFile)
        let session = try TmuxSession(environment: config.environment)
        #expect(try await session.waitFor("waiting for the api_key_command", seconds: 30))
        let command = try #require(await Self.commandPID(pidFile))
        let app = try #require(try session.appPID())
        kill(app, signal)
        let status = try await session.exitStatus(), screen = try session.screen()
        #expect(status == 128 + Int(signal), "the app ends of the signal, as without a command: \(screen)")
        #expect(await Self.ends(command), "the command's process is gone")
        try session.expectRestored()
    }

    /// The model picker reads another backend's key while the screen is up; quitting with Ctrl-C
    /// (a key, not a signal) must end that command too.
    @Test func aCommandTheModelPickerStartedEndsWithTheApp() async throws {
        let marks = try TemporaryFolder(), pidFile = marks.path("command.pid")
        let config = try Self.config(others: ["a"], keyed: "b", pidFile: pidFile)
        let session = try TmuxSession(environment: config.environment)
        try await session.pickSecondBackend()
        #expect(try await session.waitFor("Models of b"))
        let running = try #require(await Self.commandPID(pidFile), "the picker ran b's key command")
        try session.send("Escape")
        try await Task.sleep(for: .milliseconds(300))
        try session.send("C-c")
        #expect(try await session.exitStatus() == 0)
        #expect(await Self.ends(running), "the command's process is gone")
    }

    /// Whether `pid` is gone (not even a zombie) within five seconds.
    private static func ends(_ pid: pid_t) async -> Bool {
        for _ in 0..<50 {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            try? await Task.sleep(for: .milliseconds(100))
        }
        kill(pid, SIGKILL)
        return false
    }
}
