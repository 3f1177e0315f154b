import Foundation
import HTTPStreamWire

/// Forwards a transfer to stdout: the head, then each piece of the body as it arrives, then the
/// end.
final class HelperStreamDelegate: CurlTransferDelegate {
    private let output: HelperOutput
    private var refusedRedirect = false

    init(output: HelperOutput) {
        self.output = output
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

    func willRedirect(to target: URL?) -> Bool {
        refusedRedirect = target.map { !$0.isWebAddress } ?? false
        return !refusedRedirect
    }

    /// Writes the end; libcurl missing, or a request it must not send, ends the helper with the
    /// reason on stderr, as a helper that cannot work at all.
    func finish(_ outcome: CurlTransfer.Outcome) {
        switch outcome {
        case .completed: output.send(.completed(urlErrorCode: nil))
        case .failed(let code, let connected):
            output.send(.completed(urlErrorCode: (refusedRedirect ? .unsupportedURL : code).rawValue, connected: connected))
        case .unavailable(let why), .refused(let why): HelperExit.fail("aichats-http: \(why)")
        }
    }
}
