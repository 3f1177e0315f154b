import AppComposition
import Foundation
import Logging
import ArgumentParser
import NcursesBackend
import Presentation
import TerminalUI

/// One interactive session on the real terminal; the terminal is restored however it ends.
@MainActor
enum InteractiveSession {
    static func run(useColor: Bool, dataFolder: URL, logFile: URL) async throws {
        let logger = FileLogHandler.logger(writingTo: LogFile(url: logFile))
        logger.info("aichats \(AppVersion.string) starting", metadata: ["data": "\(dataFolder.path)"])
        let deps: AppDependencies
        do {
            deps = try AppDependencies.live(dataFolder: dataFolder, logger: logger)
        } catch {
            logger.error("could not start: \(error.message)")
            throw RuntimeFailure(message: error.message)
        }
        logger.info("replies from \(deps.responder.logDescription)")
        let router = await Application.startingRouter(deps: deps)
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(useColor: useColor)
        } catch {
            throw RuntimeFailure(message: error.description)
        }
        defer { terminal.shutdown() }
        let app = Application(deps: deps, router: router, terminal: terminal, theme: theme(for: terminal.colorSupport))
        await app.run()
    }

    static func theme(for support: NcursesColorSupport) -> Theme {
        switch support {
        case .full: .standard
        case .basic: .basic
        case .none: .monochrome
        }
    }
}
