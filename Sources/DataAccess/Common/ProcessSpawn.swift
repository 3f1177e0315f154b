import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Starts a program with `posix_spawn`, as the app starts every child (the network helper, a
/// browser): the arguments go to it as they are, never through a shell; it gets no descriptor of
/// the app's but 0, 1 and 2 (`redirect` sets those up), an empty signal mask, and the default
/// action for `defaultSignals`, which the app ignores or handles itself.
enum ProcessSpawn {
    /// Starts the program; its pid, or the `errno` code of why it did not start. With
    /// `ownSession` it leads a session of its own (and so a process group of its own, whatever
    /// `ownProcessGroup` says): it has no controlling terminal, so it cannot open /dev/tty to
    /// draw over the app's screen or read keys meant for the app.
    static func start(
        _ executable: URL, arguments: [String] = [], environment: [String: String], defaultSignals: [Int32],
        ownProcessGroup: Bool, ownSession: Bool = false, redirect: (inout posix_spawn_file_actions_t) -> Void = { _ in }
    ) -> Result<pid_t, SpawnFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        redirect(&actions)
        SpawnCloseFrom.add(to: &actions, from: STDERR_FILENO + 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownSession {
            // Not with SETPGROUP: a session leader may not change its group (EPERM).
            flags |= Self.setSession
        } else if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable.path] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv + [nil], envp + [nil])
        return status == 0 ? .success(pid) : .failure(SpawnFailure(code: status))
    }
}

extension ProcessSpawn {
    /// glibc's `POSIX_SPAWN_SETSID` (2.26 and later), which its header shows only to `_GNU_SOURCE`.
    static let setSession: Int32 = 0x80
}

/// Why `posix_spawn` refused: its `errno` code.
struct SpawnFailure: Error {
    let code: Int32
}
