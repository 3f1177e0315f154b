import Domain
import DomainDoubles
import Presentation
import Testing

/// `/` on an empty input searches the chat, but a message may start with `/` too (a path): a
/// search typed after `/` that finds nothing gives its text back as the message, slash and all.
@MainActor
@Suite("/ in a chat")
struct ChatSlashSearchTests {
    /// Mochi's chat holding "hi" and its reply, with `query` typed after `/` (or Ctrl-F) and Enter.
    private func searched(_ query: String, bySlash: Bool = true) async -> (Harness, ChatPresenter) {
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        presenter.openSearch(bySlash: bySlash)
        presenter.editSearch { $0.insert(query) }
        await presenter.runSearch()
        return (harness, presenter)
    }

    @Test func aQueryThatFindsNothingBecomesTheMessage() async {
        let (harness, presenter) = await searched("tmp is full, what now?")
        #expect(presenter.search == nil)
        #expect(presenter.input.text == "/tmp is full, what now?")
        #expect(harness.router.notice?.text
            == "No match for “tmp is full, what now?”: it is in the input as a message, with its /; Enter sends it")
    }

    @Test func aQueryThatFindsSomethingSearches() async {
        let (_, presenter) = await searched("HI")
        #expect(presenter.search?.current != nil)
        #expect(presenter.input.isEmpty)
    }

    @Test func ctrlFKeepsASearchThatFindsNothing() async {
        let (_, presenter) = await searched("nowhere", bySlash: false)
        #expect(presenter.search?.status == "no match for “nowhere”")
        #expect(presenter.input.isEmpty)
    }
}
