import Foundation

extension Chat {
    /// The chat with its activity moved forward to `time` (unchanged when `time` is not later).
    public func modified(at time: Date) -> Chat {
        guard time > modifiedAt else { return self }
        return Chat(id: id, avatarID: avatarID, createdAt: createdAt, modifiedAt: time, lastViewedAt: lastViewedAt,
                    backendName: backendName, model: model, article: article, title: title, openingText: openingText)
    }

    /// The chat whose latest activity is its newest message, sent at `latestSentAt` (nil for
    /// none), or its start: what is left when a draft is emptied, which was no activity.
    public func activity(lastMessageAt latestSentAt: Date?) -> Chat {
        Chat(id: id, avatarID: avatarID, createdAt: createdAt, modifiedAt: max(createdAt, latestSentAt ?? createdAt),
             lastViewedAt: lastViewedAt, backendName: backendName, model: model, article: article, title: title, openingText: openingText)
    }

    /// The chat seen through `time` (unchanged when it was seen later already).
    public func viewed(through time: Date) -> Chat {
        guard lastViewedAt.map({ time > $0 }) ?? true else { return self }
        return Chat(id: id, avatarID: avatarID, createdAt: createdAt, modifiedAt: modifiedAt, lastViewedAt: time,
                    backendName: backendName, model: model, article: article, title: title, openingText: openingText)
    }

    /// The chat with what was sent from `time` on unseen (unchanged when it was not seen that far):
    /// a reply that ended while its chat was closed is new again, the messages before it stay seen.
    public func unviewed(from time: Date) -> Chat {
        let before = Self.lastSeen(before: time)
        guard let lastViewedAt, lastViewedAt > before else { return self }
        return Chat(id: id, avatarID: avatarID, createdAt: createdAt, modifiedAt: modifiedAt, lastViewedAt: before,
                    backendName: backendName, model: model, article: article, title: title, openingText: openingText)
    }

    /// The chat after `message` was added to it: its first message of the user's opens it
    /// (`openingText`, which its default title is made of), as the stores keep it.
    public func opened(by message: ChatMessage) -> Chat {
        guard message.role == .user, openingText == nil else { return self }
        var opened = self
        opened.openingText = String(message.text.prefix(ChatTitle.openingLength))
        return opened
    }

    /// The latest time seen that leaves a message sent at `time` unseen: the unread rule counts a
    /// reply sent after `lastViewedAt`.
    public static func lastSeen(before time: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: time.timeIntervalSinceReferenceDate.nextDown)
    }
}
