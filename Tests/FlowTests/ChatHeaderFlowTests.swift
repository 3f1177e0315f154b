import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import TerminalUI
import Testing

/// A chat with an avatar whose name is long: the header cuts the name, not who answers, and the
/// status bar keeps its Esc and help hints.
@MainActor
@Suite("Chat header and status bar with a long avatar name")
struct ChatHeaderFlowTests {
    static let name = String(repeating: "龍", count: 31) + "🐉"

    func longAvatarChat(size: Size) async throws -> AppDriver {
        let deps = AppDependencies.mock
        try await deps.userAvatars.save(Avatar(
            id: "user-long", name: Self.name, character: .cat, action: "breathing fire", location: "on Mount Fuji",
            author: "Ann", createdAt: FixtureCatalog.referenceDate, popularity: 0, isUserMade: true))
        return await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "user-long")], size: size)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 60, height: 16)])
    func theNameIsCutBeforeTheBackend(size: Size) async throws {
        let app = try await longAvatarChat(size: size)
        #expect(await app.waitUntil { $0.contains("Say hello") })
        let lines = app.screen.textLines()
        let header = lines.first { $0.contains("龍") } ?? ""
        #expect(header.contains("龍… · offline persona"), "got \(header)")
        let bar = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(bar.contains("Esc back"), "got \(bar)")
        #expect(bar.contains("F1 help"), "got \(bar)")
    }
}
