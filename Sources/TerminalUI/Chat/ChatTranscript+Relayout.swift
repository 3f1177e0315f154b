import Domain
import Foundation

extension ChatTranscript {
    /// The layout a message shows with: the one kept when it still fits, else one laid out in the
    /// background for it, else (a long message, `TranscriptRelayout`) the one kept while a new one
    /// is laid out in the background, else (a long message with no such layout, as a chat opens)
    /// its last part while the whole is laid out in the background, else a new one laid out now.
    @MainActor
    static func laidOut(
        _ message: ChatMessage, _ context: Context, theme: Theme, kept: CachedMessage?, relayout: TranscriptRelayout?
    ) -> CachedMessage {
        func fits(_ cached: CachedMessage) -> Bool {
            cached.fits(message.text, context, theme: theme) && cached.fitsReasoning(message.reasoning)
                && cached.model == shownModel(of: message, context)
        }
        if let kept, fits(kept) { return kept }
        guard let relayout else { return CachedMessage(message, context, theme: theme) }
        if let ready = relayout.take(message.id), fits(ready) { return ready }
        if let kept, kept.holdsExactly(message), TranscriptRelayout.isLong(message, context) {
            relayout.start(message, context, theme: theme)
            return kept
        }
        if TranscriptRelayout.isLong(message, context) {
            relayout.start(message, context, theme: theme)
            return .tail(of: message, context, theme: theme, bytes: TranscriptRelayout.tailBytes)
        }
        return CachedMessage(message, context, theme: theme)
    }
}
