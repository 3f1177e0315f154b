import Domain
import Foundation

/// Where the history sent to the model starts: a long chat sends only its newest turns
/// (`context_chars`), and the transcript draws a rule above the first message still sent.
extension ChatPresenter {
    /// The first loaded message that the next request sends, when older ones are left out; nil
    /// when everything is sent (or the offline persona answers, which is sent no history). It
    /// is `ConversationShape.sentPart`'s first index of the request a reply to the conversation would
    /// carry, so the rule and the request cannot disagree; messages not loaded are not sent
    /// either, so with older ones in the store the rule is at least above the first loaded one.
    public var firstSentMessageID: UUID? { sentHistory.firstID }

    /// The loaded messages below the rule that the next request leaves out all the same, and the
    /// replies that ended empty, with why (`ConversationShape.sentPart`): the transcript marks
    /// them "not sent".
    public var leftOutMessages: [UUID: LeftOutReason] { sentHistory.leftOut }

    /// What the next request sends of the loaded messages, from one fit of them to the budget
    /// (`ConversationShape.sentPart`), worked out again only when the conversation, the setup or
    /// the avatar changes. Where no history is sent by this rule (the offline persona, an older
    /// stretch shown), only the replies that ended empty are marked.
    private var sentHistory: SentHistory {
        guard let avatar, !replySetup.backend.isOffline, !messages.isEmpty, !hasNewerMessages else {
            return SentHistory(leftOut: ids(of: ConversationShape.endedEmptyReplies(messages)))
        }
        let key = SentHistoryKey(
            ids: messages.map(\.id), states: messages.map(\.state), textEdits: textEdits, setup: replySetup,
            avatar: avatar, hasOlder: hasOlderMessages)
        if let cached = sentHistoryCache, cached.key == key { return cached.sent }
        let request = replyRequest(as: avatar, history: messages)
        let part = ConversationShape.sentPart(for: request, budget: replySetup.backend.contextChars)
        let index = part.firstIndex ?? (hasOlderMessages ? 0 : nil)
        let sent = SentHistory(firstID: index.map { messages[$0].id }, leftOut: ids(of: part.leftOut))
        sentHistoryCache = (key, sent)
        return sent
    }

    /// The reasons by index in `messages`, by message id.
    private func ids(of reasons: [Int: LeftOutReason]) -> [UUID: LeftOutReason] {
        Dictionary(uniqueKeysWithValues: reasons.map { (messages[$0.key].id, $0.value) })
    }

    /// Says, as a message is sent, that the reply before it does not go to the model whole:
    /// the message is most likely about that reply, and the rule above it is easy to miss.
    func noticeCutOfPreviousReply(in request: ReplyRequest) {
        guard !replySetup.backend.isOffline else { return }
        let budget = replySetup.backend.contextChars
        guard let cut = ConversationShape.cutOfPreviousReply(for: request, budget: budget) else { return }
        let seen = cut.kept > 0 ? "the model sees only its start and end" : "the model does not see it"
        router.show(Notice("The last reply has \(cut.length) characters, more than context_chars (\(budget)) "
            + "leaves room for: \(seen)"))
    }

    /// Loads older pages until the loaded messages hold at least what the backend's
    /// `context_chars` can send, or there are none left: the request carries the loaded
    /// messages, so a page of short ones would otherwise cut the history sooner than the budget.
    func loadSentHistory() async {
        guard !replySetup.backend.isOffline else { return }
        let budget = replySetup.backend.contextChars
        var loadedChars = messages.reduce(0) { $0 + $1.text.count }
        while hasOlderMessages, loadedChars < budget {
            let before = messages.count
            await loadOlderIfNeeded()
            guard messages.count > before else { return }
            loadedChars += messages[..<(messages.count - before)].reduce(0) { $0 + $1.text.count }
        }
    }
}

/// What `firstSentMessageID` depends on but the growing text of a streaming reply, which is the
/// last turn and never sent: the rule is worked out again only when one of these changes.
struct SentHistoryKey: Equatable {
    let ids: [UUID]
    let states: [MessageState]
    let textEdits: Int
    let setup: ChatReplySetup
    let avatar: Avatar
    let hasOlder: Bool
}

/// What `ChatPresenter.sentHistory` found: the first message sent, and those left out after it.
struct SentHistory {
    var firstID: UUID?
    var leftOut: [UUID: LeftOutReason] = [:]
}
