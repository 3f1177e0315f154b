import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter input: several lines, recalling the last message, pastes")
struct ChatInputPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// A store holding a chat with Mochi whose messages are `texts`, alternating user and reply.
    func store(_ texts: [String]) async throws -> FakeChatStore {
        let store = FakeChatStore(clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        let chat = await store.chat(for: "fx-cat-mochi")
        for (index, text) in texts.enumerated() {
            let sentAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60)
            _ = try await store.append(
                ChatMessage(role: index.isMultiple(of: 2) ? .user : .assistant, text: text, sentAt: sentAt), to: chat.id)
        }
        return store
    }

    @Test func theInputTakesSeveralLines() async {
        let presenter = Harness(path: chatPath).chat("fx-cat-mochi")
        await presenter.onAppear()
        presenter.editInput { $0.insert("first") }
        presenter.editInput { $0.insertLineBreak() }
        presenter.editInput { $0.insert("second") }
        #expect(presenter.input.lines == ["first", "second"])
        #expect(presenter.messages.isEmpty, "a new line sends nothing")
    }

    @Test func aPastedTextOfSeveralLinesIsOneEditAndIsNotSent() async {
        let presenter = Harness(path: chatPath).chat("fx-cat-mochi")
        await presenter.onAppear()
        presenter.editInput { $0.insert("one\r\ntwo\rthree\n") }
        #expect(presenter.input.text == "one\ntwo\nthree\n")
        #expect(presenter.messages.isEmpty)
        #expect(!presenter.isReplying)
    }

    @Test func aMessageOfSeveralLinesIsSentAndStoredWithItsLineBreaks() async throws {
        let harness = Harness(path: chatPath)
        let presenter = await harness.chatAfterSending("\n  Roses are red,\n\n violets 是蓝色 🌸\n\n")
        #expect(presenter.input.isEmpty)
        #expect(presenter.input.allowsLineBreaks, "the cleared input still takes several lines")
        #expect(presenter.messages.first?.text == "Roses are red,\n\n violets 是蓝色 🌸", "only the ends are trimmed")
        await presenter.waitForReply()
        let stored = try await storedMessages(in: harness.deps.chatStore)
        #expect(stored.first?.text == "Roses are red,\n\n violets 是蓝色 🌸")
    }

    @Test func upOnAnEmptyInputRecallsTheLastSentMessageFromTheHistory() async throws {
        let store = try await store(["old question", "answer", "last\nquestion 日本", "last answer"])
        let presenter = Harness(path: chatPath, chatStore: store).chat("fx-cat-mochi")
        await presenter.onAppear()
        #expect(presenter.lastSentText == "last\nquestion 日本")
        #expect(presenter.recallLastSent())
        #expect(presenter.input.text == "last\nquestion 日本")
        #expect(presenter.input.cursor == presenter.input.characters.count)
        #expect(presenter.input.cursorLine == 1)
    }

    @Test func recallingDoesNothingWhenTheInputIsNotEmpty() async throws {
        let presenter = Harness(path: chatPath, chatStore: try await store(["sent", "reply"])).chat("fx-cat-mochi")
        await presenter.onAppear()
        presenter.editInput { $0.insert("draft") }
        #expect(!presenter.recallLastSent())
        #expect(presenter.input.text == "draft")
    }

    @Test func recallingWithNothingSentDoesNothing() async {
        let presenter = Harness(path: chatPath).chat("fx-cat-mochi")
        await presenter.onAppear()
        #expect(presenter.lastSentText == nil)
        #expect(!presenter.recallLastSent())
        #expect(presenter.input.isEmpty)
    }

    @Test func theMessageJustSentIsTheOneRecalled() async {
        let presenter = await Harness(path: chatPath).chatAfterSending("hello\nthere")
        await presenter.waitForReply()
        #expect(presenter.recallLastSent())
        #expect(presenter.input.text == "hello\nthere")
        presenter.send()
        await presenter.waitForReply()
        #expect(presenter.messages.filter { $0.role == .user }.map(\.text) == ["hello\nthere", "hello\nthere"])
    }
}
