import AppComposition
import Domain
import Foundation
import Logging
import NcursesBackend
import Presentation
import TerminalUI

/// One interactive session on the real terminal; the terminal is restored however it ends.
@MainActor
enum InteractiveSession {
    /// Checks the settings (the config file, the backend variables) before anything is opened, then opens the data folder, checks
    /// the terminal (`TERM`) before anything is drawn, and runs the app. Throws `QuitBySignal`
    /// after a clean shutdown that a quit signal asked for.
    static func run(useColor: Bool, dataFolder: URL, folderSetting: String, logFile: URL) async throws {
        let environment = ProcessInfo.processInfo.environment
        let settings: ChatSettings
        do {
            settings = try ChatSettings.load(environment: environment)
            try AppDependencies.checkBackendSettings(environment: environment, settings: settings)
            try AppDependencies.checkDataFolder(dataFolder, folderSetting: folderSetting)
            // No program the app starts (the network helper, a browser) inherits a key.
            for variable in settings.keyVariables { unsetenv(variable) }
        } catch {
            throw RuntimeFailure(message: error.message, exitCode: error.exitCode)
        }
        let log = LogFile(url: logFile)
        let logger = FileLogHandler.logger(writingTo: log)
        logger.info("aichats \(VersionText.full) starting", metadata: ["data": "\(dataFolder.path)"])
        var deps: AppDependencies
        do {
            let withoutKeys = environment.filter { !settings.keyVariables.contains($0.key) }
            deps = try AppDependencies.live(
                dataFolder: dataFolder, logger: logger, environment: withoutKeys, settings: settings, folderSetting: folderSetting)
        } catch {
            logger.error("could not start: \(error.message)")
            throw RuntimeFailure(message: error.message, exitCode: error.exitCode)
        }
        logger.info("replies from \(deps.responder.logDescription)")
        let readOnly = deps.readOnlyNotice
        if let readOnly { logger.error("\(readOnly.text)") }
        let emptied = deps.emptyDatabaseNotice
        if let emptied { logger.error("\(emptied.text)") }
        let notes = deps.startNotes
        for note in notes {
            if note.isWarning { logger.warning("\(note.logLine)") } else { logger.notice("\(note.logLine)") }
        }
        // The profile, which chooses the first screen, is read while the terminal opens.
        let profiles = deps.profiles
        async let startingPath = Application.startingPath(profiles: profiles)
        let terminal: NcursesTerminal
        do {
            // Checks the terminal type before anything is written to the terminal.
            terminal = try NcursesTerminal(
                useColor: useColor && settings.usesColor, reportsMouse: settings.ui.mouse == true,
                cursorFollowsFocus: settings.ui.screenReader == true)
        } catch {
            logger.error("could not start: \(error.description)")
            throw RuntimeFailure(message: error.description)
        }
        defer { terminal.shutdown() }
        let router = Router(path: await startingPath)
        deps.clipboard = OSC52Clipboard(
            environment: ProcessInfo.processInfo.environment, tmuxPassesCopiesOn: TmuxClipboardOption.passesCopiesOn)
        logger.info("characters: \(terminal.characterLocale.logText)")
        if let notice = terminal.characterLocale.notice { router.show(Notice(notice)) }
        if let withheld = settings.keyWithheldNotice {
            logger.notice("\(withheld)")
            router.show(Notice(withheld))
        }
        if let notice = log.notice { router.show(Notice(notice, isError: true)) }
        // Shown last, as the one shown last stays: they matter more than the character set, and
        // nothing being saved (a full disk) or the data being gone (an empty file) more than a
        // database file that is not private (an update goes with neither).
        for note in notes { router.show(Notice(note.text, isError: note.isWarning)) }
        if let readOnly { router.show(readOnly) }
        if let emptied { router.show(emptied) }
        let app = Application(deps: deps, router: router, terminal: terminal, theme: theme(
            for: terminal.colorSupport, background: settings.themeBackground(environment: environment)))
        await app.run()
        if let signal = terminal.quitSignal { logger.notice("quit by signal \(signal)") }
        for discarded in app.discardedInput {
            logger.notice("quit while \(discarded.form) held unsaved input, which was not kept")
        }
        terminal.shutdown()
        let unsavedDrafts = await deps.closeStorage { logger.error("could not close the database: \($0)") }
        BackendKeys.stopRunningCommand()
        // Quitting anyway (a second Ctrl-C or q, or a signal, which cannot ask) leaves the text
        // on the terminal once it is restored, to be typed again.
        for discarded in app.discardedInput {
            let quit = terminal.quitSignal.map { "quit by signal \($0)" } ?? "quit"
            StandardStream.writeError("aichats: \(quit) with unsaved input, not kept: \(discarded.description)")
        }
        if let failure = RuntimeFailure(unsavedDrafts: unsavedDrafts) {
            let count = unsavedDrafts.texts.count + unsavedDrafts.lost.count
            logger.error("could not save \(count) draft(s) before quitting; written to stderr")
            guard terminal.quitSignal != nil else { throw failure }
            StandardStream.writeError("aichats: " + failure.message)
        }
        if let signal = terminal.quitSignal { throw QuitBySignal(signal: signal) }
        // A reply the database refused is lost as a draft would be: exit code 1, as for one.
        if app.discardedReplies > 0 { throw RuntimeFailure(unsavedReplies: app.discardedReplies) }
    }

    static func theme(for support: NcursesColorSupport, background: ThemeBackground) -> Theme {
        switch support {
        case .full: Theme(mode: .full256, background: background)
        case .basic: Theme(mode: .basic8, background: background)
        case .none: .monochrome
        }
    }
}
