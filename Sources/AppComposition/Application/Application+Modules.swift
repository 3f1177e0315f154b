import Presentation
import TerminalUI

extension Application {
    /// The most passes one `syncModules()` makes.
    static let maximumSyncPasses = 16

    /// Builds views for routes, the sheet and the alert that changed, and lets new screens load;
    /// repeats a pass until one finds every view matching the router.
    ///
    /// Why it ends: only the views' `appear`, `reappear` and `disappear` can change the router
    /// while the loop runs, and a pass calls them only for what it rebuilt or removed. So a pass
    /// that finds nothing to change changes nothing either, and the loop stops after it. A chain
    /// of changes (a screen that loads shows an alert, as Explore does about rejected records; a
    /// sheet that closes, whose screen below pops on `reappear`) ends when its last view loads
    /// without moving the router. Two views that kept undoing each other would never settle, so
    /// the loop stops after `maximumSyncPasses` passes all the same; the next event or change
    /// syncs again. `makeView` and `makeSheet` build what is new: `makeView(for:)` and
    /// `makeSheet(_:)` unless given (tests pass views of their own). A change of screen first
    /// asks `accountWatch`, which goes to Welcome when another aichats deleted the account.
    /// One sync runs at a time (`SyncTurns`).
    public func syncModules(
        makeView: ((AppRoute) -> any ScreenView)? = nil, makeSheet: ((AppSheet) -> any ScreenView)? = nil
    ) async {
        let makeView = makeView ?? self.makeView(for:), makeSheet = makeSheet ?? self.makeSheet(_:)
        await syncTurns.take()
        defer { syncTurns.release() }
        // The first screens are not a change: `start()` notes the account after the first frame.
        if !stack.isEmpty, !stack.map(\.route).elementsEqual(router.path) || sheet?.sheet != router.sheet {
            await accountWatch.check(router)
        }
        for _ in 0..<Self.maximumSyncPasses {
            guard await syncOnce(makeView: makeView, makeSheet: makeSheet) else { return }
        }
    }

    /// One pass; returns true when it rebuilt or removed something (whose hooks may have changed
    /// the router).
    private func syncOnce(
        makeView: (AppRoute) -> any ScreenView, makeSheet: (AppSheet) -> any ScreenView
    ) async -> Bool {
        var changed = false
        var keep = 0
        while keep < stack.count, keep < router.path.count, stack[keep].route == router.path[keep] { keep += 1 }
        let uncovered = keep < stack.count && keep == router.path.count && keep > 0
        if keep < stack.count {
            let removed = stack[keep...].reversed().map(\.view)
            stack.removeSubrange(keep...)
            for view in removed { await view.disappear() }
            changed = true
        }
        if uncovered { await stack.last?.view.reappear() }
        for route in router.path.dropFirst(keep) {
            let view = makeView(route)
            stack.append((route, view))
            screensOpened += 1
            await view.appear()
            changed = true
        }
        if sheet?.sheet != router.sheet {
            let closed = sheet != nil && router.sheet == nil
            sheet = router.sheet.map { ($0, makeSheet($0)) }
            sheetKeys = nil
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
        case .welcome: deps.makeWelcomeModule(router: router)
        case .explore: deps.makeExploreModule(router: router)
        case .category(let kind): deps.makeCategoryModule(router: router, kind: kind)
        case .article(let id, let list): deps.makeArticleModule(router: router, articleID: id, list: list)
        case .chat(let id): deps.makeChatModule(router: router, avatarID: id)
        case .savedChat(let id, let focus): deps.makeChatModule(router: router, chatID: id, focus: focus)
        case .chats: deps.makeChatsModule(router: router)
        case .profile: deps.makeProfileModule(router: router)
        case .feeds: deps.makeFeedsModule(router: router)
        case .feedItems(let scope): deps.makeFeedItemsModule(router: router, scope: scope)
        case .feedArticle(let id, let place): deps.makeFeedArticleModule(router: router, itemID: id, place: place)
        }
    }

    func makeSheet(_ sheet: AppSheet) -> any ScreenView {
        switch sheet {
        case .createAccount(let pending): deps.makeCreateAccountModule(router: router, pending: pending)
        case .createAvatar(let option): deps.makeCreateAvatarModule(router: router, character: option)
        case .help: makeHelpModule()
        case .avatarSettings(let id): deps.makeAvatarSettingsModule(router: router, avatarID: id)
        case .modelPicker(let chatID): deps.makeModelPickerModule(router: router, chatID: chatID)
        case .avatarModelPicker(let avatarID): deps.makeModelPickerModule(router: router, avatarID: avatarID)
        case .avatarPicker(let article): deps.makeAvatarPickerModule(router: router, article: article)
        case .addFeed: deps.makeAddFeedModule(router: router)
        }
    }
}
