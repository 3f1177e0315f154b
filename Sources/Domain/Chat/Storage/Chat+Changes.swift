import Foundation

extension Chat {
    /// The chat with its activity moved forward to `time` (unchanged when `time` is not later).
    public func modified(at time: Date) -> Chat {
        guard time > modifiedAt else { return self }
        return Chat(id: id, avatarID: avatarID, createdAt: createdAt, modifiedAt: time, lastViewedAt: lastViewedAt,
                    backendName: backendName, model: model, article: article)
    }

    /// The chat seen through `time` (unchanged when it was seen later already).
    public func viewed(through time: Date) -> Chat {
        guard lastViewedAt.map({ time > $0 }) ?? true else { return self }
        return Chat(id: id, avatarID: avatarID, createdAt: createdAt, modifiedAt: modifiedAt, lastViewedAt: time,
                    backendName: backendName, model: model, article: article)
    }
}
