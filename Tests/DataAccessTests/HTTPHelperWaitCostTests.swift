import Foundation
import HTTPStreamWire
import Testing
@testable import DataAccess
import TestHTTPServer

/// A slow server costs the helper almost no CPU: it sleeps until the socket has something.
/// (FoundationNetworking's URLSession woke on the always-writable socket without end: a server
/// that did not answer kept the helper at 76 % of a core.) A behaviour check, with a bound far
/// above the few hundredths of a second a helper spends starting.
@Suite("The network helper while a server is slow")
struct HTTPHelperWaitCostTests {
    /// The CPU time (user and system) the process has used so far, from /proc.
    static func cpuSeconds(of pid: pid_t) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        // After "pid (name)": state is the first field, utime the 12th and stime the 13th.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// How the server is slow, until the test has measured and opens `gate`.
    enum Slowness: String, CaseIterable, Sendable {
        /// Nothing at all.
        case silent
        /// The head, then a piece every 0.5 s for 2 s, then nothing.
        case dripping

        func steps(until gate: ServerGate) -> [ServerStep] {
            switch self {
            case .silent: [.wait(gate), .send(SSE.head + SSE.done)]
            case .dripping:
                [.send(SSE.head)] + (1...4).flatMap { [ServerStep.pause(milliseconds: 500), .send(SSE.chunk("\($0)"))] }
                    + [.wait(gate), .send(SSE.done)]
            }
        }
    }

    @Test("waiting 2.5 s for a silent server, or for a piece every 0.5 s, costs under 0.3 s of CPU", arguments: Slowness.allCases)
    func slowServer(_ slowness: Slowness) async throws {
        let gate = ServerGate()
        let steps = slowness.steps(until: gate)
        let server = try OpenAITestServer { _ in steps }
        defer { server.stop() }
        // A limit far above the wait, however late this test wakes on a busy machine.
        let request = HTTPStreamRequest(
            url: server.baseURL.appendingPathComponent("chat/completions"), method: "POST", headers: [], body: Data("{}".utf8),
            timeout: 60)
        let reports = HTTPHelperProcessTests.Reports()
        let helper = try HTTPHelperProcessTests.start(request, reports: reports)
        defer { helper.terminate() }
        try await Task.sleep(for: .seconds(2.5))
        let used = try #require(Self.cpuSeconds(of: helper.pid), "the helper still waits for the server")
        gate.open()
        #expect(used < 0.3, "\(slowness): the helper used \(used) s of CPU while it waited")
        #expect(try await HTTPHelperProcessTests.eventually { helper.isReaped })
        #expect(reports.events.last == .completed(urlErrorCode: nil))
        #expect(!gate.timedOut)
    }
}
