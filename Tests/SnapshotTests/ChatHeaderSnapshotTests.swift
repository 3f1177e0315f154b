import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import TerminalUI
import Testing

/// The Chat header with a long model id (OpenRouter's): the id is cut in its middle before the
/// avatar's name is cut.
@MainActor
@Suite("Chat header with a long model id, at 80x24 and 100x30")
struct ChatHeaderSnapshotTests {
    static let id = "deepseek/deepseek-r1-distill-llama-70b-instruct-long-variant:free"

    @Test func theModelIdIsCutBeforeTheName() async throws {
        var deps = AppDependencies.mock
        deps.modelCatalog = FakeModelCatalog(backends: [
            ChatBackend(name: "q", displayURL: "http://127.0.0.1:18010/v1", model: Self.id),
        ])
        try await deps.userAvatars.save(Avatar(
            id: "user-rivers", name: "Captain Rivers", character: .man, action: "steering a ferry", location: "on the Yangtze",
            author: "Ann", createdAt: FixtureCatalog.referenceDate, popularity: 0, isUserMade: true))
        let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30)]
        await assertScreens("chatHeaderLongModelIdAndName", deps: deps, path: [.explore, .chat(avatarID: "user-rivers")],
                            sizes: sizes) { driver in
            #expect(await driver.waitUntil { $0.contains("Say hello") })
            let screen = driver.text
            #expect(screen.contains(" Captain Rivers · q / deepseek/deepseek-r1-distill-"))
            #expect(screen.contains("…:free") || screen.contains("-long-variant:free"))
        }
    }
}
