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

    @Test("a confirmation with a second way to do it: y, its letter, and any other key cancels")
    func aSecondChoiceHasItsLetter() async {
        let id = UUID(), reply = UUID()
        let question = AppAlert.confirmation(
            title: "Delete message", message: "Delete your message “hi” and its reply?", doing: "Delete both",
            action: .deleteMessageAndReply(id: id, replyID: reply), or: "m", doing: "Message only",
            action: .deleteMessage(id: id), kept: "Message not deleted")
        #expect(await chosen(by: .char("y"), in: question) == "Delete both")
        #expect(await chosen(by: .char("m"), in: question) == "Message only")
        #expect(await chosen(by: .char("n"), in: question) == "Cancel")
        #expect(await chosen(by: .enter, in: question) == "Cancel")
    }
}

@MainActor
private final class ChoiceRecorder {
    var title: String?
}
