import Presentation
import TerminalSnapshotting
import Testing
@testable import AppComposition
@testable import TerminalUI

/// `syncModules` brings the views up to date with the router, however many steps a chain of
/// changes takes, and stops even when views never settle.
@MainActor
@Suite("Views follow the router until nothing changes")
struct ModuleSyncFlowTests {
    /// A screen or sheet that moves the router from its hooks and notes each call in `log`.
    final class HookView: ScreenView {
        let name: String
        let log: HookLog
        let onAppear: () -> Void
        let onReappear: () -> Void

        init(_ name: String, log: HookLog, onAppear: @escaping () -> Void = {}, onReappear: @escaping () -> Void = {}) {
            self.name = name
            self.log = log
            self.onAppear = onAppear
            self.onReappear = onReappear
        }

        var title: String { name }
        var keymap: [KeyBinding] { [] }
        func appear() async {
            log.calls.append("appear \(name)")
            onAppear()
        }
        func reappear() async {
            log.calls.append("reappear \(name)")
            onReappear()
        }
        func disappear() async { log.calls.append("disappear \(name)") }
        func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {}
    }

    final class HookLog {
        var calls: [String] = []
    }

    static let alert = AppAlert(title: "Rejected records", message: "2 records were left out.")

    static func app(_ router: Router) -> Application {
        Application(deps: .mock, router: router, terminal: FakeTerminal(), theme: .standard)
    }

    /// Five passes make the changes (a fixed four left the last screen without its view), a sixth
    /// finds none: the screen opens a screen that opens a sheet, which shows an alert and closes;
    /// the screen under it pops, and the first screen, on top again, opens one that opens another.
    @Test("a chain of changes settles: an alert that closes a sheet that pops a screen, and more")
    func longChainSettles() async {
        let router = Router(path: [.explore])
        let log = HookLog()
        let app = Self.app(router)
        var reappearedOnce = false
        await app.syncModules(
            makeView: { route in
                switch route {
                case .explore:
                    HookView("explore", log: log, onAppear: { router.push(.chats) }, onReappear: {
                        if !reappearedOnce { router.push(.profile) }
                        reappearedOnce = true
                    })
                case .chats: HookView("chats", log: log, onAppear: { router.present(.help) }, onReappear: { router.pop() })
                case .profile: HookView("profile", log: log, onAppear: { router.push(.chat(avatarID: "mochi")) })
                default: HookView("chat", log: log)
                }
            },
            makeSheet: { _ in
                HookView("help", log: log, onAppear: {
                    router.present(alert: Self.alert)
                    router.dismissSheet()
                })
            })
        #expect(log.calls == [
            "appear explore", "appear chats", "appear help", "reappear chats", "disappear chats", "reappear explore",
            "appear profile", "appear chat",
        ])
        #expect(router.path == [.explore, .profile, .chat(avatarID: "mochi")])
        #expect(app.stack.map(\.route) == router.path, "every screen the router holds has its view, and no other")
        #expect(app.sheet == nil)
        #expect(app.alert?.alert == Self.alert)
    }

    @Test("views that never settle stop the loop after its bound; the next sync goes on from there")
    func neverSettlingIsBounded() async {
        let router = Router(path: [.explore])
        let log = HookLog()
        let app = Self.app(router)
        let pushForever: (AppRoute) -> any ScreenView = { route in
            HookView("\(route)", log: log, onAppear: { router.push(.chats) })
        }
        await app.syncModules(makeView: pushForever, makeSheet: { _ in HookView("sheet", log: log) })
        #expect(log.calls.count == Application.maximumSyncPasses)
        #expect(app.stack.count == Application.maximumSyncPasses)
        await app.syncModules(makeView: pushForever, makeSheet: { _ in HookView("sheet", log: log) })
        #expect(app.stack.count == 2 * Application.maximumSyncPasses)
    }
}
