import TestSupport

/// The suites that run `aichats feeds …` as a script does: the feed list in `config`, and a
/// data folder that must never be made, as these commands do not open the database.
protocol FeedsCommandLineRunning {
    var config: TemporaryFolder { get }
    var data: TemporaryFolder { get }
}

extension FeedsCommandLineRunning {
    func feeds(_ arguments: String...) throws -> CommandRun {
        try CommandRun(["feeds"] + arguments, environment: ["XDG_CONFIG_HOME": config.url.path, "AICHATS_DATA_DIR": data.url.path])
    }

    var urls: String { (try? config.text("aichats/urls")) ?? "" }
}
