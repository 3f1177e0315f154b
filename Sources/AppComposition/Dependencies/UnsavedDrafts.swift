import Domain

/// The drafts the database refused until the app quit, and why it last refused one; and the
/// drafts whose chat went with its avatar (deleted in another aichats), which no chat keeps.
public struct UnsavedDrafts: Sendable, Equatable {
    public let texts: [String]
    public let refusal: StorageFailure?
    public let lost: [LostDraft]

    public init(texts: [String], refusal: StorageFailure?, lost: [LostDraft] = []) {
        self.texts = texts
        self.refusal = refusal
        self.lost = lost
    }

    public var isEmpty: Bool { texts.isEmpty && lost.isEmpty }

    /// Why they were not saved, for "could not save a draft (…)": the disk is full, say.
    public var reason: String { refusal?.reason ?? "the database refused the write" }

    /// What the app prints after "aichats: " as it quits, each text whole, so that it can be
    /// copied: every lost draft names its chat and why it was not kept, then the refused ones
    /// say why the database refused them. Nil when there is none.
    public var message: String? {
        var parts = lost.map { draft in
            let chat = draft.avatarName.isEmpty ? "a chat" : "the chat with \(draft.avatarName)"
            return "your draft for \(chat) (deleted in another aichats) was not kept, so here it is:\n\n"
                + UntrustedText.clean(draft.text)
        }
        if !texts.isEmpty {
            let one = texts.count == 1
            parts.append("could not save \(one ? "a draft" : "\(texts.count) drafts") (\(reason)), "
                + "so here \(one ? "it is" : "they are"):\n\n" + texts.map(UntrustedText.clean).joined(separator: "\n\n---\n\n"))
        }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\naichats: ")
    }
}
