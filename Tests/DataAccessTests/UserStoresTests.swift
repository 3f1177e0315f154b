@testable import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// The stores of the user's avatars, popularity counts and article marks: the SQLite ones on a
/// real file, and the in-memory ones, which must behave the same.
@Suite("User avatars, popularity and article marks")
struct UserStoresTests {
    func avatar(_ id: String, _ name: String, minute: Double, _ character: CharacterOption = .robot) -> Avatar {
        Avatar(id: id, name: name, character: character, action: "brewing tea", location: "in a 台北 teahouse",
               author: "Ann", createdAt: instant(minute * 60), popularity: 0, isUserMade: true)
    }

    /// Runs `body` against a SQLite store on a fresh file, then against the in-memory store.
    func eachAvatarStore(_ body: (any UserAvatarStore & PopularityStore) async throws -> Void) async throws {
        try await forEachStore(sqlite: { SQLiteAvatarStore(database: $0) }, memory: InMemoryAvatarStore(), body)
    }

    func eachMarksStore(_ body: (any ArticleMarksStore) async throws -> Void) async throws {
        try await forEachStore(sqlite: { SQLiteArticleMarksStore(database: $0) }, memory: InMemoryArticleMarksStore(), body)
    }

    @Test func userAvatarsAreKeptNewestFirstAndRemovedTogether() async throws {
        try await eachAvatarStore { store in
            let old = avatar("user-1", "小龙 🐉", minute: 1), new = avatar("user-2", "Pixel", minute: 2, .cat)
            try await store.save(old)
            try await store.save(new)
            #expect(try await store.userAvatars() == [new, old])
            try await store.removeAll()
            #expect(try await store.userAvatars().isEmpty)
        }
    }

    @Test func anAvatarIsDeletedWithItsOpensAndTheOthersStay() async throws {
        try await eachAvatarStore { store in
            let gone = avatar("user-1", "Twinbot", minute: 1), kept = avatar("user-2", "Pixel", minute: 2, .cat)
            try await store.save(gone)
            try await store.save(kept)
            for id in [gone.id, kept.id, gone.id] { try await store.recordOpen(of: id) }
            try await store.delete(gone.id)
            #expect(try await store.userAvatars() == [kept])
            #expect(try await store.openCounts() == [kept.id: 1])
            try await store.delete("user-none")
            #expect(try await store.userAvatars() == [kept], "an id that names none changes nothing")
        }
    }

    @Test func anAvatarIsRenamedInPlace() async throws {
        try await eachAvatarStore { store in
            let made = avatar("user-1", "Twinbot", minute: 1)
            try await store.save(made)
            let renamed = Avatar(id: made.id, name: "Twinbot Two", character: .robot, action: "oiling gears",
                                 location: "in a 工房", author: "Ann", createdAt: made.createdAt, popularity: 0, isUserMade: true)
            try await store.update(renamed)
            #expect(try await store.userAvatars() == [renamed])
            await #expect(throws: DomainError.notFound("avatar Ghost")) {
                try await store.update(self.avatar("user-none", "Ghost", minute: 2))
            }
        }
    }

    @Test func opensAreCountedPerAvatar() async throws {
        try await eachAvatarStore { store in
            #expect(try await store.openCounts().isEmpty)
            for id in ["mochi", "rex", "mochi", "mochi"] { try await store.recordOpen(of: id) }
            #expect(try await store.openCounts() == ["mochi": 3, "rex": 1])
        }
    }

    @Test func theFirstReadIsKeptAndBookmarksComeAndGo() async throws {
        try await eachMarksStore { store in
            try await store.markRead("a", at: instant(1))
            try await store.markRead("a", at: instant(9))
            try await store.setBookmark("b", at: instant(2))
            #expect(try await store.allMarks() == [
                "a": ArticleMarks(readAt: instant(1)), "b": ArticleMarks(bookmarkedAt: instant(2)),
            ])
            try await store.setBookmark("a", at: instant(3))
            try await store.setBookmark("b", at: nil)
            #expect(try await store.allMarks()["a"] == ArticleMarks(readAt: instant(1), bookmarkedAt: instant(3)))
            #expect(try await store.allMarks()["b"]?.isBookmarked == false)
            try await store.removeAll()
            #expect(try await store.allMarks().isEmpty)
        }
    }

    @Test func userAvatarsSurviveReopeningTheDatabase() async throws {
        let folder = try TemporaryFolder()
        let made = avatar("user-1", "小龙 🐉", minute: 1)
        do {
            let store = SQLiteAvatarStore(database: try AppDatabase(path: folder.path()))
            try await store.save(made)
            try await store.recordOpen(of: made.id)
        }
        let reopened = SQLiteAvatarStore(database: try AppDatabase(path: folder.path()))
        #expect(try await reopened.userAvatars() == [made])
        #expect(try await reopened.openCounts() == [made.id: 1])
    }

    @Test func thePersonalizedServiceAddsTheUsersAvatarsAndCountsOpens() async throws {
        let store = InMemoryAvatarStore()
        let made = avatar("user-1", "Pixel", minute: 1)
        await store.save(made)
        await store.recordOpen(of: "av-cat-01")
        await store.recordOpen(of: made.id)
        let catalog = EmbeddedAvatarService(catalog: EmbeddedCatalog(launchedAt: instant(0)))
        let service = PersonalizedAvatarService(catalog: catalog, userAvatars: store, popularity: store)
        let base = try await catalog.allAvatars().items
        let all = try await service.allAvatars().items
        #expect(all.count == base.count + 1)
        #expect(all.last == made.withPopularity(1))
        let whiskers = try #require(base.first { $0.id == "av-cat-01" })
        #expect(all.first { $0.id == "av-cat-01" }?.popularity == whiskers.popularity + 1)
        #expect(all.filter(\.isUserMade).map(\.id) == [made.id])
    }
}
