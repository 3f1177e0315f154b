@testable import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Foundation
import Presentation
@testable import TerminalUI
import Testing

/// A reply of hundreds of kilobytes is laid out in the background as the chat opens (its last
/// part shows meanwhile) and anew after a resize or Alt-v (it shows as it was laid out): the
/// frame comes at once, and the rule says so.
@MainActor
@Suite("A very long reply")
struct ChatLongReplyFlowTests {
    /// A chat whose reply is 15,000 short lines (330 KB), the last one with Markdown.
    private func openLongReply() async throws -> (AppDriver, ChatView) {
        let deps = AppDependencies.mock
        let avatar = try #require(try await deps.avatars.allAvatars().items.first)
        let chat = try await deps.chatStore.chat(for: avatar.id)
        let reply = (1...15_000).map { "Line \($0) of the list" }.joined(separator: "\n") + "\nThe **end**."
        let sentAt = FixtureCatalog.referenceDate
        _ = try await deps.chatStore.append(ChatMessage(role: .user, text: "A long list, please", sentAt: sentAt), to: chat.id)
        _ = try await deps.chatStore.append(ChatMessage(role: .assistant, text: reply, sentAt: sentAt), to: chat.id)
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: avatar.id)], size: Size(width: 100, height: 30))
        return (app, try #require(app.app.activeView as? ChatView))
    }

    private func laidOutAnew(_ app: AppDriver) async -> Bool {
        await app.waitUntil(seconds: 60) { !$0.contains("laying out the reply") }
    }

    @Test func aResizeAndAltVDrawAtOnceWhileTheReplyIsLaidOutAnew() async throws {
        let (app, view) = try await openLongReply()
        #expect(app.text.contains("Line 15000 of the list"))
        #expect(app.text.contains("The end."))

        await app.resize(to: Size(width: 70, height: 30))
        #expect(view.relayout.runningCount == 1, "the reply is laid out anew off the main actor")
        let meanwhile = app.text
        #expect(meanwhile.contains("laying out the reply…"), "\(meanwhile)")
        #expect(meanwhile.contains("The end."), "meanwhile it shows as it was laid out")
        #expect(await laidOutAnew(app))
        #expect(app.text.contains("Line 15000 of the list"))

        await app.press(.alt("v"))
        #expect(app.text.contains("The end."), "the source shows once laid out")
        #expect(await laidOutAnew(app))
        #expect(app.text.contains("The **end**."))
        await app.press(.alt("v"))
        #expect(await laidOutAnew(app))
        #expect(app.text.contains("The end."))
        #expect(view.relayout.runningCount == 0)
    }

    @Test func aChatOpensAtTheReplysEndAndKeepsThePlaceOnceItIsLaidOutWhole() async throws {
        let (app, view) = try await openLongReply()
        let opened = app.text
        #expect(opened.contains("laying out the reply…"), "\(opened)")
        #expect(opened.contains("The end."))
        #expect(view.relayout.runningCount == 1, "the reply is laid out off the main actor")
        for _ in 0..<3 { await app.press(.ctrlUp) }
        let scrolled = app.text.split(separator: "\n").filter { $0.contains("of the list") }
        #expect(scrolled.contains { $0.contains("Line 14990 of the list") }, "keys work meanwhile")
        #expect(await laidOutAnew(app))
        let whole = app.text.split(separator: "\n").filter { $0.contains("of the list") }
        #expect(whole == scrolled, "the rows read stay in place")
        await app.press(.ctrlHome)
        #expect(app.text.contains("Line 1 of the list"), "the whole reply is there")
    }
}
