import Foundation
import HTTPStreamWire
import Synchronization

/// What happens to one streaming request, in order.
enum OpenAITransportEvent: Sendable {
    /// The response head arrived with this status, content type (lowercased, may be empty) and
    /// `Retry-After`.
    case response(status: Int, contentType: String, retryAfter: String?)
    /// Bytes of the body arrived.
    case bytes(Data)
    /// The transfer ended, with the transport's error if it failed.
    case completed(URLError?)
    /// The network helper stopped before the transfer ended.
    case helperStopped
    /// The network helper is from another version of aichats.
    case helperFromAnotherVersion
    /// The watchdog saw no activity for too long.
    case timedOut(OpenAIActivityClock.Phase)

    /// The event for what the network helper reported.
    init(_ report: HTTPHelperProcess.Report) {
        switch report {
        case .event(.response(let status, let contentType, let retryAfter)):
            self = .response(status: status, contentType: contentType, retryAfter: retryAfter)
        case .event(.bytes(let data)): self = .bytes(data)
        case .event(.completed(let code, _, let redirectedTo)):
            self = .completed(code.map { URLError(helperCode: $0, redirectedTo: redirectedTo) })
        case .stoppedUnexpectedly: self = .helperStopped
        case .otherVersion: self = .helperFromAnotherVersion
        // Only a feed or OPML request is answered so; a chat reply never gets one.
        case .feedReply, .opmlReply: self = .helperStopped
        }
    }

    /// Whether nothing can follow this event.
    var endsTransfer: Bool {
        switch self {
        case .completed, .helperStopped, .helperFromAnotherVersion: true
        case .response, .bytes, .timedOut: false
        }
    }
}

/// Remembers when the request last showed signs of life, for the watchdog.
final class OpenAIActivityClock: Sendable {
    /// Which limit applies.
    enum Phase: Sendable, Equatable {
        /// Connecting and waiting for the response head: the connect limit.
        case connecting
        /// The head came, and no piece of the reply yet: the longer of the two limits, as a
        /// reasoning model may think in silence (OpenAI's o-series send nothing meanwhile) and a
        /// gateway sends the head before the model's first word.
        case answered
        /// Reading the body: the idle limit.
        case streaming
        /// The model said it finished (a `finish_reason`), and only `[DONE]`, a usage report or
        /// the connection's end is due: `finishingGrace`, after which the reply ends as complete.
        case finishing
    }

    /// How long a reply the model finished waits for the rest of its stream: a server that sent
    /// its finish reason but neither `[DONE]` nor the connection's end made a complete reply wait
    /// for the idle limit (60 s) and then fail as "stopped".
    static let finishingGrace = Duration.seconds(3)

    /// The phase and the last sign of life, marked by the reader and read by the watchdog.
    private struct Activity {
        var phase = Phase.connecting
        var last = ContinuousClock.now
    }

    private let activity = Mutex(Activity())
    private let connectTimeout: Duration
    private let idleTimeout: Duration

    init(connectTimeout: Duration, idleTimeout: Duration) {
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
    }

    /// The limits, for messages.
    var connectLimit: Duration { connectTimeout }
    var idleLimit: Duration { idleTimeout }

    /// Notes activity; the response head moves the request to the streaming phase. Once
    /// finishing, the grace runs from the finish: heartbeats (`: keep-alive`) do not extend it.
    func mark(_ newPhase: Phase) {
        activity.withLock { activity in
            if activity.phase == .finishing, newPhase == .finishing { return }
            activity = Activity(phase: newPhase, last: .now)
        }
    }

    /// When the current limit runs out, and which limit it is.
    func deadline() -> (ContinuousClock.Instant, Phase) {
        let (phase, last) = activity.withLock { ($0.phase, $0.last) }
        let limit = switch phase {
        case .connecting: connectTimeout
        case .answered: max(connectTimeout, idleTimeout)
        case .streaming: idleTimeout
        case .finishing: Self.finishingGrace
        }
        return (last + limit, phase)
    }

    /// Waits until a limit runs out, then reports it; returns early when cancelled.
    func watch(reporting events: AsyncStream<OpenAITransportEvent>.Continuation) async {
        while !Task.isCancelled {
            let (deadline, phase) = deadline()
            if ContinuousClock.now >= deadline {
                events.yield(.timedOut(phase))
                return
            }
            // A phase change can bring the deadline closer, so never sleep past the shorter limit.
            let cap = ContinuousClock.now + min(connectTimeout, idleTimeout, Self.finishingGrace)
            try? await Task.sleep(until: min(deadline, cap), clock: .continuous)
        }
    }
}

extension URLError {
    /// The failure the network helper reported, by its `URLError` code; for a redirect it refused
    /// as one to another server, that server's origin, which the message names (`redirectOrigin`).
    init(helperCode code: Int, redirectedTo origin: String?) {
        self.init(Code(rawValue: code) ?? .unknown, userInfo: origin.map { [Self.redirectOriginKey: $0] } ?? [:])
    }

    private static let redirectOriginKey = "aichats.redirectOrigin"

    /// Where a redirect to another server led (`https://other.example`), its origin alone.
    var redirectOrigin: String? { userInfo[Self.redirectOriginKey] as? String }

    /// The network helper follows a model server's redirects on that server only.
    static let otherServerRedirect =
        "it redirects to another server (host, port, or http and https), which would not be sent the key; "
        + "set base_url to the address it redirects to"

    /// What follows "redirected to" when the helper named the other server: the user trusts it
    /// or not without asking curl where it led.
    static func otherServer(_ origin: String) -> String {
        "\(origin), another server; the key is not sent there: set base_url to that address if you trust it"
    }

    /// A few words for the ways a connection fails.
    var shortDescription: String {
        if let problem = code.settingProblem { return problem }
        return switch code {
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "unknown host"
        case .timedOut: "timed out"
        case .notConnectedToInternet: "no network"
        case .networkConnectionLost: "connection lost"
        case _ where code.isUntrustedCertificate: "its certificate is " + URLError.Code.untrustedCertificateWords
        case _ where code.isSecureConnectionFailure: "secure connection failed"
        case .unsupportedURL: "unsupported address"
        case .badURL: "not a valid address"
        case .httpTooManyRedirects: "it redirects in a loop; check base_url"
        case .redirectToNonExistentLocation: redirectOrigin.map { "it redirects to " + Self.otherServer($0) } ?? Self.otherServerRedirect
        case .badServerResponse: "its answer is not HTTP; check the port of base_url"
        case .zeroByteResource: "closed the connection without answering"
        default: "network error \(code.rawValue)"
        }
    }

    /// Whether the failure is https meeting a plain-HTTP port: the helper reports a TLS
    /// handshake answered in plain text as a bad server response.
    func meansPlainHTTP(overHTTPS https: Bool) -> Bool { https && code == .badServerResponse }

    /// `shortDescription`, with the hint the chat gives for https to a plain-HTTP port.
    func shortDescription(overHTTPS https: Bool) -> String {
        meansPlainHTTP(overHTTPS: https) ? "it does not speak https; try http://" : shortDescription
    }
}
