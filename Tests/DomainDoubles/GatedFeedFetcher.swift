import Domain
import Synchronization

/// A `FeedFetcher` whose fetches wait until the test opens its gate, then answer as `base`
/// does: a refresh that holds on, while the test looks at what else happens meanwhile.
public final class GatedFeedFetcher: FeedFetcher {
    public let base: ScriptedFeedFetcher
    private let state = Mutex<(isOpen: Bool, started: Int, waiting: [CheckedContinuation<Void, Never>])>((false, 0, []))

    public init(_ base: ScriptedFeedFetcher = ScriptedFeedFetcher(), isOpen: Bool = false) {
        self.base = base
        state.withLock { $0.isOpen = isOpen }
    }

    /// How many fetches started, through the gate or waiting at it.
    public var started: Int { state.withLock { $0.started } }

    /// Lets every fetch through, those waiting and those to come.
    public func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    public func fetch(_ address: FeedAddress, validators: FeedValidators) async -> FeedFetchResult {
        await withCheckedContinuation { continuation in
            let passes = state.withLock { state in
                state.started += 1
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if passes { continuation.resume() }
        }
        return await base.fetch(address, validators: validators)
    }
}
