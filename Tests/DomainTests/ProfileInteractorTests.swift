import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("ProfileInteractor")
struct ProfileInteractorTests {
    let store = FakeProfileService()
    var interactor: ProfileInteractor { ProfileInteractor(profiles: store, clock: .fixed(referenceNow)) }

    @Test func savesATrimmedProfileStampedWithTheClock() async throws {
        let profile = try await interactor.createAccount(name: "  Mei 美咲 \n", color: .magenta)
        #expect(profile == Profile(name: "Mei 美咲", color: .magenta, createdAt: referenceNow))
        #expect(await store.saved == [profile])
        #expect(try await interactor.currentProfile() == profile)
    }

    @Test func aGuestHasNoProfile() async throws {
        #expect(try await interactor.currentProfile() == nil)
    }

    @Test("blank names are rejected, and names of invisible characters", arguments: ["", " ", "   \t ", "\n", "\u{200D}\u{200B}\u{AD}", "\u{FE0F} \u{200E}"])
    func rejectsBlankNames(name: String) async {
        await #expect(throws: DomainError.invalidInput("enter a display name")) {
            try await interactor.createAccount(name: name, color: .red)
        }
        #expect(await store.saved.isEmpty)
    }

    @Test func acceptsExactly32CharactersCountingGraphemes() async throws {
        let ascii = String(repeating: "a", count: 32)
        #expect(try await interactor.createAccount(name: ascii, color: .red).name == ascii)
        let wide = String(repeating: "美", count: 31) + "👩‍💻"
        #expect(try await interactor.createAccount(name: wide, color: .red).name == wide)
        #expect(await store.saved.count == 2)
    }

    @Test func rejectsNamesLongerThan32Characters() async {
        await #expect(throws: DomainError.invalidInput("a name has at most 32 characters")) {
            try await interactor.createAccount(name: String(repeating: "a", count: 33), color: .blue)
        }
        #expect(await store.saved.isEmpty)
    }

    @Test func theLimitIsCheckedAfterTrimming() async throws {
        let name = "  " + String(repeating: "b", count: 32) + "  "
        #expect(try await interactor.createAccount(name: name, color: .cyan).name.count == 32)
    }
}
