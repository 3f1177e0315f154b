import Domain
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Starts a browser or the editor with `posix_spawn`: the address or file is one argument, never
/// through a shell, and the program gets no descriptor of the app's but 0, 1 and 2, an empty
/// signal mask and the default action for the signals the app ignores or handles.
enum ExternalProgram {
    /// How the program meets the terminal.
    enum Placement {
        /// In the app's process group with the terminal as stdin, stdout and stderr (a text
        /// browser or the editor, while the app has given the terminal up).
        case foreground
        /// In its own process group with /dev/null as stdin, stdout and stderr, so nothing it
        /// prints reaches the app's screen and no key typed in the terminal reaches it.
        case background
    }

    /// Starts the program; the pid, or the reason it did not start.
    static func start(
        _ executable: URL, arguments: [String], environment: [String: String], placement: Placement
    ) -> Result<pid_t, BrowserFailure> {
        ProcessSpawn.start(
            executable, arguments: arguments, environment: environment,
            defaultSignals: [SIGPIPE, SIGXFSZ, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU],
            ownProcessGroup: placement == .background
        ) { actions in
            guard placement == .background else { return }
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        .mapError { .cannotStart(program: executable.lastPathComponent, reason: String(cString: strerror($0.code))) }
    }
}
