import Foundation
import Testing
@testable import DataAccess

/// The gate alone, without helpers: who may run, who waits, in which order they go.
@Suite("The feed fetch gate")
struct FeedFetchGateTests {
    /// Records which fetches are through the gate.
    actor Entered {
        private(set) var names: [String] = []
        func add(_ name: String) { names.append(name) }
    }

    static func enter(_ gate: FeedFetchGate, _ host: String, as name: String, into entered: Entered) -> Task<Void, Never> {
        Task {
            await gate.enter(host: host)
            await entered.add(name)
        }
    }

    static func settle() async throws { try await Task.sleep(for: .milliseconds(100)) }

    @Test("a third fetch for a host waits while another host's goes; a leave lets it in")
    func perHost() async throws {
        let gate = FeedFetchGate(maximumTotal: 4, maximumPerHost: 2)
        let entered = Entered()
        for name in ["a1", "a2", "a3"] {
            _ = Self.enter(gate, "a", as: name, into: entered)
            try await Self.settle()
        }
        _ = Self.enter(gate, "b", as: "b1", into: entered)
        try await Self.settle()
        #expect(await entered.names == ["a1", "a2", "b1"])
        await gate.leave(host: "a")
        try await Self.settle()
        #expect(await entered.names == ["a1", "a2", "b1", "a3"])
    }

    @Test("past the total, fetches wait and go in the order they came")
    func total() async throws {
        let gate = FeedFetchGate(maximumTotal: 2, maximumPerHost: 2)
        let entered = Entered()
        for (name, host) in [("a", "a"), ("b", "b"), ("c", "c"), ("d", "d")] {
            _ = Self.enter(gate, host, as: name, into: entered)
            try await Self.settle()
        }
        #expect(await entered.names == ["a", "b"])
        await gate.leave(host: "a")
        try await Self.settle()
        #expect(await entered.names == ["a", "b", "c"])
        await gate.leave(host: "b")
        try await Self.settle()
        #expect(await entered.names == ["a", "b", "c", "d"])
    }

    @Test("a queue for one full host holds back neither another host nor its own order")
    func oneHostQueue() async throws {
        let gate = FeedFetchGate(maximumTotal: 3, maximumPerHost: 1)
        let entered = Entered()
        for name in ["a1", "a2", "a3", "a4"] {
            _ = Self.enter(gate, "a", as: name, into: entered)
            try await Self.settle()
        }
        _ = Self.enter(gate, "b", as: "b1", into: entered)
        try await Self.settle()
        #expect(await entered.names == ["a1", "b1"])
        await gate.leave(host: "b")
        try await Self.settle()
        #expect(await entered.names == ["a1", "b1"], "host a is still full")
        for expected in [["a1", "b1", "a2"], ["a1", "b1", "a2", "a3"], ["a1", "b1", "a2", "a3", "a4"]] {
            await gate.leave(host: "a")
            try await Self.settle()
            #expect(await entered.names == expected)
        }
    }
}
