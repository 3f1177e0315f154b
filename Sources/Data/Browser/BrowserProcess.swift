import Domain
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Starts a browser with `posix_spawn`: the address is one argument, never through a shell, and
/// the browser gets no descriptor of the app's but 0, 1 and 2, an empty signal mask and the
/// default action for the signals the app ignores or handles.
enum BrowserProcess {
    /// How the browser meets the terminal.
    enum Placement {
        /// In the app's process group with the terminal as stdin, stdout and stderr (a text
        /// browser, while the app has given the terminal up).
        case foreground
        /// In its own process group with /dev/null as stdin, stdout and stderr, so nothing it
        /// prints reaches the app's screen and no key typed in the terminal reaches it.
        case background
    }

    /// Starts the program; the pid, or the reason it did not start.
    static func start(
        _ executable: URL, arguments: [String], environment: [String: String], placement: Placement
    ) -> Result<pid_t, BrowserFailure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if placement == .background {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        SpawnCloseFrom.add(to: &actions, from: STDERR_FILENO + 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if placement == .background {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable.path] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv + [nil], envp + [nil])
        guard status == 0 else {
            let name = executable.lastPathComponent
            return .failure(.cannotStart(program: name, reason: String(cString: strerror(status))))
        }
        return .success(pid)
    }
}
