import Presentation
import TerminalUI

extension Application {
    /// Builds views for routes, the sheet and the alert that changed, and lets new screens load.
    public func syncModules() async {
        for _ in 0..<4 {
            guard await syncOnce() else { return }
        }
    }

    /// One pass; returns true when something was rebuilt (loading may have changed the router).
    private func syncOnce() async -> Bool {
        var changed = false
        var keep = 0
        while keep < stack.count, keep < router.path.count, stack[keep].route == router.path[keep] { keep += 1 }
        let uncovered = keep < stack.count && keep == router.path.count && keep > 0
        if keep < stack.count {
            let removed = stack[keep...].reversed().map(\.view)
            stack.removeSubrange(keep...)
            for view in removed { await view.disappear() }
        }
        if uncovered { await stack.last?.view.reappear() }
        for route in router.path.dropFirst(keep) {
            let view = makeView(for: route)
            stack.append((route, view))
            await view.appear()
            changed = true
        }
        if sheet?.sheet != router.sheet {
            let closed = sheet != nil && router.sheet == nil
            sheet = router.sheet.map { ($0, makeSheet($0)) }
            await sheet?.view.appear()
            if closed { await stack.last?.view.reappear() }
            changed = true
        }
        if alert?.alert != router.alert {
            let router = self.router
            alert = router.alert.map { ($0, AlertView(alert: $0, choose: { await router.choose($0) })) }
            changed = true
        }
        return changed
    }

    func makeView(for route: AppRoute) -> any ScreenView {
        switch route {
        case .welcome: WelcomeModuleFactory.make(deps: deps, router: router)
        case .explore: ExploreModuleFactory.make(deps: deps, router: router)
        case .category(let kind): CategoryModuleFactory.make(deps: deps, router: router, kind: kind)
        case .article(let id, let list): ArticleModuleFactory.make(deps: deps, router: router, articleID: id, list: list)
        case .chat(let id): ChatModuleFactory.make(deps: deps, router: router, avatarID: id)
        case .chats: ChatsModuleFactory.make(deps: deps, router: router)
        case .profile: ProfileModuleFactory.make(deps: deps, router: router)
        }
    }

    func makeSheet(_ sheet: AppSheet) -> any ScreenView {
        switch sheet {
        case .createAccount(let pending):
            return CreateAccountModuleFactory.make(deps: deps, router: router, pending: pending)
        case .createAvatar(let option):
            return CreateAvatarModuleFactory.make(deps: deps, router: router, character: option)
        case .help:
            let router = self.router
            let sections = stack.last.map { top in
                [HelpView.Section(title: top.view.title, bindings: actingKeymap(of: top.view)),
                 HelpView.Section(title: "Everywhere", bindings: everywhereKeymap(over: top.view))]
            }
            return HelpView(
                sections: sections ?? [],
                close: { router.dismissSheet() })
        }
    }
}
