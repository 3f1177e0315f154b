import Domain
import Synchronization

/// The `AutoRefreshStore` double: the choice in memory.
public final class FakeAutoRefreshStore: AutoRefreshStore {
    private let isOn: Mutex<Bool>

    public init(isOn: Bool = false) { self.isOn = Mutex(isOn) }

    public func isAutoRefreshOn() async throws -> Bool { isOn.withLock { $0 } }

    public func setAutoRefresh(_ isOn: Bool) async throws { self.isOn.withLock { $0 = isOn } }
}
