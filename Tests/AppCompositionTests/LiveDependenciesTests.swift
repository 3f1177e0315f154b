import AppComposition
import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// `.live` opens the data folder it is given: what its services write is in the database there,
/// and the next start finds it.
@Suite("The live dependencies")
struct LiveDependenciesTests {
    @Test func liveOpensATemporaryDataFolderAndTheNextStartFindsWhatWasWritten() async throws {
        let folder = try TemporaryFolder(made: false)
        let ada = Profile(name: "Ada 愛", color: .green, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        do {
            let deps = try AppDependencies.live(dataFolder: folder.url, environment: [:])
            #expect(folder.exists(AppDatabase.fileName))
            try await deps.profiles.save(ada)
            let chat = try await deps.chatStore.chat(for: "av-cat-01")
            _ = try await deps.chatStore.append(ChatMessage(role: .user, text: "hi", sentAt: Date()), to: chat.id)
            try await deps.drafts.saveDraft("half a thought", in: chat.id)
            try await deps.articleMarks.setBookmark("a-1", at: Date(timeIntervalSince1970: 1_700_000_000))
        }
        let again = try AppDependencies.live(dataFolder: folder.url, environment: [:])
        #expect(try await again.profiles.currentProfile() == ada)
        let chat = try await again.chatStore.chat(for: "av-cat-01")
        #expect(try await again.chatStore.messages(in: chat.id, before: nil, limit: 10).map(\.text) == ["hi"])
        #expect(try await again.drafts.draft(in: chat.id) == "half a thought")
        #expect(try await again.articleMarks.allMarks()["a-1"]?.bookmarkedAt != nil)
        #expect(try await !again.avatars.allAvatars().items.isEmpty, "the embedded catalog")
        #expect(again.responder is OfflinePersonaResponder, "no AICHATS_API_BASE: the offline persona")
    }
}
