import Foundation
import HTTPStreamWire

/// Forwards a transfer to stdout: the head, then each piece of the body as it arrives, then the
/// end. A redirect is followed on the same server only: these requests go to a model server,
/// whose key libcurl would not send to another (rightly), so the request would go on there
/// without it, with the whole chat, and fail as a refused key; the end says why instead, and
/// names the other server by its origin, so the user need not ask curl where it led.
final class HelperStreamDelegate: CurlTransferDelegate {
    private let output: HelperOutput
    private let origin: URL
    private var refusedRedirect: URLError.Code?
    private var redirectedTo: String?

    init(output: HelperOutput, origin: URL) {
        self.output = output
        self.origin = origin
    }

    func received(head: CurlResponseHead) -> Bool {
        let contentType = head.value("Content-Type")?.lowercased() ?? ""
        output.send(.response(status: head.status, contentType: contentType, retryAfter: head.value("Retry-After")))
        return true
    }

    func received(body: UnsafeRawBufferPointer) -> Bool {
        output.send(.bytes(Data(body)))
        return true
    }

    func willRedirect(to target: URL?, status: Int) -> Bool {
        guard let target else { return true }
        if !target.isWebAddress {
            refusedRedirect = .unsupportedURL
        } else if !target.hasSameOrigin(as: origin) {
            refusedRedirect = .redirectToNonExistentLocation
            redirectedTo = target.origin
        }
        return refusedRedirect == nil
    }

    /// Writes the end; libcurl missing, or a request it must not send, ends the helper with the
    /// reason on stderr, as a helper that cannot work at all.
    func finish(_ outcome: CurlTransfer.Outcome) {
        switch outcome {
        case .completed: output.send(.completed(urlErrorCode: nil))
        case .failed(let code, let connected):
            output.send(.completed(urlErrorCode: (refusedRedirect ?? code).rawValue, connected: connected, redirectedTo: redirectedTo))
        case .unavailable(let why), .refused(let why): HelperExit.fail("aichats-http: \(why)")
        }
    }
}
