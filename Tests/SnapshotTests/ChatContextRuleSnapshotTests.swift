import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// The dim rule above the first message still sent to the model (`context_chars`), at the
/// usual sizes and at the smallest, among CJK messages.
@MainActor
@Suite("Chat: the rule where the context sent to the model starts")
struct ChatContextRuleSnapshotTests {
    /// Mochi's chat of eight messages, half of them Chinese, on a backend whose 149 characters
    /// hold the system prompt ("Be Mochi.", 9) and the turns from "你喜欢吃什么？" on (120).
    static func deps() async throws -> AppDependencies {
        var deps = AppDependencies.mock
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chat(for: "fx-cat-mochi")
        let start = FixtureCatalog.clock.now().addingTimeInterval(-3600)
        let texts = [
            "Where do you nap in winter?", "On the radiator shelf, mostly. 暖气片上最舒服。",
            "你喜欢吃什么？", "鱼，还有一点点奶油。Fish, and a little cream.",
            "And on rainy days?", "窗台上看雨，一整个下午。The window, all afternoon.",
            "What did you do today?", "I chased a sunbeam across the floor.",
        ]
        for (index, text) in texts.enumerated() {
            _ = try await store.append(
                ChatMessage(role: index.isMultiple(of: 2) ? .user : .assistant, text: text,
                            sentAt: start.addingTimeInterval(Double(index) * 60)),
                to: chat.id)
        }
        deps.chatStore = store
        let settings = InMemoryAvatarSettingsStore()
        try await settings.save(AvatarSettings(systemPrompt: "Be Mochi."), for: "fx-cat-mochi")
        deps.avatarSettings = settings
        deps.modelCatalog = FakeModelCatalog(backends: [
            ChatBackend(name: "local", displayURL: "http://127.0.0.1:11434/v1", model: "qwen2.5:7b", contextChars: 149),
        ])
        return deps
    }

    static let path: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    @Test func theRuleStandsAboveTheFirstMessageSent() async throws {
        let deps = try await Self.deps()
        await assertScreens("chatContextRule", deps: deps, path: Self.path)
    }

    /// At the smallest size the rule says less, in the room there is; scrolled up to it.
    @Test func theRuleAtTheSmallestSize() async throws {
        let deps = try await Self.deps()
        await assertScreens("chatContextRuleNarrow", deps: deps, path: Self.path, sizes: [Size(width: 60, height: 16)]) { driver in
            await driver.press(.pageUp)
        }
    }

    /// The rule's line is exactly above the first message of the request the chat sends next.
    @Test func theRuleIsAboveWhatIsSent() async throws {
        let driver = await AppDriver(deps: try await Self.deps(), path: Self.path, size: Size(width: 100, height: 40))
        let lines = driver.text.components(separatedBy: "\n")
        let rule = try #require(lines.firstIndex { $0.contains("older messages are not sent to the model") })
        let firstSent = try #require(lines.firstIndex { $0.contains("你喜欢吃什么？") })
        let lastUnsent = try #require(lines.firstIndex { $0.contains("On the radiator shelf") })
        #expect(lastUnsent < rule)
        #expect(firstSent == rule + 2, "the rule, the message's name line, then its text")
    }
}
