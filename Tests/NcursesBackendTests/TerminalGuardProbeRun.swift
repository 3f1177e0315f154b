import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One run of `terminal-guard-probe` on a pty of its own: how it ended, what it wrote to the
/// terminal, and the terminal's modes afterwards.
struct TerminalGuardProbeRun {
    /// How a process ended.
    enum End: Equatable {
        case exited(Int32)
        case killed(by: Int32)
    }

    let end: End
    /// Everything the probe wrote to the terminal.
    let output: String
    /// The terminal's local modes before the probe ran and after it ended.
    let modesBefore: tcflag_t
    let modesAfter: tcflag_t

    /// Runs the probe with `arguments`; `whenStopped` is called if it stops (and must continue it).
    init(_ arguments: [String], whenStopped: (pid_t) -> Void = { _ in }) throws {
        var controller: Int32 = -1, terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { throw ProbeError.noTerminal(errno) }
        defer {
            close(controller)
            close(terminal)
        }
        var modes = termios()
        tcgetattr(terminal, &modes)
        modesBefore = modes.c_lflag
        let pid = try Self.spawn(arguments, terminal: terminal)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WUNTRACED)
            if result < 0, errno == EINTR { continue }
            guard result == pid else { throw ProbeError.lost(errno) }
            // WIFSTOPPED: the low byte is 0x7f.
            guard status & 0xff == 0x7f else { break }
            whenStopped(pid)
        }
        // WIFEXITED: no signal in the low 7 bits.
        end = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .killed(by: status & 0x7f)
        output = Self.readAll(controller)
        tcgetattr(terminal, &modes)
        modesAfter = modes.c_lflag
    }

    /// The probe's path: next to the test bundle, where `swift build --build-tests` puts it.
    static var executable: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("terminal-guard-probe").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return ".build/debug/terminal-guard-probe"
    }

    /// Starts the probe with the terminal as stdin, stdout and stderr, in a process group of its
    /// own (so a stop is not refused), every signal at its default action and none blocked.
    private static func spawn(_ arguments: [String], terminal: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, terminal, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], environ)
        guard status == 0 else { throw ProbeError.cannotStart(status) }
        return pid
    }

    /// What is waiting on the controlling side of the pty; the probe has ended, so it is all.
    private static func readAll(_ controller: Int32) -> String {
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(controller, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer.prefix(count)
        }
        return String(decoding: output, as: UTF8.self)
    }
}

enum ProbeError: Error {
    case noTerminal(Int32)
    case cannotStart(Int32)
    case lost(Int32)
}
