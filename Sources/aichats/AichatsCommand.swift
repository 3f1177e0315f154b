import AppComposition
import ArgumentParser
import Domain
import Foundation
import Logging

/// The `aichats` command line: starts the app, renders one screen as text, or edits the feed list.
struct AichatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aichats",
        abstract: "Browse AI chat personas and news, and chat with them, in your terminal.",
        usage: """
            aichats [--no-color] [--data-dir <folder>]    start the app
            aichats render <screen> [<options>]           print one screen as text
            aichats feeds add|list|remove|import|export   show and change the feed list
            aichats refresh                               fetch every feed into the cache
            aichats news [--unread] [--json] [<options>]  print the cached items
            aichats config path|check|show                the config file
            aichats backends [--detect]                   list and check the chat backends
            aichats help [<command> ...]                  a command's help, as <command> --help
            """,
        discussion: """
            Run aichats with no subcommand to start the app.

            Keys: arrows or j/k move, Tab switches section, Enter opens, / filters a list or searches a text, Esc goes back, \
            ? shows every key, q quits. NO_COLOR in the environment turns colours off; on a light \
            background, set theme = "light" under [ui] in the config file.

            Replies come from an offline persona. To use OpenAI-compatible servers instead \
            (Ollama, llama.cpp, vLLM, LM Studio, LiteLLM, OpenAI), name them in the config file \
            (aichats config path; see docs/config.example.toml), or set AICHATS_API_BASE (e.g. \
            http://localhost:11434/v1), and AICHATS_API_KEY and AICHATS_MODEL when it needs them.
            """,
        version: VersionText.full,
        subcommands: [
            RenderCommand.self, FeedsCommand.self, RefreshCommand.self, NewsCommand.self, ConfigCommand.self,
            BackendsCommand.self,
        ]
    )

    @OptionGroup var display: DisplayOptions

    @OptionGroup var dataFolder: DataFolderOption

    /// Starts the interactive app. The empty folder is refused here, not in `validate()`: the
    /// root command also reads a subcommand's `--data-dir`, and its usage would stand for the
    /// subcommand's.
    func run() async throws {
        try dataFolder.check()
        try await PlainStart(noColor: display.noColor, dataDir: dataFolder.dataDir).run()
    }
}

/// `--data-dir`, for the app and `render` alike (given before or after `render`).
struct DataFolderOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The folder for the database (default: $AICHATS_DATA_DIR, else $XDG_DATA_HOME/aichats, else ~/.local/share/aichats).",
        valueName: "folder"))
    var dataDir: String?

    /// An empty folder is a mistake (an unset shell variable, say), not the default. Each command
    /// calls it from its own `validate()`, so the usage printed is that command's.
    func check() throws {
        if dataDir?.isEmpty == true { throw ValidationError("--data-dir needs a folder; leave it out for the default one") }
    }

    /// The data folder: this option, else the environment's choice.
    var resolved: URL { DataDirectory.resolve(explicit: dataDir, environment: ProcessInfo.processInfo.environment) }

    /// What a message names to choose another folder: this option, or the variable that chose it.
    var setting: String { DataDirectory.setting(explicit: dataDir, environment: ProcessInfo.processInfo.environment) }

    /// For `news`, which only reads the folder: a folder named by `--data-dir` or
    /// `AICHATS_DATA_DIR` that is not there is more likely a typo than a fresh start, whichever of
    /// the two named it (a cron line's empty output would read as "no news"). The app and
    /// `refresh` make the folder; `render` shows sample data and says there is none.
    func requireNamedFolder() throws(RuntimeFailure) {
        let environment = ProcessInfo.processInfo.environment
        guard let named = [dataDir, environment["AICHATS_DATA_DIR"]].compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return }
        // A file there is said by the opening, with what it is.
        if FileManager.default.fileExists(atPath: resolved.path) { return }
        if let problem = DataDirectory.brokenLink(resolved) {
            throw RuntimeFailure(
                message: "\(ControlEscapes.visible(resolved.path)) \(problem). Fix or remove the link, or point \(setting) elsewhere.")
        }
        throw RuntimeFailure(message: "there is no folder \(ControlEscapes.visible(named)) (\(setting))")
    }

    /// The feed list and the cache of this folder, for `news` and `refresh`; a failure ends the
    /// command with its message and exit code.
    func feedServices(
        environment: [String: String], create: Bool, maximumPerFeed: Int? = nil
    ) throws(RuntimeFailure) -> FeedCommandServices {
        let services = try RuntimeFailure.startingWith { () throws(StartupFailure) in
            try FeedCommandServices.open(
                dataFolder: resolved, environment: environment, create: create, folderSetting: setting, maximumPerFeed: maximumPerFeed)
        }
        // Said where the app would say it: an older aichats cannot open the folder any more, say.
        if !services.notes.isEmpty {
            let log = LogFile(url: LogFile.location(explicitDataDir: dataDir, environment: environment))
            let logger = FileLogHandler.logger(writingTo: log)
            for note in services.notes {
                StandardStream.writeError("aichats: " + note.text)
                if note.isWarning { logger.warning("\(note.logLine)") } else { logger.notice("\(note.logLine)") }
            }
        }
        return services
    }
}

/// Options every subcommand shares.
struct DisplayOptions: ParsableArguments {
    @Flag(name: .long, help: "Use no colours, only bold, dim, reverse and underline (also NO_COLOR).")
    var noColor = false
}
