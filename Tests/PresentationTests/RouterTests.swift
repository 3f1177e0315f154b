import Domain
import Foundation
@testable import Presentation
import Testing

@MainActor
@Suite("Router")
struct RouterTests {
    @Test func startsAtExploreAndNeverHasAnEmptyStack() {
        #expect(Router().path == [.explore])
        #expect(Router(path: []).path == [.explore])
        #expect(Router(path: [.welcome]).top == .welcome)
    }

    @Test func pushAndPopKeepTheRoot() {
        let router = Router(path: [.explore])
        router.push(.category(.avatars(.cat)))
        router.push(.chat(avatarID: "a"))
        #expect(router.path == [.explore, .category(.avatars(.cat)), .chat(avatarID: "a")])
        #expect(router.top == .chat(avatarID: "a"))
        router.pop()
        #expect(router.top == .category(.avatars(.cat)))
        router.pop()
        router.pop()
        router.pop()
        #expect(router.path == [.explore])
    }

    @Test func popToRootKeepsOnlyTheFirstScreen() {
        let router = Router(path: [.welcome, .explore, .article(id: "x"), .chat(avatarID: "y")])
        router.popToRoot()
        #expect(router.path == [.welcome])
        router.popToRoot()
        #expect(router.path == [.welcome])
    }

    @Test func setRootReplacesTheWholeStack() {
        let router = Router(path: [.welcome, .article(id: "x")])
        router.setRoot(.explore)
        #expect(router.path == [.explore])
    }

    @Test func replaceTopSwapsOnlyTheTopScreen() {
        let router = Router(path: [.explore, .category(.news(.world)), .article(id: "a")])
        router.replaceTop(with: .article(id: "b"))
        #expect(router.path == [.explore, .category(.news(.world)), .article(id: "b")])
        let single = Router(path: [.welcome])
        single.replaceTop(with: .explore)
        #expect(single.path == [.explore])
    }

    @Test func sheetsAndAlertsArePresentedAndDismissed() {
        let router = Router()
        router.present(.help)
        #expect(router.sheet == .help)
        let alert = AppAlert(title: "T", message: "M")
        router.present(alert: alert)
        #expect(router.alert == alert)
        router.dismissAlert()
        #expect(router.alert == nil)
        #expect(router.sheet == .help)
        router.dismissSheet()
        #expect(router.sheet == nil)
        #expect(router.path == [.explore])
    }

    @Test func noticesAndQuit() {
        let router = Router()
        router.show(Notice("Saved"))
        #expect(router.notice == Notice("Saved", isError: false))
        #expect(!router.quitRequested)
        router.requestQuit()
        #expect(router.quitRequested)
    }

    @Test func performDismissOnlyClosesTheAlert() {
        let router = Router(path: [.explore, .article(id: "a")], alert: AppAlert(title: "T", message: "M"))
        router.perform(AlertAction(keyLabel: "Esc", title: "Not now", effect: .dismiss))
        #expect(router.alert == nil)
        #expect(router.sheet == nil)
        #expect(router.path == [.explore, .article(id: "a")])
    }

    @Test func performCreateAccountOpensTheSheetWithThePendingAction() {
        let router = Router(alert: AppAlert(title: "Premium", message: "M"))
        router.perform(AlertAction(keyLabel: "Enter", title: "Create", effect: .createAccount(then: .openArticle(id: "p"))))
        #expect(router.alert == nil)
        #expect(router.sheet == .createAccount(then: .openArticle(id: "p")))
        #expect(router.path == [.explore])
    }

    @Test func alertsWithoutActionsGetOK() {
        let alert = AppAlert(title: "T", message: "M")
        #expect(alert.actions == [AlertAction(keyLabel: "Enter", title: "OK", effect: .dismiss)])
    }

    @Test func errorAlertsUseTheDomainMessage() {
        #expect(AppAlert.error("Oops", DomainError.notFound("avatar x")).message == "avatar x was not found")
        struct Other: Error, CustomStringConvertible { var description: String { "other failure" } }
        #expect(AppAlert.error("Oops", Other()).message == "other failure")
        #expect(AppAlert.error("Oops", Other()).title == "Oops")
    }
}

@MainActor
@Suite("Router confirmations")
struct RouterConfirmationTests {
    @Test func aConfirmedActionReachesTheHandlerOnce() async {
        let router = Router()
        var received: [ConfirmedAction] = []
        let id = UUID()
        let confirm = AlertAction(keyLabel: "Enter", title: "Delete", effect: .confirm(.deleteChat(id: id)))
        router.confirm(AppAlert(title: "Sure?", message: "M", actions: [confirm])) { received.append($0) }
        #expect(router.alert != nil)
        await router.choose(confirm)
        #expect(router.alert == nil)
        #expect(received == [.deleteChat(id: id)])
        await router.choose(confirm)
        #expect(received == [.deleteChat(id: id)])
    }

    @Test func cancellingDropsTheHandler() async {
        let router = Router()
        var received: [ConfirmedAction] = []
        let confirm = AlertAction(keyLabel: "Enter", title: "Delete", effect: .confirm(.deleteChat(id: UUID())))
        router.confirm(AppAlert(title: "Sure?", message: "M", actions: [confirm])) { received.append($0) }
        await router.choose(AlertAction(keyLabel: "Esc", title: "Cancel", effect: .dismiss))
        await router.choose(confirm)
        #expect(received.isEmpty)
    }
}
