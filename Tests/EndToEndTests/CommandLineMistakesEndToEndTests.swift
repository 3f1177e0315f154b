import Foundation
import TestSupport
import Testing

/// One mistake on the command line gets one answer, whichever command meets it: the same exit
/// code, the setting the user set named, the usage of the command typed.
@Suite("aichats on the command line: mistakes")
struct CommandLineMistakesEndToEndTests {
    @Test func aWrongRefreshIntervalExits2ForTheAppAndForRender() throws {
        let data = try TemporaryFolder()
        // No feed list: nothing is refreshed (exit 1, said on stderr), but the database is made.
        #expect(try CommandRun(["refresh", "--data-dir", data.url.path]).status == 1)
        #expect(FileManager.default.fileExists(atPath: data.file().path))
        let wrong = ["AICHATS_REFRESH_MINUTES": "abc"]
        for arguments in [[], ["render", "explore"]] {
            let run = try CommandRun(arguments + ["--data-dir", data.url.path], environment: wrong)
            #expect(run.status == 2, "aichats \(arguments.joined(separator: " "))")
            #expect(run.errors.hasPrefix("aichats: AICHATS_REFRESH_MINUTES must be a whole number of minutes"))
        }
    }

    @Test("a data folder that is a file names AICHATS_DATA_DIR when that chose it", arguments: [[], ["news"], ["refresh"]])
    func theVariableThatChoseTheFolderIsNamed(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("not a folder", to: "afile")
        let byVariable = try CommandRun(arguments, environment: ["AICHATS_DATA_DIR": folder.path("afile")])
        #expect(byVariable.status == 1)
        #expect(byVariable.errors.hasSuffix("(it is a file, not a folder). Move the file away or point AICHATS_DATA_DIR elsewhere.\n"))
        let byOption = try CommandRun(arguments + ["--data-dir", folder.path("afile")])
        #expect(byOption.errors.hasSuffix("Move the file away or point --data-dir elsewhere.\n"))
    }

    @Test func aFolderThatCannotBeMadeIsNotAskedToHaveItsPermissionsFixed() throws {
        let run = try CommandRun(["--data-dir", "/proc/1/aichats-test"])
        #expect(run.status == 1)
        #expect(run.errors == "aichats: cannot create the data folder /proc/1/aichats-test (No such file or directory). Point --data-dir elsewhere.\n")
    }

    @Test func aDefaultDataFolderThatCannotBeMadeIsNamedWithTheFolderAtFault() throws {
        let run = try CommandRun([], environment: ["HOME": "/proc/1"])
        #expect(run.status == 1)
        #expect(run.errors == "aichats: cannot create the data folder /proc/1/.local/share/aichats: /proc/1/.local cannot be created "
            + "(No such file or directory). Point --data-dir elsewhere.\n")
    }

    @Test("an empty --data-dir prints the usage of the command it was given to", arguments: [
        (["news"], "Usage: aichats news "), (["refresh"], "Usage: aichats refresh "), (["render", "explore"], "Usage: aichats render "),
        ([], "Usage: aichats [--no-color] [--data-dir <folder>]"),
    ])
    func anEmptyDataFolderGetsTheCommandsUsage(arguments: [String], usage: String) throws {
        let run = try CommandRun(arguments + ["--data-dir", ""])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: --data-dir needs a folder; leave it out for the default one\n" + usage))
    }

    @Test func anUnknownCategoryListsTheCategories() throws {
        let categories = "assistant, man, woman, alien, dog, cat, robot, technology, business, science, sports, entertainment, world, bookmarks"
        let run = try CommandRun(["render", "category:bogus"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: unknown screen 'category:bogus'; category: takes one of \(categories)\n"))
        let help = try CommandRun(["help", "render"])
        #expect(help.output.replacingOccurrences(of: "\n", with: " ").contains(categories))
    }
}
