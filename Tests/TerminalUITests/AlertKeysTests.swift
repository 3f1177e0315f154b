import Foundation
import Presentation
import Testing
@testable import TerminalUI

@MainActor
@Suite("The keys an alert answers (a question's y and n: ChatsFlowTests)")
struct AlertKeysTests {
    private func chosen(by key: Key, in alert: AppAlert) async -> String? {
        let choice = ChoiceRecorder()
        let view = AlertView(alert: alert) { choice.title = $0.title }
        await view.keymap.first { $0.matches(key) }?.perform(key)
        return choice.title
    }

    @Test("a lone OK takes neither y nor n: a letter typed as an error appears does not close it unread")
    func aLoneOKTakesNoLetters() async {
        let notice = AppAlert.error("Could not save", POSIXError(.ENOSPC))
        #expect(await chosen(by: .enter, in: notice) == "OK")
        #expect(await chosen(by: .char("y"), in: notice) == nil)
        #expect(await chosen(by: .char("n"), in: notice) == nil)
    }
}

@MainActor
private final class ChoiceRecorder {
    var title: String?
}
