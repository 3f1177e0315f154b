import Domain
import Foundation
import Testing
import DataAccess

@Suite("Profile kept in memory")
struct InMemoryProfileServiceTests {
    let profile = Profile(name: "Ada", color: .green, createdAt: Date(timeIntervalSince1970: 1_000))

    @Test func startsAsGuestByDefault() async throws {
        let service: any ProfileService = InMemoryProfileService()
        #expect(try await service.currentProfile() == nil)
    }

    @Test func savedProfileIsReturned() async throws {
        let service: any ProfileService = InMemoryProfileService()
        try await service.save(profile)
        #expect(try await service.currentProfile() == profile)
    }

    @Test func initialProfileIsReplacedBySave() async throws {
        let service: any ProfileService = InMemoryProfileService(profile: FixtureCatalog.profile)
        #expect(try await service.currentProfile() == FixtureCatalog.profile)
        try await service.save(profile)
        #expect(try await service.currentProfile() == profile)
    }

    @Test func anUpdateChangesOneFieldAndNeedsAProfile() async throws {
        let service: any ProfileService = InMemoryProfileService()
        await #expect(throws: DomainError.accountGone) { try await service.update(.name("Bob")) }
        #expect(try await service.currentProfile() == nil)
        try await service.save(profile)
        #expect(try await service.update(.color(.blue)) == Profile(name: "Ada", color: .blue, createdAt: profile.createdAt))
    }
}
