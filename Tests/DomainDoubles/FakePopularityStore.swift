import Domain

/// The `PopularityStore` double: how often each avatar's chat was opened, in memory.
public actor FakePopularityStore: PopularityStore {
    /// The opens counted, by avatar id.
    public private(set) var counts: [String: Int] = [:]

    /// Nothing opened yet.
    public init() {}

    public func openCounts() -> [String: Int] { counts }

    public func recordOpen(of avatarID: String) { counts[avatarID, default: 0] += 1 }
}
