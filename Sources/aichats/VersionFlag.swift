import ArgumentParser
import Domain

/// `--version` prints the version whatever else the command line holds; a word beside it
/// (`aichats --version extra`, `aichats render explore --version`) is a mistake, said as one.
enum VersionFlag {
    /// A usage failure when `--version` stands beside a word that is not a command on its way
    /// (`aichats feeds --version` is fine), nil otherwise.
    static func check(_ arguments: ArraySlice<String>) -> UsageFailure? {
        let words = arguments.prefix { $0 != "--" }
        guard words.contains("--version") else { return nil }
        var commands = AichatsCommand.configuration.subcommands
        var rest = words
        while let word = rest.first, let command = commands.first(where: { $0._commandName == word }) {
            commands = command.configuration.subcommands
            rest = rest.dropFirst()
        }
        guard let extra = rest.first(where: { $0 != "--version" }) else { return nil }
        return UsageFailure(message: "--version stands alone ('aichats --version'); '\(ControlEscapes.visible(extra))' is one word too many")
    }
}
