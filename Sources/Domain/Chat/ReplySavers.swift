import Foundation

/// The savers still at work, one per message in the whole app (one instance, which every chat's
/// interactor shares): a reply written again (retry) must not be overwritten later by the old
/// reply's saver, still trying to save; and a reply the store refused (a full disk) is held
/// here after its chat was left, for the chat opened again and for quitting (`held`).
public actor ReplySavers {
    public init() {}

    private struct Entry {
        weak var saver: ReplySaver?
    }

    private var entries: [UUID: Entry] = [:]

    /// Makes `saver` the only one that writes message `id`.
    func register(_ saver: ReplySaver, for id: UUID) async {
        let old = entries[id]?.saver
        entries = entries.filter { $0.value.saver != nil }
        entries[id] = Entry(saver: saver)
        await old?.stop()
    }

    /// Stops whichever saver writes message `id`.
    func stop(_ id: UUID) async {
        await entries.removeValue(forKey: id)?.saver?.stop()
    }

    /// The replies that the store refuses and whose savers still try (oldest first), with text.
    public func held() async -> [HeldReply] {
        var replies: [HeldReply] = []
        for entry in entries.values {
            if let reply = await entry.saver?.held, !reply.message.text.isEmpty { replies.append(reply) }
        }
        return replies.sorted { $0.message.sentAt < $1.message.sentAt }
    }

    /// Tries to store every held reply once more, now (the app quits).
    public func saveHeld() async {
        for entry in entries.values { await entry.saver?.saveNow() }
    }

    /// The held replies among `ids`, whose savers report to `sink` from now on.
    func follow(_ ids: Set<UUID>, with sink: @escaping @Sendable (UUID) -> ReplySaver.ProblemSink) async -> [HeldReply] {
        var replies: [HeldReply] = []
        for id in ids {
            guard let saver = entries[id]?.saver, let reply = await saver.held else { continue }
            await saver.report(to: sink(id))
            replies.append(reply)
        }
        return replies
    }
}
