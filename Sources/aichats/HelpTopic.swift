import ArgumentParser
import Domain

/// `aichats help <command>…`: the argument parser prints the main help and exits 0 for a command
/// it does not know, so `aichats help bogus` would look like an answer. This names the word.
enum HelpTopic {
    /// A usage failure when the words after `help` do not name a command, nil otherwise.
    static func check(_ arguments: ArraySlice<String>) -> UsageFailure? {
        guard arguments.first == "help" else { return nil }
        var within = "aichats"
        var commands = AichatsCommand.configuration.subcommands
        for word in arguments.dropFirst() where !word.hasPrefix("-") && !commands.isEmpty {
            guard let command = commands.first(where: { $0._commandName == word }) else {
                let known = commands.map { $0._commandName }
                return UsageFailure(message: "'\(within)' has no command '\(UntrustedText.clean(word))'; its commands are "
                    + known.dropLast().joined(separator: ", ") + " and " + (known.last ?? ""))
            }
            within += " " + word
            commands = command.configuration.subcommands
        }
        return nil
    }
}
