import Domain
import Foundation
import Presentation

/// The Chat screen: the avatar's header, the conversation, and the input, which grows to a few
/// rows as the message gets longer.
@MainActor
public final class ChatView: ScreenView {
    let presenter: ChatPresenter
    private let showHelp: @MainActor @Sendable () -> Void
    var maxOffset = 0
    var transcriptCache: [UUID: ChatTranscript.CachedMessage] = [:]
    var pageSize = 10
    var lastLineCount = 0
    var lastOldestID: UUID?
    /// The width the input was last wrapped to, for moving the cursor up and down its rows.
    var inputWrapWidth = 60
    /// The first input row shown when the input has more rows than fit.
    var inputFirstRow = 0

    /// Creates the view; `showHelp` opens help when `?` is typed into an empty input.
    public init(presenter: ChatPresenter, showHelp: @escaping @MainActor @Sendable () -> Void) {
        self.presenter = presenter
        self.showHelp = showHelp
    }

    /// The breadcrumb name: the avatar's name.
    public var title: String { presenter.avatar?.name ?? "Chat" }

    /// Loads the avatar and the newest page of the chat.
    public func appear() async { await presenter.onAppear() }

    /// The input takes printable keys.
    public var acceptsText: Bool { true }

    /// Types (or pastes, as one edit) into the input; line breaks are kept.
    public func insertText(_ text: String) { presenter.editInput { $0.insert(text) } }

    /// Sending, new lines, leaving, scrolling and editing.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter, width = inputWrapWidth
        var bindings = [
            KeyBinding([.enter], "Send the message", hint: "send") { presenter.send() },
            KeyBinding([.altEnter, .ctrl("j")], "New line in the message") { presenter.editInput { $0.insertLineBreak() } },
            KeyBinding([.escape], presenter.isReplying ? "Stop the reply" : "Leave the chat",
                       hint: presenter.isReplying ? "stop" : "back") { presenter.back() },
            KeyBinding([.up], "Your last sent message when the input is empty, else up a line in the input") {
                if !presenter.recallLastSent() { presenter.editInput { $0.moveRow(by: -1, width: width) } }
            },
            KeyBinding([.down], "Down a line in the input") { presenter.editInput { $0.moveRow(by: 1, width: width) } },
        ] + scrollBindings
        if presenter.input.isEmpty, presenter.canRegenerate {
            bindings.append(KeyBinding([.char("r")], "Write the stopped or failed reply again", hint: "retry") {
                presenter.regenerate()
            })
        }
        if presenter.input.isEmpty, presenter.canExport {
            bindings.append(KeyBinding([.char("e")], "Export the chat as Markdown (when the input is empty)",
                                       hint: "export") { await presenter.export() })
        }
        if presenter.input.isEmpty {
            bindings.append(KeyBinding([.char("?")], "Help (when the input is empty)") { [showHelp] in showHelp() })
        }
        return bindings + TextEditKeys.multiLineBindings { edit in presenter.editInput(edit) }
    }

    /// Scrolling the conversation: a line, a page, or to either end.
    private var scrollBindings: [KeyBinding] {
        let presenter = self.presenter, maxOffset = self.maxOffset, page = self.pageSize
        return [
            KeyBinding([.pageUp], "Scroll up a page", hint: "scroll") { Self.scrollUp(presenter, by: page, maxOffset: maxOffset) },
            KeyBinding([.pageDown], "Scroll down a page") { presenter.scroll(by: -page, maxOffset: maxOffset) },
            KeyBinding([.ctrlUp], "Scroll up a line") { Self.scrollUp(presenter, by: 1, maxOffset: maxOffset) },
            KeyBinding([.ctrlDown], "Scroll down a line") { presenter.scroll(by: -1, maxOffset: maxOffset) },
            KeyBinding([.home], "Scroll to the oldest loaded message (older ones load; Home again reaches them)") {
                Self.scrollUp(presenter, by: Int.max / 2, maxOffset: maxOffset)
            },
            KeyBinding([.end], "Scroll to the newest message") { presenter.scroll(toOldest: false, maxOffset: maxOffset) },
        ]
    }

    /// Scrolls up; at the top, older messages load.
    private static func scrollUp(_ presenter: ChatPresenter, by lines: Int, maxOffset: Int) {
        presenter.scroll(by: lines, maxOffset: maxOffset)
        if presenter.scrollFromBottom >= maxOffset {
            Task { await presenter.loadOlderIfNeeded() }
        }
    }
}
