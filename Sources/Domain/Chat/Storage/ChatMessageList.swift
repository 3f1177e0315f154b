import Foundation

/// One chat's messages held in memory with `ChatStore`'s rules (the order by `sentAt`, the
/// versions of a reply, pages of the shown versions), for the stores that keep chats in memory:
/// `.mock`'s and the tests' double, so that the rules are written once.
public struct ChatMessageList: Sendable {
    private struct Entry: Sendable {
        var message: ChatMessage
        /// Shared by the versions of a reply.
        let group: UUID
        var shown: Bool
        /// The order of appending, which numbers the versions.
        let seq: Int
    }

    private var entries: [Entry] = []
    private var nextSeq = 0

    public init(_ messages: [ChatMessage] = []) {
        for message in messages { append(message) }
    }

    /// The shown versions, in order, each with its version number and count.
    public var shown: [ChatMessage] { entries.filter(\.shown).map(numbered) }

    public func contains(_ id: UUID) -> Bool { entries.contains { $0.message.id == id } }

    /// When the newest message, of any version, was sent; nil without messages.
    public var latestSentAt: Date? { entries.last?.message.sentAt }

    /// Stores the message after any sent at the same instant or earlier, as its own group (or
    /// in `group`, shown instead of the group's other versions), and returns it numbered.
    @discardableResult
    public mutating func append(_ message: ChatMessage, group: UUID? = nil) -> ChatMessage {
        if let group {
            for index in entries.indices where entries[index].group == group { entries[index].shown = false }
        }
        // A group of its own even when a test stores the same message twice.
        let group = group ?? UUID()
        let at = entries.lastIndex { $0.message.sentAt <= message.sentAt }.map { $0 + 1 } ?? 0
        entries.insert(Entry(message: message, group: group, shown: true, seq: nextSeq), at: at)
        nextSeq += 1
        return numbered(entries[at])
    }

    /// Changes the stored message; false when there is no such message.
    public mutating func update(_ id: UUID, _ change: (inout ChatMessage) -> Void) -> Bool {
        guard let index = entries.firstIndex(where: { $0.message.id == id }) else { return false }
        change(&entries[index].message)
        return true
    }

    /// See `ChatStore.addVersion(_:replacing:)`; nil when there is no message `id`.
    public mutating func addVersion(_ reply: ChatMessage, replacing id: UUID) -> ChatMessage? {
        guard let old = entries.first(where: { $0.message.id == id }) else { return nil }
        return append(reply, group: old.group)
    }

    /// See `ChatStore.showVersion(_:of:)`; nil when there is no such message or version.
    public mutating func showVersion(_ number: Int, of id: UUID) -> ChatMessage? {
        guard let group = entries.first(where: { $0.message.id == id })?.group else { return nil }
        let versions = entries.indices.filter { entries[$0].group == group }.sorted { entries[$0].seq < entries[$1].seq }
        guard versions.indices.contains(number - 1) else { return nil }
        for index in versions { entries[index].shown = index == versions[number - 1] }
        return numbered(entries[versions[number - 1]])
    }

    /// Deletes the message with all its versions; false when there is no such message.
    @discardableResult
    public mutating func delete(_ id: UUID) -> Bool {
        guard let group = entries.first(where: { $0.message.id == id })?.group else { return false }
        entries.removeAll { $0.group == group }
        return true
    }

    /// See `ChatStore.messages(in:before:limit:)`; nil when `before` names no message here.
    public func page(before: UUID?, limit: Int) -> [ChatMessage]? {
        var end = entries.count
        if let before {
            guard let index = entries.firstIndex(where: { $0.message.id == before }) else { return nil }
            end = index
        }
        let older = entries[..<end].filter(\.shown)
        return older.suffix(max(0, limit)).map(numbered)
    }

    /// See `ChatStore.messages(in:after:limit:)`; nil when `after` names no message here.
    public func page(after: UUID?, limit: Int) -> [ChatMessage]? {
        var start = 0
        if let after {
            guard let index = entries.firstIndex(where: { $0.message.id == after }) else { return nil }
            start = index + 1
        }
        let newer = entries[start...].filter(\.shown)
        return newer.prefix(max(0, limit)).map(numbered)
    }

    private func numbered(_ entry: Entry) -> ChatMessage {
        let versions = entries.filter { $0.group == entry.group }
        var message = entry.message
        message.versionNumber = versions.filter { $0.seq <= entry.seq }.count
        message.versionCount = versions.count
        return message
    }
}
