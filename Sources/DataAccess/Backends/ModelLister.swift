import Domain
import Foundation
import HTTPStreamWire

/// Asks an OpenAI-compatible server for its models: `GET {base}/models`, through the network
/// helper `aichats-http` like every request (this process never loads FoundationNetworking).
/// The key goes only in the `Authorization` header, over the helper's stdin.
public struct ModelLister: Sendable {
    /// The most of the answer read: a list of a few thousand models fits many times over.
    static let maximumBodyBytes = 8 << 20

    let timeout: Duration
    var helperLocator = HTTPHelperLocator()

    public init(timeout: Duration = .seconds(10)) {
        self.timeout = timeout
    }

    /// `{base}/models`, with or without a trailing slash on the base.
    static func endpoint(_ baseURL: URL) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/models") ?? baseURL.appendingPathComponent("models")
    }

    /// What the server answered; never throws: every failure is a case of `ModelListing`.
    public func list(baseURL: URL, apiKey: String?) async -> ModelListing {
        var headers = [HTTPStreamHeader("Accept", "application/json")]
        if let apiKey, !apiKey.isEmpty { headers.append(HTTPStreamHeader("Authorization", "Bearer \(apiKey)")) }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let request = HTTPStreamRequest(
            url: Self.endpoint(baseURL), method: "GET", headers: headers, body: Data(), timeout: max(seconds, 1))
        let (reports, continuation) = AsyncStream.makeStream(of: HTTPHelperProcess.Report.self)
        let helper: HTTPHelperProcess
        do {
            helper = try HTTPHelperProcess.start(
                executable: helperLocator.executable(), request: request, environment: HTTPHelperProcess.childEnvironment()
            ) { report in continuation.yield(report) }
        } catch {
            return .unreachable(error.reason)
        }
        let timeout = self.timeout
        // A backstop: the helper's own timeout ends the transfer first, and says whether the
        // server had accepted the connection.
        let watchdog = Task {
            try? await Task.sleep(for: timeout + .seconds(5))
            if !Task.isCancelled { continuation.finish() }
        }
        defer {
            watchdog.cancel()
            helper.terminate()
        }
        var collected = ModelListCollector(overHTTPS: baseURL.scheme?.lowercased() == "https", timeout: timeout)
        for await report in reports {
            if let listing = collected.take(report) { return listing }
        }
        return collected.finishedWithoutEnd(timeout: timeout)
    }
}
