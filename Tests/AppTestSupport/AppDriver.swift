import AppComposition
import Foundation
import Presentation
import TerminalSnapshotting
import TerminalUI

/// Drives the real application loop against a fake terminal with scripted keys.
@MainActor
public final class AppDriver {
    /// The fake terminal the app draws on.
    public let terminal: FakeTerminal
    /// The application under test.
    public let app: Application

    /// Starts the app on the given stack (or the starting stack for the dependencies).
    public init(
        deps: AppDependencies = .mock, path: [AppRoute]? = nil, size: Size = Size(width: 80, height: 24),
        theme: Theme = .standard
    ) async {
        terminal = FakeTerminal(size: size)
        let router = if let path { Router(path: path) } else { await Application.startingRouter(deps: deps) }
        app = Application(deps: deps, router: router, terminal: terminal, theme: theme)
        await app.start()
    }

    /// The app on `path` over new `.mock` dependencies, returned with it: for a flow that then
    /// reads what the app saved.
    public static func overMock(path: [AppRoute]) async -> (deps: AppDependencies, app: AppDriver) {
        let deps = AppDependencies.mock
        return (deps, await AppDriver(deps: deps, path: path))
    }

    /// The router, to inspect navigation.
    public var router: Router { app.router }

    /// The current frame, composed fresh each time it is read: read it once for many cells.
    public var screen: ScreenBuffer { app.compose(size: terminal.size) }

    /// The current frame as text.
    public var text: String { screen.textLines().joined(separator: "\n") }

    /// Presses keys one after the other, as the loop would.
    public func press(_ keys: Key...) async {
        for key in keys { await app.handle(.key(key)) }
    }

    /// Turns the mouse wheel a step (`.wheelUp` or `.wheelDown`) over the cell at `column`, `row`.
    public func turnWheel(_ key: Key, overColumn column: Int, row: Int) async {
        await app.handle(.wheel(key, column: column, row: row))
    }

    /// Clicks the cell at `column`, `row`; `isDouble` for the second click of a double click.
    public func click(column: Int, row: Int, isDouble: Bool = false) async {
        await app.handle(.click(column: column, row: row, isDouble: isDouble))
    }

    /// Types text one character at a time.
    public func type(_ text: String) async {
        for character in text { await app.handle(.key(.char(character))) }
    }

    /// Pastes text in one piece, as a bracketed paste arrives from the terminal.
    public func paste(_ text: String) async {
        await app.handle(.paste(text))
    }

    /// Changes the terminal size and lets the app re-lay out.
    public func resize(to size: Size) async {
        terminal.size = size
        await app.handle(.resize(size))
    }

    /// Waits until `condition` holds for the screen text, for at most `seconds`; returns whether it held.
    @discardableResult
    public func waitUntil(seconds: Double = 20, _ condition: (String) -> Bool) async -> Bool {
        await waitFor(seconds: seconds) { condition(text) }
    }

    /// Polls `condition` (what a store holds, say) until it holds; false if it never does.
    /// The pause between polls grows from 5 to 50 ms: each poll of the screen composes it, and
    /// dozens of tests polling every 5 ms kept the CPU from the niced store thread they waited for.
    public func waitFor(seconds: Double = 20, _ condition: () async -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var pause = 5
        while Date() < deadline {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(pause))
            pause = min(pause * 2, 50)
        }
        return await condition()
    }
}
