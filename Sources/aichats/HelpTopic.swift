import ArgumentParser
import Domain

/// `aichats help <command>…`: the argument parser prints the main help and exits 0 for a command
/// it does not know, so `aichats help bogus` would look like an answer. This names the word, and
/// one after a command that has no subcommands (`aichats help render explore`).
enum HelpTopic {
    /// `aichats help help`: what the help command does.
    static let ownHelp = """
        OVERVIEW: Show a command's help.

        USAGE: aichats help [<command> ...]

          'aichats help feeds add' prints what 'aichats feeds add --help' prints, and \
        'aichats feeds help add' does the same; 'aichats help' alone prints 'aichats --help'.
        """

    /// `arguments` with a `help` typed after the commands it is about (`feeds help add`) moved
    /// in front (`help feeds add`), as the argument parser takes it only there. Not after a
    /// command without subcommands, where `help` is a value (`render help`, the Help screen).
    static func movedFirst(_ arguments: [String]) -> [String] {
        // The plain start reads no command tree (see `PlainStart`).
        guard arguments.dropFirst().contains("help") else { return arguments }
        var commands = AichatsCommand.configuration.subcommands
        for (index, word) in arguments.enumerated() {
            if word == "help", index > 0, !commands.isEmpty {
                return ["help"] + arguments[..<index] + arguments[(index + 1)...]
            }
            guard let command = commands.first(where: { $0._commandName == word }) else { break }
            commands = command.configuration.subcommands
        }
        return arguments
    }

    /// A usage failure when the words after `help` do not name a command, nil otherwise.
    static func check(_ arguments: ArraySlice<String>) -> UsageFailure? {
        guard arguments.first == "help" else { return nil }
        var within = "aichats"
        var commands = AichatsCommand.configuration.subcommands
        for word in arguments.dropFirst() where !word.hasPrefix("-") {
            if within == "aichats help" || commands.isEmpty {
                return UsageFailure(message: "'\(within)' has no commands; '\(ControlEscapes.visible(word))' is one word too many")
            }
            if within == "aichats", word == "help" {
                within += " help"
                continue
            }
            guard let command = commands.first(where: { $0._commandName == word }) else {
                return UnknownCommand.failure(within: within, word: word, commands: commands)
            }
            within += " " + word
            commands = command.configuration.subcommands
        }
        return nil
    }
}
