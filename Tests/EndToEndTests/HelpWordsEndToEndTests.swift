import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// `help` and `--version` wherever a user types them: help after a command as before it, and no
/// word beside them ignored without a word.
@Suite("aichats help and --version, as typed")
struct HelpWordsEndToEndTests {
    @Test("help after a command is help about it", arguments: [
        (["feeds", "help"], ["help", "feeds"]), (["feeds", "help", "add"], ["help", "feeds", "add"]),
        (["config", "help"], ["help", "config"]),
    ])
    func helpAfterACommand(typed: [String], same: [String]) throws {
        let run = try CommandRun(typed), other = try CommandRun(same)
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(!run.output.isEmpty && run.output == other.output)
    }

    @Test func renderHelpStillRendersTheHelpScreen() throws {
        let run = try CommandRun(["render", "help", "--size", "60x16"])
        #expect(run.status == 0)
        #expect(run.output.contains("Keys"))
    }

    @Test func helpHelpSaysWhatHelpDoes() throws {
        let run = try CommandRun(["help", "help"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: aichats help [<command> ...]"))
    }

    @Test("a word after a command without subcommands is a mistake", arguments: [
        (["help", "render", "explore"], "aichats: 'aichats render' has no commands; 'explore' is one word too many\n"),
        (["help", "feeds", "add", "x"], "aichats: 'aichats feeds add' has no commands; 'x' is one word too many\n"),
        (["help", "help", "feeds"], "aichats: 'aichats help' has no commands; 'feeds' is one word too many\n"),
    ])
    func aWordTooManyAfterHelp(arguments: [String], message: String) throws {
        let run = try CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == message)
    }

    @Test func versionStandsAloneOrAfterCommands() throws {
        for arguments in [["--version"], ["feeds", "--version"]] {
            let run = try CommandRun(arguments)
            // The data format too: builds of one version may differ in which data folders they open.
            #expect(run.status == 0 && run.output == "\(AppVersion.string) (data format \(AppDatabase.dataFormat))\n")
        }
        for (arguments, extra) in [(["--version", "extra"], "extra"), (["render", "explore", "--version"], "explore")] {
            let run = try CommandRun(arguments)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors == "aichats: --version stands alone ('aichats --version'); '\(extra)' is one word too many\n")
        }
    }
}
