import Domain
import DomainDoubles
import Presentation
import Testing

/// Alt-e on a message whose reply was written again: sending the edit deletes every version of
/// the reply, which the notice says before, with their number.
@MainActor
@Suite("Editing a message whose reply has versions")
struct ChatEditVersionsPresenterTests {
    @Test func theNoticeNamesTheVersionsThatGo() async throws {
        let harness = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        let presenter = await harness.chatAfterSending("hi")
        await presenter.waitForReply()
        presenter.editLastSent()
        #expect(harness.router.notice?.text == "Editing your last message: Enter sends it in its place, Esc keeps the old one")
        presenter.back()
        for _ in 0..<2 {
            presenter.regenerate()
            await presenter.waitForReply()
        }
        await presenter.showVersion(offset: -1)
        #expect(presenter.messages.last?.versionCount == 3)
        presenter.editLastSent()
        #expect(harness.router.notice?.text
            == "Editing your last message: Enter sends it in its place and deletes the 3 versions of its reply, Esc keeps them")
    }
}
