import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs an `api_key_command` (`pass show openai`) with `/bin/sh -c`: the first line of its
/// standard output, trimmed, is the key (as `pass -c` and git's credential helpers read it: a
/// `pass` entry holds metadata such as `login:` and `url:` on the lines after the password, which
/// must not travel with the key). The key comes back through a pipe, so it never stands on a command line;
/// stdin is /dev/null, and the command gets its own process group, killed whole after `timeout`
/// or when a signal ends aichats meanwhile (`KeyCommandInterruption`). While the app's screen is
/// up a command runs `withoutTerminal`: a prompt on /dev/tty would draw over the screen and race
/// the app for the keys, so it fails instead.
public enum KeyCommand {
    /// Why the command gave no key, in words for a message that names the backend.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// How long a command may take before `whileWaiting` is told: `pass` answers at once from
    /// gpg-agent's cache, and asks for a passphrase otherwise.
    public static let patience: Duration = .seconds(1)
    /// The longest a command may take: time to type a passphrase into a graphical pinentry.
    public static let defaultTimeout: Duration = .seconds(60)

    /// Ends the command being waited for, if one runs, so that it does not outlive aichats.
    public static func stopRunning() { KeyCommandInterruption.killAwaited() }

    /// The first line of `command`'s output, trimmed; throws when it cannot start, exits non-zero, is killed,
    /// outlasts `timeout` or prints nothing. `whileWaiting` is called once when the command has
    /// not answered after `patience`, so that a caller can say what the wait is for.
    /// `withoutTerminal` runs it in a session of its own, with no controlling terminal.
    public static func run(
        _ command: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        timeout: Duration = defaultTimeout, withoutTerminal: Bool = false, whileWaiting: (() -> Void)? = nil
    ) throws(Failure) -> String {
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw Failure(reason: "no pipe (\(String(cString: strerror(errno))))") }
        guard pipe(&errors) == 0 else {
            output.forEach { close($0) }
            throw Failure(reason: "no pipe (\(String(cString: strerror(errno))))")
        }
        let interruption = KeyCommandInterruption()
        let started = ProcessSpawn.start(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", command], environment: environment,
            defaultSignals: [SIGPIPE, SIGXFSZ, SIGTERM, SIGINT, SIGHUP, SIGQUIT], ownProcessGroup: true,
            ownSession: withoutTerminal
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)
        }
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        let pid: pid_t
        switch started {
        case .success(let child): pid = child
        case .failure(let failure):
            interruption.end()
            throw Failure(reason: "/bin/sh could not start (\(String(cString: strerror(failure.code))))")
        }
        interruption.attach(pid)
        let read = KeyCommandOutput.read(
            output: output[0], errors: errors[0], deadline: .now + timeout,
            patience: whileWaiting.map { (.now + patience, $0) })
        if read.timedOut { kill(-pid, SIGKILL) }
        let exit = ChildExit.blockingWait(for: pid)
        interruption.end()
        if read.timedOut { throw Failure(reason: "it gave no answer within \(timeout.components.seconds) s") }
        let printed = String(decoding: read.output, as: UTF8.self)
        let message = firstLine(read.errors, hiding: firstLineOfOutput(printed))
        switch exit {
        case .exited(0): break
        case .exited(let status): throw Failure(reason: "it exited with status \(status)" + message)
        case .killed(let signal): throw Failure(reason: "it was killed by signal \(signal)" + message)
        }
        guard !printed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw Failure(reason: "it printed nothing" + message)
        }
        let key = firstLineOfOutput(printed)
        guard !key.isEmpty else { throw Failure(reason: "its first line is empty (the key is read from the first line)" + message) }
        return key
    }

    /// The text before the first line break (LF, CR LF or a lone CR), without the spaces and tabs
    /// around it.
    static func firstLineOfOutput(_ output: String) -> String {
        let line = output.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }
        return String(String.UnicodeScalarView(line)).trimmingCharacters(in: .whitespaces)
    }

    /// `: ` and the first line the command wrote to stderr (cleaned, at most 200 characters), or "".
    /// `printed`, the first line of its output (the key, when the command failed after printing
    /// it), shows as `***` there, as a helper run with `set -x` repeats it; the caller masks the
    /// words that look like keys.
    private static func firstLine(_ bytes: [UInt8], hiding printed: String) -> String {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let clean = String(String.UnicodeScalarView(line.unicodeScalars.filter { $0.properties.generalCategory != .control }))
            .trimmingCharacters(in: .whitespaces)
        let hidden = printed.count >= 8 ? clean.replacingOccurrences(of: printed, with: "***") : clean
        return hidden.isEmpty ? "" : ": " + String(hidden.prefix(200))
    }
}
