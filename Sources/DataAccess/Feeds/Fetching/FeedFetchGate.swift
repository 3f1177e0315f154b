/// How many feed fetches run at once, in all and for one host. A fetch over either limit waits
/// for an earlier one to leave; waiters go in the order they came, each as soon as its host has
/// room.
actor FeedFetchGate {
    private struct Waiter {
        let host: String
        let continuation: CheckedContinuation<Void, Never>
    }

    let maximumTotal: Int
    let maximumPerHost: Int
    private var running: [String: Int] = [:]
    private var total = 0
    private var waiters: [Waiter] = []
    /// How many of `waiters` wait for each host: `leave` scans the waiters only when one of
    /// those hosts has room, so a list of thousands of feeds on one host costs no scan per fetch.
    private var waiting: [String: Int] = [:]

    init(maximumTotal: Int, maximumPerHost: Int) {
        self.maximumTotal = max(1, maximumTotal)
        self.maximumPerHost = max(1, maximumPerHost)
    }

    /// Returns when the fetch may run; call `leave` with the same host when it is done.
    func enter(host: String) async {
        // No waiter has room (`leave` lets every one that has go), so none is passed over.
        if hasRoom(for: host) { return take(host) }
        await withCheckedContinuation {
            waiters.append(Waiter(host: host, continuation: $0))
            waiting[host, default: 0] += 1
        }
    }

    func leave(host: String) {
        total -= 1
        running[host, default: 1] -= 1
        if running[host] == 0 { running[host] = nil }
        while total < maximumTotal, waiting.keys.contains(where: hasRoom(for:)),
              let index = waiters.firstIndex(where: { hasRoom(for: $0.host) }) {
            let waiter = waiters.remove(at: index)
            waiting[waiter.host, default: 1] -= 1
            if waiting[waiter.host] == 0 { waiting[waiter.host] = nil }
            take(waiter.host)
            waiter.continuation.resume()
        }
    }

    private func hasRoom(for host: String) -> Bool {
        total < maximumTotal && running[host, default: 0] < maximumPerHost
    }

    private func take(_ host: String) {
        total += 1
        running[host, default: 0] += 1
    }
}
