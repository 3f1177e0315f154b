import ConfigFile
import DataAccess
import Domain
import Foundation
import Synchronization

/// The backends' API keys, each read once when first needed (a command such as `pass` may ask
/// for a passphrase) and kept in memory. No description shows a key.
public final class BackendKeys: Sendable, CustomStringConvertible, CustomReflectable {
    private let environment: [String: String]
    /// `environment` without the variables that hold keys (`ChatSettings.keyVariables`): what
    /// an `api_key_command` gets, as every other program the app starts.
    private let commandEnvironment: [String: String]
    /// Runs a key command with the environment, without a terminal when the Bool says so; the
    /// closure is told when it is slow to answer.
    typealias CommandRunner = @Sendable (String, [String: String], Bool, (() -> Void)?) throws(KeyCommand.Failure) -> String
    private let runCommand: CommandRunner
    private let known = Mutex<[String: String]>([:])

    init(
        environment: [String: String], keyVariables: [String],
        runCommand: @escaping CommandRunner = { command, environment, withoutTerminal, whileWaiting throws(KeyCommand.Failure) in
            try KeyCommand.run(command, environment: environment, withoutTerminal: withoutTerminal, whileWaiting: whileWaiting)
        }
    ) {
        self.environment = environment
        commandEnvironment = environment.filter { !keyVariables.contains($0.key) }
        self.runCommand = runCommand
    }

    /// What a failing `api_key_command` that ran behind the screen adds to its reason: it may
    /// have wanted to ask for a passphrase, which it cannot there.
    static let noTerminalAdvice = "; an api_key_command cannot ask for input while aichats runs: make this backend "
        + "the default one (its key is read before the screen starts), or let an agent such as gpg-agent keep "
        + "the passphrase (`aichats config check` reads every key first, asking on the terminal)"

    /// The key of `backend`, nil when it has none; the error names the backend and the source.
    /// `waitNotice` gets a line to show when its `api_key_command` is slow to answer (before
    /// the screen is taken, or from a command: never while the app draws).
    public func key(for backend: BackendConfig, waitNotice: (@Sendable (String) -> Void)? = nil) throws(BackendKeyError) -> String? {
        try key(for: backend, withoutTerminal: false, waitNotice: waitNotice)
    }

    /// As `key(for:)`, for the app while its screen is up: an `api_key_command` runs with no
    /// controlling terminal, so a prompt on /dev/tty cannot draw over the screen; when it gives
    /// no key, the error says that it cannot ask for input there, and what to do instead.
    public func keyBehindTheScreen(for backend: BackendConfig) throws(BackendKeyError) -> String? {
        try key(for: backend, withoutTerminal: true, waitNotice: nil)
    }

    private func key(
        for backend: BackendConfig, withoutTerminal: Bool, waitNotice: (@Sendable (String) -> Void)?
    ) throws(BackendKeyError) -> String? {
        let name = backend.name
        if let key = known.withLock({ $0[name] }) { return key }
        let key: String?
        switch backend.key {
        case .none: key = nil
        case .literal(let text): key = text
        case .environment(let variable):
            guard let value = environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
                throw BackendKeyError(backend: name, reason: "the variable \(variable) (api_key_env) is not set")
            }
            key = value
        case .command(let command):
            do {
                let notice = waitNotice.map { show in {
                    show("aichats: waiting for the api_key_command of backend \(name) (`\(KeyCommandText.redacted(command))`), "
                        + "at most \(KeyCommand.defaultTimeout.components.seconds) s; Ctrl-C stops")
                } }
                key = try runCommand(command, commandEnvironment, withoutTerminal, notice)
            } catch {
                let advice = withoutTerminal ? Self.noTerminalAdvice : ""
                throw BackendKeyError(
                    backend: name,
                    // What the command wrote to stderr may repeat its key (`set -x`).
                    reason: "api_key_command `\(KeyCommandText.redacted(command))` gave no key: "
                        + "\(KeyCommandText.redacted(error.reason))\(advice)")
            }
        }
        if let key, let problem = Self.controlProblem(in: key, from: backend.key) {
            throw BackendKeyError(backend: name, reason: problem)
        }
        if let key { known.withLock { $0[name] = key } }
        return key
    }

    /// Why `key` cannot be sent, or nil. It goes into a header line (`Authorization`, or
    /// `key_header`'s): a line break in it would end that line and make the rest headers of
    /// their own, sent to the server with whatever they hold (a `pass` entry's login, a second
    /// secret). The message names the kind of character, never the key.
    static func controlProblem(in key: String, from source: APIKeySource) -> String? {
        guard let scalar = key.unicodeScalars.first(where: UntrustedText.isControlOrBidi) else { return nil }
        let what = scalar == "\n" || scalar == "\r" ? "a line break" : ControlEscapes.escape(scalar)
        return "the key from \(source.setting ?? "the configuration") holds a control character (\(what)), "
            + "which would break the request's headers; it was not sent. Give the key on one line, without control characters"
    }

    /// Ends an `api_key_command` still running as aichats quits (one the model picker started).
    public static func stopRunningCommand() { KeyCommand.stopRunning() }

    public var description: String { "BackendKeys(\(known.withLock { $0.keys.sorted() }.joined(separator: ", ")))" }
    public var customMirror: Mirror { Mirror(self, children: ["keys": description]) }
}

/// Why a backend has no key.
public struct BackendKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    public let backend: String
    public let reason: String

    public var description: String { "backend \(backend): \(reason)" }
}
