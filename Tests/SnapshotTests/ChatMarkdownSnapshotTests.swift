import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// Replies rendered from Markdown, their reasoning, and the search in a chat.
@MainActor
@Suite("Chat Markdown, reasoning and search")
struct ChatMarkdownSnapshotTests {
    let mochi: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    static let codeReply = """
        ## Reading a file
        Use `String(contentsOf:)`, see the [docs](https://developer.apple.com/documentation/foundation):
        ```swift
        let text = try String(contentsOf: url, encoding: .utf8)
        ```
        Check that:
        1. the file *exists*
           - and is **readable**
        2. it is UTF-8
        > Tip: quotes get a bar.
        ```sh
        swift run aichats --data-folder /tmp/a-very-long-path/that-does-not-fit-in-one-terminal-row
        ```
        More on [Swift.org](https://swift.org).
        """

    /// The mock dependencies with Mochi's chat holding `messages` (role, text, reasoning).
    func seeded(_ messages: [(ChatRole, String, String)], responder: (any ChatResponder)? = nil) async throws -> AppDependencies {
        var deps = AppDependencies.mock
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chat(for: "fx-cat-mochi")
        let start = FixtureCatalog.clock.now().addingTimeInterval(-Double(messages.count) * 60)
        for (index, (role, text, reasoning)) in messages.enumerated() {
            _ = try await store.append(
                ChatMessage(role: role, text: text, sentAt: start.addingTimeInterval(Double(index) * 60), reasoning: reasoning),
                to: chat.id)
        }
        deps.chatStore = store
        if let responder { deps.responder = responder }
        return deps
    }

    @Test func aReplyWithCodeBlocksListsAQuoteAndFootnotes() async throws {
        let deps = try await seeded([(.user, "How do I read a file?", ""), (.assistant, Self.codeReply, "")])
        await assertScreens("chatMarkdownReply", deps: deps, path: mochi)
    }

    /// Setext headings and an indented code block look like `#` headings and a fenced block.
    @Test func setextHeadingsAndIndentedCode() async throws {
        let reply = "Reading a file\n==============\nIn Swift:\n\n    let text = try String(contentsOf: url)\n\n"
            + "    print(text)\n\nThen\n----\n- a list item\n\n    stays the item's text\n\n---\nDone."
        let deps = try await seeded([(.user, "How?", ""), (.assistant, reply, "")])
        await assertScreens("chatMarkdownSetextAndIndentedCode", deps: deps, path: mochi, sizes: [Size(width: 80, height: 24)])
    }

    @Test func cjkAndEmojiInsideMarkdown() async throws {
        let reply = "# 見出し 🐱\n**日本語**のテキストと`コード`、絵文字 👩‍💻 も *OK* です。長い行は単語の途中ではなく文字の間で折り返されます。\n- リスト項目 🍡\n  - 入れ子\n> 引用 🐾"
        let deps = try await seeded([(.user, "日本語で", ""), (.assistant, reply, "")])
        await assertScreens("chatMarkdownCJK", deps: deps, path: mochi)
    }

    @Test func theReasoningFoldedAndOpen() async throws {
        let reasoning = "The human asks about naps. I should mention the windowsill, the sun, and how long a proper nap lasts."
        let deps = try await seeded([(.user, "Why nap?", ""), (.assistant, "Because the sun is *warm*.", reasoning)])
        await assertScreens("chatReasoningFolded", deps: deps, path: mochi, sizes: [Size(width: 80, height: 24)])
        await assertScreens("chatReasoningOpen", deps: deps, path: mochi, sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.press(.alt("t"))
        }
    }

    @Test func theReasoningShowsDimmedWhileTheReplyThinks() async throws {
        let responder = FedEventResponder()
        try await assertScreenWhileReplying("chatReasoningStreaming", to: "Why nap?", from: responder, asked: { responder.requests }) { driver in
            responder.feed(.reasoning("Naps. The sun on the windowsill, "))
            responder.feed(.reasoning("and how long a proper nap lasts."))
            #expect(await driver.waitUntil { $0.contains("proper nap lasts") })
        }
    }

    /// Records `name` at 80×24 in a new chat answered by `responder`: `question` sent, and once
    /// it was asked (`asked` counts its requests), what `streaming` feeds it.
    func assertScreenWhileReplying(
        _ name: String, to question: String, from responder: any ChatResponder, asked: () -> Int,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        streaming: (AppDriver) async -> Void
    ) async throws {
        let deps = try await seeded([], responder: responder)
        await assertScreens(name, deps: deps, path: mochi, sizes: [Size(width: 80, height: 24)],
                            fileID: fileID, filePath: filePath, line: line, column: column) { driver in
            await driver.type(question)
            await driver.press(.enter)
            #expect(await driver.waitUntil { _ in asked() == 1 })
            await streaming(driver)
        }
    }

    @Test func theSearchPromptAndItsHighlightedMatches() async throws {
        let deps = try await seeded([
            (.user, "Do you like naps?", ""), (.assistant, "Naps are my **favourite** thing. A nap in the sun.", ""),
            (.user, "And after the nap?", ""), (.assistant, "Another nap, of course.", ""),
        ])
        await assertScreens("chatSearchPrompt", deps: deps, path: mochi, sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.press(.ctrl("f"))
            await driver.type("nap")
        }
        await assertScreens("chatSearchMatches", deps: deps, path: mochi) { driver in
            await driver.type("/")
            await driver.type("NAP")
            await driver.press(.enter)
            await driver.type("n")
        }
    }
}
