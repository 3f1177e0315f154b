import Domain
import DomainDoubles
import Foundation
import Testing

@Suite("CreateAvatarInteractor")
struct CreateAvatarInteractorTests {
    let ann = Profile(name: "Ann", color: .green, createdAt: referenceNow)

    @Test func savesATrimmedUserMadeAvatarAuthoredByTheProfile() async throws {
        let store = FakeUserAvatarStore()
        let interactor = CreateAvatarInteractor(store: store, profiles: FakeProfileService(ann), clock: .fixed(referenceNow))
        let avatar = try await interactor.create(
            name: "  小龙 🐉 ", character: .robot, action: "brewing\ntea", location: " in a 台北 teahouse ")
        #expect(avatar.name == "小龙 🐉")
        #expect(avatar.action == "brewing tea")
        #expect(avatar.description == "A robot that is brewing tea in a 台北 teahouse")
        #expect(avatar.author == "Ann")
        #expect(avatar.isUserMade)
        #expect(avatar.popularity == 0)
        #expect(avatar.createdAt == referenceNow)
        #expect(avatar.id.hasPrefix("user-"))
        #expect(await store.saved == [avatar])
    }

    @Test func aGuestIsTheAuthorYou() async throws {
        let interactor = CreateAvatarInteractor(store: FakeUserAvatarStore(), profiles: FakeProfileService(),
            clock: .fixed(referenceNow))
        #expect(try await interactor.create(name: "Rex", character: .dog, action: "running", location: "outside").author == "You")
    }

    @Test("every field is required and bounded", arguments: [
        ("", "running", "outside", "enter a name"),
        ("\u{200B}\u{200D}", "sleeping", "in a box", "enter a name"),
        ("Rex", "  ", "outside", "enter what it is doing"),
        ("Rex", "running", "\n", "enter where it is"),
        (String(repeating: "x", count: 33), "running", "outside", "a name has at most 32 characters"),
        ("Rex", String(repeating: "走", count: 49), "outside", "what it is doing has at most 48 characters"),
    ])
    func invalidInput(name: String, action: String, location: String, message: String) async {
        let store = FakeUserAvatarStore()
        let interactor = CreateAvatarInteractor(store: store, profiles: FakeProfileService(ann), clock: .fixed(referenceNow))
        await #expect(throws: DomainError.invalidInput(message)) {
            try await interactor.create(name: name, character: .dog, action: action, location: location)
        }
        #expect(await store.saved.isEmpty)
    }
}
