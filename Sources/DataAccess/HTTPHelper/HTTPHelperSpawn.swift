import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Starts the helper with `posix_spawn`: its stdin and stdout are pipes to this process, its
/// stderr is /dev/null (it must not draw on the app's screen), every other descriptor is closed, it gets its own process group
/// (keys typed in the terminal are the app's) and default signal handling. Only the path is in
/// its argv; the request, API key included, goes through stdin.
enum HTTPHelperSpawn {
    /// A started helper: its pid and this side's ends of its pipes.
    struct Child {
        let pid: pid_t
        /// Writes to the helper's stdin.
        let input: Int32
        /// Reads the helper's stdout.
        let output: Int32
    }

    /// One spawn at a time, so a helper never inherits another helper's pipe ends in the moment
    /// between `pipe` and `FD_CLOEXEC`.
    /// (`pipe2`, which makes a pipe close-on-exec at once, is not in Swift's Glibc module.)
    private static let spawning = Mutex(())

    /// The pipes and the process, or why not.
    static func start(_ executable: URL, environment: [String: String]) throws(HTTPHelperLaunchError) -> Child {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw .missing }
        return try spawning.withLock { _ throws(HTTPHelperLaunchError) in
            try startAlone(executable, environment: environment)
        }
    }

    private static func startAlone(_ executable: URL, environment: [String: String]) throws(HTTPHelperLaunchError)
        -> Child
    {
        let toChild = try makePipe()
        let fromChild: (read: Int32, write: Int32)
        do {
            fromChild = try makePipe()
        } catch {
            closeAll(toChild.read, toChild.write)
            throw error
        }
        let result = spawn(executable, stdin: toChild.read, stdout: fromChild.write, environment: environment)
        closeAll(toChild.read, fromChild.write)
        switch result {
        case .success(let pid):
            return Child(pid: pid, input: toChild.write, output: fromChild.read)
        case .failure(let error):
            closeAll(toChild.write, fromChild.read)
            throw error
        }
    }

    private static func makePipe() throws(HTTPHelperLaunchError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .noPipes(errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private static func closeAll(_ descriptors: Int32...) {
        for descriptor in descriptors { close(descriptor) }
    }

    private static func spawn(
        _ executable: URL, stdin: Int32, stdout: Int32, environment: [String: String]
    ) -> Result<pid_t, HTTPHelperLaunchError> {
        // Nothing else of the app reaches the helper: not its database, not a socket, not a file
        // another thread is writing (which would make that file busy for exec while the helper runs).
        ProcessSpawn.start(
            executable, environment: environment, defaultSignals: [SIGPIPE, SIGXFSZ, SIGTERM, SIGINT, SIGHUP, SIGQUIT],
            ownProcessGroup: true
        ) { actions in
            posix_spawn_file_actions_adddup2(&actions, stdin, STDIN_FILENO)
            posix_spawn_file_actions_adddup2(&actions, stdout, STDOUT_FILENO)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        .mapError { .cannotStart($0.code) }
    }
}
