import Domain
import Observation
import Presentation
import TerminalUI

/// The application loop: reads terminal events, dispatches keys, and renders the top screen
/// with its overlays whenever presenter or router state changes.
@MainActor
public final class Application {
    /// The smallest terminal the screens are laid out for.
    public static let minimumSize = Size(width: 60, height: 16)

    /// True when the screens fit in `size`; otherwise "Terminal too small" shows instead.
    static func fits(_ size: Size) -> Bool {
        size.width >= minimumSize.width && size.height >= minimumSize.height
    }

    public let router: Router
    let deps: AppDependencies
    let terminal: any Terminal
    public var theme: Theme
    var stack: [(route: AppRoute, view: any ScreenView)] = []
    var sheet: (sheet: AppSheet, view: any ScreenView)?
    var alert: (alert: AppAlert, view: any ScreenView)?
    /// The sheet's keys, shown over it (F1 over a form): the help sheet would take its place.
    var sheetKeys: HelpView?
    /// The size as of the events handled so far (the last `.resize`), which judges a key: the
    /// size it was typed at, not a later one that the terminal reached while the key waited.
    var sizeAtInput: Size
    /// Keys that did nothing while the terminal was too small, for the notice once it fits again.
    var keysIgnoredWhileTooSmall = 0
    /// The keys dropped while the last screen opened, and the rest of their burst since.
    var keysIgnoredWhileOpening = 0
    /// What open forms held unsaved when the app quit (after a second Ctrl-C, or a quit signal,
    /// which cannot ask), and the replies the database refused, of every chat, for the log and
    /// the terminal.
    public internal(set) var discardedInput: [UnsavedInput] = []
    /// How many replies the database refused are among them (a full disk): the exit code says so.
    public internal(set) var discardedReplies = 0
    /// The quit key that last warned of unsaved replies: pressed again at once, it quits.
    var quitWarnedBy: Key?
    private var frame = 0
    /// Counts the screens opened (their `appear` run), for `handle` to tell that one opened.
    var screensOpened = 0
    let syncTurns = SyncTurns()
    /// The minute after which the screen's ages move on, while it shows some (`+Ages`).
    var agesTimer: Task<Void, Never>?
    /// Notices at each screen change an account deleted in another aichats.
    lazy var accountWatch = AccountWatch(interactor: ProfileInteractor(profiles: deps.profiles, clock: deps.clock))

    /// Creates the loop for a terminal, which `deps.terminalHandoff` lends to text browsers.
    public init(deps: AppDependencies, router: Router, terminal: any Terminal, theme: Theme) {
        self.deps = deps
        self.router = router
        self.terminal = terminal
        self.theme = theme
        sizeAtInput = terminal.size
        deps.terminalHandoff.terminal = terminal
    }

    /// The router a new session starts with: Welcome until the user has a profile or chose to
    /// continue as a guest, otherwise Explore.
    public static func startingRouter(deps: AppDependencies) async -> Router {
        Router(path: await startingPath(profiles: deps.profiles))
    }

    /// The path of `startingRouter`. Nonisolated, so that the start reads the profile on another
    /// thread while the main actor opens the terminal.
    public nonisolated static func startingPath(profiles: any ProfileService) async -> [AppRoute] {
        let leftWelcome = (try? await profiles.hasLeftWelcome()) ?? false
        return leftWelcome ? [.explore] : [.welcome]
    }

    /// Brings up the first screens and draws them, then notes the account for `accountWatch`:
    /// after the first frame, so that the start waits for no read.
    public func start() async {
        await syncModules()
        render()
        await accountWatch.note()
    }

    /// Runs until the user quits or input ends, then lets the open screens save what they hold.
    public func run() async {
        await start()
        for await event in terminal.events {
            await handle(event)
            if router.quitRequested { break }
        }
        await finish()
        await noteWhatQuittingLoses()
    }

    /// Lets every open screen, the top one first, keep what must not be lost (a chat's draft)
    /// before the app quits; then stops the replies still being written, each stored as far
    /// as it came (`.partial`), on screen or left with Alt-l.
    public func finish() async {
        agesTimer?.cancel()
        await sheet?.view.disappear()
        for entry in stack.reversed() { await entry.view.disappear() }
        await deps.replyRuns.stopAll()
    }

    /// Handles one event, then brings the screens up to date and renders.
    public func handle(_ event: TerminalEvent) async {
        let queued = terminal.events.queuedCount, opened = screensOpened
        switch event {
        case .key(let key): await handle(key)
        case .paste(let text): await paste(text)
        case .wheel(let key, let column, let row): await turnWheel(key, overColumn: column, row: row)
        case .click(let column, let row, let isDouble): await click(atColumn: column, row: row, isDouble: isDouble)
        case .resize(let size): resized(to: size)
        case .redraw: terminal.invalidate()
        case .quit: router.requestQuit()
        }
        guard !router.quitRequested else { return }
        await syncModules()
        if screensOpened != opened { ignoreInput(queuedAfter: queued) }
        render()
    }

    /// The overlay or screen that takes keys first.
    var activeView: (any ScreenView)? { alert?.view ?? sheetKeys ?? sheet?.view ?? stack.last?.view }

    /// Composes the frame, presents it, and re-renders when anything it read changes.
    public func render() {
        frame += 1
        let current = frame
        let size = terminal.size
        let buffer = withObservationTracking { compose(size: size) } onChange: { [weak self] in
            Task { @MainActor in await self?.refresh(after: current) }
        }
        terminal.present(buffer)
        keepAgesMoving()
    }

    /// Renders again unless a newer frame was already drawn: at most one frame per change.
    private func refresh(after drawnFrame: Int) async {
        guard drawnFrame == frame, !router.quitRequested else { return }
        await syncModules()
        if drawnFrame == frame { render() }
    }
}
