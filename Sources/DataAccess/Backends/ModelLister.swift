import Domain
import Foundation
import HTTPStreamWire

/// Asks an OpenAI-compatible server for its models: `GET {base}/models`, through the network
/// helper `aichats-http` like every request (this process never loads FoundationNetworking).
/// The key goes only in its header (`Authorization`, or the backend's `key_header`), over the
/// helper's stdin.
public struct ModelLister: Sendable {
    /// The most of the answer read: a list of a few thousand models fits many times over.
    static let maximumBodyBytes = 8 << 20

    let timeout: Duration
    var helperLocator = HTTPHelperLocator()

    public init(timeout: Duration = .seconds(10)) {
        self.timeout = timeout
    }

    /// What the server answered; never throws: every failure is a case of `ModelListing`. A
    /// 404 is asked again at the chat endpoint (`ChatEndpointProbe`): an OpenAI-compatible
    /// server without `/models` answers there in JSON, while a 404 in plain text there too
    /// means that no such server is at that address.
    public func list(baseURL: URL, apiKey: String?, keyHeader: String? = nil) async -> ModelListing {
        let headers = Self.headers(apiKey, in: keyHeader)
        let request = HTTPStreamRequest(
            url: baseURL.openAIEndpoint("models"), method: "GET", headers: headers, body: Data(), timeout: helperTimeout)
        var collected = ModelListCollector(overHTTPS: baseURL.scheme?.lowercased() == "https", timeout: timeout)
        let listing = await exchange(request, failed: ModelListing.unreachable) { collected.take($0) }
            ?? collected.finishedWithoutEnd(timeout: timeout)
        guard listing == .noModelsEndpoint else { return listing }
        return await probeChat(baseURL: baseURL, headers: headers) == .notOpenAI ? .notOpenAICompatible : listing
    }

    /// The headers of every request: JSON wanted, and the key when there is one.
    static func headers(_ apiKey: String?, in keyHeader: String?) -> [HTTPStreamHeader] {
        [HTTPStreamHeader("Accept", "application/json")] + HTTPStreamHeader.key(apiKey, in: keyHeader)
    }

    /// The helper's own timeout, in seconds (at least one).
    var helperTimeout: TimeInterval {
        max(Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18, 1)
    }

    /// Runs `request` through the network helper and gives its reports to `take` until it
    /// returns a verdict; nil when the reports end without one (the watchdog ran out). A helper
    /// that cannot start gives `failed` its reason.
    func exchange<Verdict>(
        _ request: HTTPStreamRequest, failed: (String) -> Verdict, take: (HTTPHelperProcess.Report) -> Verdict?
    ) async -> Verdict? {
        let (reports, continuation) = AsyncStream.makeStream(of: HTTPHelperProcess.Report.self)
        let helper: HTTPHelperProcess
        do {
            helper = try HTTPHelperProcess.start(
                executable: helperLocator.executable(), request: request, environment: HTTPHelperProcess.childEnvironment()
            ) { report in continuation.yield(report) }
        } catch {
            return failed(error.reason)
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
        for await report in reports {
            if let verdict = take(report) { return verdict }
        }
        return nil
    }
}
