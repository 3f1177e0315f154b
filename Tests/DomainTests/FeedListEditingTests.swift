import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("FeedReadingInteractor: the feed list in the user's editor")
struct FeedListEditingTests {
    static func feed(_ address: String, _ words: [String] = []) throws -> FeedSubscription {
        FeedSubscription(address: try FeedAddress(address), words: words)
    }

    static func make(
        _ feeds: [FeedSubscription], edit: @escaping @Sendable (FakeFeedListStore) throws -> Void
    ) -> (FeedReadingInteractor, ScriptedFeedListEditor) {
        let list = FakeFeedListStore(FeedList(feeds: feeds))
        let editor = ScriptedFeedListEditor { try edit(list) }
        let interactor = FeedReadingInteractor(
            list: list, cache: FakeFeedCache(), profiles: FakeProfileService(), opener: RecordingURLOpener(),
            editor: editor, clock: .fixed(Date(timeIntervalSince1970: 0)))
        return (interactor, editor)
    }

    @Test func theVisibleFeedsTheEditAddedAreReturnedToBeFetched() async throws {
        let kept = try Self.feed("https://a.example.org/feed")
        let added = try Self.feed("https://new.example.org/feed", ["tech"])
        let hidden = try Self.feed("https://hidden.example.org/feed", ["!"])
        let (interactor, editor) = Self.make([kept, try Self.feed("https://gone.example.org/feed")]) { list in
            list.replace(with: FeedList(feeds: [kept, added, hidden]))
        }
        #expect(try await interactor.editFeedList() == ["https://new.example.org/feed"])
        #expect(editor.editCount == 1)
        #expect(try interactor.subscriptions().map(\.address.text) == [kept.address.text, added.address.text])
    }

    @Test func theLinesTheEditLeftUnreadableAreNamed() async throws {
        let problem = FeedListProblem(line: 4, reason: "not is not a URL")
        let (interactor, _) = Self.make([]) { list in list.replace(with: FeedList(problems: [problem])) }
        #expect(try await interactor.feedsOverview().problems.isEmpty)
        #expect(try await interactor.editFeedList().isEmpty)
        #expect(try await interactor.feedsOverview().problems == [problem])
    }

    @Test func anEditorThatFailsLeavesTheListAsItWas() async throws {
        let kept = try Self.feed("https://a.example.org/feed")
        let (interactor, _) = Self.make([kept]) { _ in throw EditorNotFound(program: "vi") }
        await #expect(throws: EditorNotFound(program: "vi")) { try await interactor.editFeedList() }
        #expect(try interactor.subscriptions() == [kept])
    }
}
