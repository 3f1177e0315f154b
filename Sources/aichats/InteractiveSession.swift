import AppComposition
import Foundation
import ArgumentParser
import NcursesBackend
import Presentation
import TerminalUI

/// One interactive session on the real terminal; the terminal is restored however it ends.
@MainActor
enum InteractiveSession {
    static func run(useColor: Bool, dataFolder: URL) async throws {
        let deps: AppDependencies
        do {
            deps = try AppDependencies.live(dataFolder: dataFolder)
        } catch {
            throw RuntimeFailure(message: error.message)
        }
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
