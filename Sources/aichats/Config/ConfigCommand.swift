import AppComposition
import ArgumentParser
import Foundation

/// `aichats config …`: where the config file is, whether it is right, what it amounts to. None
/// of these opens the database or starts the terminal.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show and check the config file (backends, keys, theme, refresh, browser).",
        discussion: """
            The config file is $XDG_CONFIG_HOME/aichats/config.toml (default \
            ~/.config/aichats/config.toml), in TOML: [backends.NAME] tables for OpenAI-compatible \
            servers, default_backend, [ui] and [feeds]. docs/config.example.toml explains every key. \
            AICHATS_BACKEND, AICHATS_API_BASE, AICHATS_MODEL and AICHATS_API_KEY override it.
            """,
        subcommands: [ConfigPathCommand.self, ConfigCheckCommand.self, ConfigShowCommand.self]
    )
}

/// `aichats config path`.
struct ConfigPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path", abstract: "Print where the config file is (whether or not it exists).")

    func run() throws {
        try output(AppConfigFile.location(environment: ProcessInfo.processInfo.environment).path)
    }
}

/// `aichats config check`.
struct ConfigCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the config file and the environment as a start would.",
        discussion: """
            Prints "ok" and a summary (exit 0), or the problem with the file, the line and the key \
            (exit 2). Every backend's key is read: api_key_command runs, api_key_env must be set.
            """)

    func run() throws {
        try output(RuntimeFailure.startingWith { () throws(StartupFailure) in
            try ConfigCheck.run(environment: ProcessInfo.processInfo.environment)
        })
    }
}

/// `aichats config show`.
struct ConfigShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print the configuration in effect, after the environment's overrides.",
        discussion: "Keys written in the file show as ***; no api_key_command is run.")

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let text = try RuntimeFailure.startingWith { () throws(StartupFailure) in
            try ConfigShow.text(try ChatSettings.read(environment: environment), environment: environment)
        }
        try output(text, terminator: "")
    }
}
