import CCurl
import Foundation

/// One HTTP transfer with libcurl's easy interface, performed on the calling thread, which sleeps
/// in poll() whenever the socket has nothing for it. (FoundationNetworking's URLSession, which the
/// helper used before, kept waking on a socket that was only writable while it waited for data,
/// and burnt a core for as long as a server was slow.)
final class CurlTransfer {
    enum Outcome: Equatable {
        /// The whole response arrived; `address` is where it came from, after redirects.
        case completed(address: URL?)
        /// The transfer failed, or the delegate stopped it: the code URLSession would have given,
        /// and whether a connection to the server was made (one that then timed out accepted
        /// the connection but sent no answer: a server still loading, or not an HTTP server).
        case failed(URLError.Code, connected: Bool)
        /// libcurl cannot be used: the sentence says why.
        case unavailable(String)
        /// The request was not sent: a header would break its line (`CurlRequest.unsafeHeader`).
        case refused(String)
    }

    private let easy: CurlEasy
    private let request: CurlRequest
    private let delegate: any CurlTransferDelegate
    private var heads = CurlHeadReader()
    private var finalHeadReceived = false
    private var lastActivity = ContinuousClock.now
    private var moved: (downloaded: Int64, uploaded: Int64) = (0, 0)
    private var idleTimeoutExpired = false

    private init(easy: CurlEasy, request: CurlRequest, delegate: any CurlTransferDelegate) {
        self.easy = easy
        self.request = request
        self.delegate = delegate
    }

    /// Runs `request` to its end, telling `delegate` what arrives; returns how it ended.
    static func run(_ request: CurlRequest, delegate: any CurlTransferDelegate) -> Outcome {
        if let unsafe = request.unsafeHeader { return .refused(unsafe) }
        if let unavailable = CurlLibrary.load() { return .unavailable(unavailable.description) }
        guard let easy = CurlEasy() else { return .unavailable("libcurl could not start a transfer (out of memory)") }
        let transfer = CurlTransfer(easy: easy, request: request, delegate: delegate)
        return transfer.perform()
    }

    private func perform() -> Outcome {
        CurlOptions.apply(request, to: easy)
        CurlCallbacks.install(on: easy, context: Unmanaged.passUnretained(self).toOpaque())
        lastActivity = .now
        let code = aichats_curl_easy_perform(easy.handle)
        let connected = easy.info(CURLINFO_NUM_CONNECTS) > 0
        if idleTimeoutExpired { return .failed(.timedOut, connected: connected) }
        if code == CURLE_OK { return .completed(address: easy.text(CURLINFO_EFFECTIVE_URL).flatMap(URL.init(string:))) }
        let failure = TransferErrorCode.code(curl: code, osErrno: easy.info(CURLINFO_OS_ERRNO), message: easy.message(for: code))
        // Through a proxy, a connection that failed is the proxy's: the server was never asked.
        let throughProxy = ProxyBypass.proxy(for: request.url, environment: ProcessInfo.processInfo.environment) != nil
        let unreachable: [URLError.Code] = [.cannotConnectToHost, .cannotFindHost]
        return .failed(throughProxy && !connected && unreachable.contains(failure) ? .proxyUnreachable : failure, connected: connected)
    }

    /// One header line; the head it ends goes to the delegate, unless it is interim or a redirect.
    func received(headerLine line: String) -> Bool {
        lastActivity = .now
        guard !finalHeadReceived, let fields = heads.take(line: line) else { return true }
        let head = CurlResponseHead(status: easy.info(CURLINFO_RESPONSE_CODE), fields: fields)
        if (100..<200).contains(head.status) { return true }
        // libcurl follows every 3xx that names a non-empty Location.
        if (300..<400).contains(head.status), let location = head.value("Location"), !location.isEmpty {
            let base = easy.text(CURLINFO_EFFECTIVE_URL).flatMap(URL.init(string:))
            return delegate.willRedirect(to: URL(string: location, relativeTo: base)?.absoluteURL, status: head.status)
        }
        finalHeadReceived = true
        return delegate.received(head: head)
    }

    /// Body bytes; those of a redirect or of an interim response are not the delegate's.
    func received(body: UnsafeRawBufferPointer) -> Bool {
        lastActivity = .now
        guard finalHeadReceived else { return true }
        return delegate.received(body: body)
    }

    /// libcurl's progress call: counts what moved since the last one, and ends a transfer that
    /// waited longer than the idle timeout.
    func progressed(downloaded: Int64, uploaded: Int64) -> Bool {
        if (downloaded, uploaded) != moved {
            moved = (downloaded, uploaded)
            lastActivity = .now
        }
        if ContinuousClock.now - lastActivity > .milliseconds(Int(request.idleTimeout * 1000)) {
            idleTimeoutExpired = true
            return false
        }
        return delegate.stillWanted()
    }
}
