/// One `syncModules()` at a time. A sync awaits the screens' `appear` and `disappear`, and a
/// change it makes to the router wakes `render()`'s observer, which syncs too: two syncs at once
/// each built the new screen, and the second's removal of the extra one ran `disappear` on a
/// chat in use (Ctrl-N's new chat, empty, was deleted as left unused). A caller that finds a
/// sync under way waits its turn, then finds the screens as the router wants them, or syncs
/// what changed meanwhile.
@MainActor
final class SyncTurns {
    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once no other sync runs; the caller must `release()` when done.
    func take() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the next caller waiting, if any (it stays taken for that one).
    func release() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
