import Foundation

extension Chat {
    /// The same chat (its backend, model and article kept) with its times moved.
    public func moved(modifiedAt: Date? = nil, lastViewedAt: Date? = nil) -> Chat {
        Chat(id: id, avatarID: avatarID, createdAt: createdAt, modifiedAt: modifiedAt ?? self.modifiedAt,
             lastViewedAt: lastViewedAt ?? self.lastViewedAt, backendName: backendName, model: model, article: article)
    }
}
