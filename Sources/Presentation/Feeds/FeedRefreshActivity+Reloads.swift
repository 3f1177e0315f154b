import Domain
import Foundation

/// The reloads of the listening screens during a refresh: a change (new items, a failure) sets a
/// timer of `reloadInterval`, and the changes that arrive before it ends are shown by one reload;
/// a change during that reload sets the next timer once it is done, so the keys get at least an
/// interval between reloads. The end of the refresh stops the timer and reloads once more, after
/// any reload under way: the last reload reads the final state, and no change is left unshown.
extension FeedRefreshActivity {
    func reloadSoon() {
        hasChangesToShow = true
        guard reloadTimer == nil else { return }
        let sleeper = self.sleeper, interval = reloadInterval
        reloadTimer = Task { [weak self] in
            do { try await sleeper.sleep(interval) } catch { return }
            guard let self, !Task.isCancelled else { return }
            hasChangesToShow = false
            await reload()
            guard !Task.isCancelled else { return }
            reloadTimer = nil
            if hasChangesToShow { reloadSoon() }
        }
    }

    func reloadAtEnd() async {
        reloadTimer?.cancel()
        reloadTimer = nil
        hasChangesToShow = false
        await reload()
    }

    /// Reloads every listener, one after the other; when a reload is under way, waits for it to
    /// go once more instead, so two reloads of a screen never run at once (the older one could
    /// end last and show older items).
    private func reload() async {
        reloadAgain = true
        if let reloading {
            await reloading.value
            return
        }
        let pass = Task { await reloadWhileAsked() }
        reloading = pass
        await pass.value
    }

    private func reloadWhileAsked() async {
        while reloadAgain {
            reloadAgain = false
            await notifyListeners()
        }
        reloading = nil
    }
}
