import ArgumentParser
import Domain

/// `aichats bogus`, `aichats feeds bogus`: a word where a command is expected that names none.
/// The argument parser answers with its usage block ("Error: Unexpected argument"); this says it
/// in the sentence `aichats help bogus` gives, one style for the same mistake.
enum UnknownCommand {
    /// A usage failure when a word where a command is expected names none; nil otherwise, and
    /// for a `help` command line (`HelpTopic.check` reads those).
    static func check(_ arguments: ArraySlice<String>) -> UsageFailure? {
        guard arguments.first != "help" else { return nil }
        var within = "aichats"
        var commands = AichatsCommand.configuration.subcommands
        var words = arguments
        while !commands.isEmpty, let word = words.popFirst() {
            if word.hasPrefix("-") {
                // The one option before a command that takes a value.
                if word == "--data-dir" { _ = words.popFirst() }
                continue
            }
            if within == "aichats", word == "help" { return nil }
            guard let command = commands.first(where: { $0._commandName == word }) else {
                return failure(within: within, word: word, commands: commands)
            }
            within += " " + word
            commands = command.configuration.subcommands
        }
        return nil
    }

    /// "'aichats' has no command 'bogus'; its commands are render, …, backends and help".
    static func failure(within: String, word: String, commands: [any ParsableCommand.Type]) -> UsageFailure {
        var known = commands.map { $0._commandName }
        if within == "aichats" { known.append("help") }
        return UsageFailure(message: "'\(within)' has no command '\(ControlEscapes.visible(word))'; its commands are "
            + known.dropLast().joined(separator: ", ") + " and " + (known.last ?? ""))
    }
}
