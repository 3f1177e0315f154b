import TestSupport

/// The folders of a suite that runs `aichats feeds …`: the feed list's, and a data folder that
/// must never be made, as these commands do not open the database.
struct FeedsCommandLineFolders {
    let config: TemporaryFolder
    let data: TemporaryFolder

    init() throws {
        config = try TemporaryFolder()
        data = try TemporaryFolder(made: false)
    }
}

/// The suites that run `aichats feeds …` as a script does: the feed list in `config`, and a
/// data folder that must never be made (`FeedsCommandLineFolders`).
protocol FeedsCommandLineRunning {
    var folders: FeedsCommandLineFolders { get }
}

extension FeedsCommandLineRunning {
    var config: TemporaryFolder { folders.config }
    var data: TemporaryFolder { folders.data }

    func feeds(_ arguments: String...) throws -> CommandRun {
        try CommandRun(["feeds"] + arguments, environment: ["XDG_CONFIG_HOME": config.url.path, "AICHATS_DATA_DIR": data.url.path])
    }

    var urls: String { (try? config.text("aichats/urls")) ?? "" }
}
