import Domain
import Foundation
import Observation

/// Lays out a long message anew off the main actor when the width, the theme or the raw mode
/// changed (a resize, Alt-v): a reply of a megabyte in 50,000 short lines takes about a second,
/// and the chat would neither draw nor take keys meanwhile. Until its new lines are there, the
/// message shows as it was laid out before (cut at the right edge when the chat got narrower),
/// or only its last part when it was not laid out yet (a chat opened), and the rule above the
/// input says "laying out the reply…".
@MainActor @Observable
final class TranscriptRelayout {
    /// A message this long (UTF-8 bytes of its text) or longer is laid out anew in the background.
    static let backgroundBytes = 256 * 1024
    /// How much of a long message's end shows while it is laid out for the first time (as a
    /// chat opens): pages of rows, laid out in a few milliseconds.
    static let tailBytes = 16 * 1024

    /// What a layout was started for: another width, theme, raw mode or edit count wants another.
    struct Wanted: Equatable {
        let width: Int
        let codeWidth: Int
        let theme: Theme
        let textEdits: Int
        let rawMarkdown: Bool
        let textBytes: Int
    }

    /// Layouts done, by message, until the transcript takes them.
    @ObservationIgnored private var done: [UUID: ChatTranscript.CachedMessage] = [:]
    @ObservationIgnored private var running: [UUID: (wanted: Wanted, task: RelayoutTask)] = [:]
    /// How many layouts run: the rule says so while any does, and the frame is drawn again when
    /// one ends (it reads this).
    private(set) var runningCount = 0

    /// True when `message` is worth laying out in the background rather than at once.
    static func isLong(_ message: ChatMessage, _ context: ChatTranscript.Context) -> Bool {
        message.id != context.streamingID && message.text.utf8.count >= backgroundBytes
    }

    /// The layout done for `message`, once.
    func take(_ id: UUID) -> ChatTranscript.CachedMessage? { done.removeValue(forKey: id) }

    /// Starts laying out `message` for `context`, unless that runs already.
    func start(_ message: ChatMessage, _ context: ChatTranscript.Context, theme: Theme) {
        let wanted = Wanted(width: context.width, codeWidth: context.codeWidth, theme: theme, textEdits: context.textEdits,
                            rawMarkdown: context.rawMarkdown, textBytes: message.text.utf8.count)
        guard running[message.id]?.wanted != wanted else { return }
        let task = Task.detached(priority: .userInitiated) { [weak self] in
            guard let cached = await Self.laidOut(message, context, theme: theme) else { return }
            await self?.finished(cached, for: message.id, wanted: wanted)
        }
        running[message.id] = (wanted, RelayoutTask(task))
        runningCount = running.count
    }

    /// How much text is laid out between two yields to the other tasks (a layout is a long run
    /// of work, and the machine may have only two threads for every task).
    nonisolated static let chunkBytes = 64 * 1024

    /// `message` laid out for `context` a chunk of lines at a time, as a reply streams in (the
    /// same rows as at once); nil when the layout is no longer wanted.
    private nonisolated static func laidOut(
        _ message: ChatMessage, _ context: ChatTranscript.Context, theme: Theme
    ) async -> ChatTranscript.CachedMessage? {
        var cached = ChatTranscript.CachedMessage(message, context, theme: theme)
        let text = message.text
        var end = text.startIndex
        while end < text.endIndex {
            await Task.yield()
            if Task.isCancelled { return nil }
            end = text.utf8.index(end, offsetBy: chunkBytes, limitedBy: text.endIndex) ?? text.endIndex
            end = text[end...].firstIndex(of: "\n") ?? text.endIndex
            cached.catchUp(with: String(text[..<end]), isStreaming: false)
        }
        cached.catchUp(reasoning: message.reasoning)
        return cached
    }

    private func finished(_ cached: ChatTranscript.CachedMessage, for id: UUID, wanted: Wanted) {
        guard running[id]?.wanted == wanted else { return }
        running[id] = nil
        done[id] = cached
        runningCount = running.count
    }
}

/// A layout under way; cancelled when the chat's view is gone (its result would go nowhere).
private final class RelayoutTask: Sendable {
    let task: Task<Void, Never>
    init(_ task: Task<Void, Never>) { self.task = task }
    deinit { task.cancel() }
}
