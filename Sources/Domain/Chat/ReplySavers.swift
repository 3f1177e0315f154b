import Foundation

/// The savers still at work, one per message in the whole app: a reply written again (retry)
/// must not be overwritten later by the old reply's saver, still trying to save.
actor ReplySavers {
    static let shared = ReplySavers()

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
}
