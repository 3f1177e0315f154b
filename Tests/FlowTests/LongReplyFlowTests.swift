import AppComposition
import AppTestSupport
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("A reply longer than 1 MB")
struct LongReplyFlowTests {
    @Test func isCutAtOneMegabyteWithANoteOnScreenAndInTheStore() async throws {
        let responder = HandFedResponder()
        var deps = AppDependencies.mock
        deps.responder = responder
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("Tell me everything")
        await app.press(.enter)
        let stream = try #require(await responder.stream(0))
        let paragraph = String(repeating: "Mochi chases the laser dot again. ", count: 300) + "\n\n"
        for _ in 0..<(ChatInteractor.maxReplyBytes / paragraph.utf8.count + 2) { stream.yield(paragraph) }
        #expect(await app.waitUntil(seconds: 60) { $0.contains("[reply cut at 1 MB]") && !$0.contains("is typing") })
        let chat = try await deps.chatStore.chat(for: "fx-cat-mochi")
        let reply = try #require(try await deps.chatStore.messages(in: chat.id, before: nil, limit: 2).last)
        #expect(reply.text.hasSuffix(ChatInteractor.replyCutNote))
        #expect(reply.text.utf8.count == ChatInteractor.maxReplyBytes + ChatInteractor.replyCutNote.utf8.count)
        #expect(reply.state == .complete)
    }
}
