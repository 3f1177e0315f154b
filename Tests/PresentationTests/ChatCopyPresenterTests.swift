import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

@MainActor
@Suite("ChatPresenter copy, raw Markdown, search and reasoning")
struct ChatCopyPresenterTests {
    let chatPath: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]
    static let reply = "Run:\n```sh\nmake test  \n\tcd x\n```\nthen\n```swift\nlet a = 1\n```"

    func store(_ texts: [(ChatRole, String)], reasoning: String = "") async throws -> FakeChatStore {
        let store = FakeChatStore(clock: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        let chat = await store.chat(for: "fx-cat-mochi")
        for (index, (role, text)) in texts.enumerated() {
            let sentAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60)
            _ = try await store.append(
                ChatMessage(role: role, text: text, sentAt: sentAt, reasoning: role == .assistant ? reasoning : ""), to: chat.id)
        }
        return store
    }

    func presenter(_ store: FakeChatStore, clipboard: RecordingClipboard, pageSize: Int = 50) async -> (ChatPresenter, Router) {
        let harness = Harness(path: chatPath, chatStore: store)
        let presenter = harness.chat("fx-cat-mochi", pageSize: pageSize, clipboard: clipboard)
        await presenter.onAppear()
        return (presenter, harness.router)
    }

    @Test func altCThenADigitCopiesThatCodeBlockOfTheNewestReplyExactly() async throws {
        let clipboard = RecordingClipboard(firstNote: "tmux note")
        let (presenter, router) = await presenter(try await store([(.user, "how?"), (.assistant, Self.reply), (.user, "ok")]),
                                                  clipboard: clipboard)
        presenter.beginCodeBlockCopy()
        #expect(presenter.isChoosingCodeBlock)
        presenter.copyCodeBlock(1)
        #expect(clipboard.copies == ["make test  \n\tcd x"])
        #expect(router.notice?.text == "Copied code block 1 (2 lines). tmux note")
        presenter.beginCodeBlockCopy()
        presenter.copyCodeBlock(2)
        #expect(clipboard.copies.last == "let a = 1")
        #expect(router.notice?.text == "Copied code block 2 (1 line)")
        presenter.copyCodeBlock(3)
        #expect(clipboard.copies.count == 2)
        #expect(router.notice?.isError == true)
    }

    @Test func withTwelveBlocksADigitThatCouldGoOnWaitsForTheNextOrForEnter() async throws {
        let twelve = (1...12).map { "```\nblock \($0)\n```" }.joined(separator: "\n\n")
        let clipboard = RecordingClipboard()
        let (presenter, router) = await presenter(try await store([(.user, "many?"), (.assistant, twelve)]), clipboard: clipboard)
        presenter.beginCodeBlockCopy()
        #expect(router.notice?.text == "Copy code block: type 1–12 (Esc cancels)")
        presenter.typeCodeBlockDigit(1)
        #expect(clipboard.copies.isEmpty && presenter.isChoosingCodeBlock, "10, 11 and 12 start with 1")
        presenter.typeCodeBlockDigit(2)
        #expect(clipboard.copies == ["block 12"])
        #expect(!presenter.isChoosingCodeBlock)
        presenter.beginCodeBlockCopy()
        presenter.typeCodeBlockDigit(1)
        presenter.finishCodeBlockNumber()
        #expect(clipboard.copies.last == "block 1")
        presenter.beginCodeBlockCopy()
        presenter.typeCodeBlockDigit(0)
        presenter.typeCodeBlockDigit(7)
        #expect(clipboard.copies.last == "block 7", "a leading 0 is ignored; 7 cannot go on (70 > 12)")
    }

    @Test func altYCopiesTheSelectedMessageAsWritten() async throws {
        let clipboard = RecordingClipboard()
        let (presenter, router) = await presenter(try await store([(.user, "hi  \n"), (.assistant, Self.reply)]), clipboard: clipboard)
        await presenter.selectOlder()
        await presenter.selectOlder()
        presenter.copySelectedMessage()
        #expect(clipboard.copies == ["hi  \n"])
        #expect(router.notice?.text == "Copied the message (2 lines)")
    }

    /// Alt-c and Alt-o act on the newest reply without a selection; Alt-y does the same (t14 #15).
    @Test func altYWithNothingSelectedCopiesTheNewestReplyWithText() async throws {
        let clipboard = RecordingClipboard()
        let (presenter, router) = await presenter(try await store([(.user, "hi"), (.assistant, "first answer"), (.user, "more"),
                                                                   (.assistant, Self.reply), (.user, "and?"), (.assistant, "")]),
                                                  clipboard: clipboard)
        presenter.copySelectedMessage()
        #expect(clipboard.copies == [Self.reply], "the failed reply without text is passed over")
        #expect(router.notice?.text == "Copied the newest reply (9 lines)")
    }

    @Test func altYWithNoReplyYetSaysHowToCopyAMessageOfYours() async throws {
        let clipboard = RecordingClipboard()
        let (presenter, router) = await presenter(try await store([(.user, "hi")]), clipboard: clipboard)
        presenter.copySelectedMessage()
        #expect(clipboard.copies.isEmpty)
        #expect(router.notice?.text == "No reply to copy yet: Alt-↑ selects a message of yours, then Alt-y copies it.")
    }

    /// The store answers the search (a chat of 5,000 messages was loaded page by page for it, 12 s),
    /// and only the stretch around the match shown is loaded.
    @Test func searchAsksTheStoreGoesToTheNewestMatchAndRoundsWithNAndShiftN() async throws {
        let texts: [(ChatRole, String)] = (0..<7).map { ($0.isMultiple(of: 2) ? .user : .assistant, $0 == 1 || $0 == 5 ? "a Cat and a cat" : "m\($0)") }
        let (presenter, _) = await presenter(try await store(texts), clipboard: RecordingClipboard(), pageSize: 2)
        presenter.openSearch()
        presenter.editSearch { $0.insert("CAT") }
        await presenter.runSearch()
        let search = try #require(presenter.search)
        #expect(search.matches.count == 4 && search.status == "match 4 of 4")
        #expect(presenter.messages.map(\.text) == ["a Cat and a cat", "m6"], "the newest page holds it: nothing more loads")
        #expect(presenter.selectedMessage?.text == "a Cat and a cat")
        await presenter.moveToMatch(older: true)
        await presenter.moveToMatch(older: true)
        #expect(presenter.search?.status == "match 2 of 4")
        #expect(presenter.messages.map(\.text) == ["m0", "a Cat and a cat"], "the stretch around the older match")
        #expect(presenter.selectedMessageID == presenter.messages[1].id)
        #expect(presenter.hasNewerMessages)
        await presenter.moveToMatch(older: true)
        await presenter.moveToMatch(older: true)
        #expect(presenter.search?.status == "match 4 of 4", "round at the oldest")
        #expect(presenter.selectedMessage?.text == "a Cat and a cat")
        presenter.back()
        #expect(presenter.search == nil)
    }

    /// As vim and less do, n and N say when they go round from one end to the other.
    @Test func nAndShiftNSayWhenTheSearchWraps() async throws {
        let (presenter, router) = await presenter(
            try await store([(.user, "cat one"), (.assistant, "m"), (.user, "cat two")]), clipboard: RecordingClipboard())
        presenter.openSearch()
        presenter.editSearch { $0.insert("cat") }
        await presenter.runSearch()
        #expect(presenter.search?.status == "match 2 of 2")
        await presenter.moveToMatch(older: true)
        #expect(presenter.search?.status == "match 1 of 2")
        #expect(router.notice == nil)
        await presenter.moveToMatch(older: true)
        #expect(presenter.search?.status == "match 2 of 2")
        #expect(router.notice == Notice("Search wrapped to the newest match"))
        await presenter.moveToMatch(older: false)
        #expect(router.notice == Notice("Search wrapped to the oldest match"))
        #expect(presenter.search?.status == "match 1 of 2")
    }

    @Test func aSearchWithoutMatchesSaysSo() async throws {
        let (presenter, _) = await presenter(try await store([(.user, "hello")]), clipboard: RecordingClipboard())
        presenter.openSearch()
        presenter.editSearch { $0.insert("dog") }
        await presenter.runSearch()
        #expect(presenter.search?.status == "no match for “dog”")
    }

    @Test func altVAndAltTToggle() async throws {
        let (presenter, _) = await presenter(try await store([(.user, "q"), (.assistant, "a")], reasoning: "think think"),
                                             clipboard: RecordingClipboard())
        presenter.toggleRawMarkdown()
        #expect(presenter.showsRawMarkdown)
        let reply = try #require(presenter.messages.last?.id)
        presenter.toggleReasoning()
        #expect(presenter.openReasoningIDs == [reply])
        presenter.toggleReasoning()
        #expect(presenter.openReasoningIDs.isEmpty)
    }
}
