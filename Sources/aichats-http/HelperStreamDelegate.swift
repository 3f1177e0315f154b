import Foundation
import HTTPStreamWire

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Forwards a data task's callbacks to stdout, chunk by chunk as they arrive.
///
/// `URLSession.bytes(for:)` is missing from FoundationNetworking on Linux, so the events come
/// from these delegate callbacks instead.
final class HelperStreamDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let output: HelperOutput

    init(output: HelperOutput) {
        self.output = output
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let contentType = http?.value(forHTTPHeaderField: "Content-Type")?.lowercased() ?? ""
        let retryAfter = http?.value(forHTTPHeaderField: "Retry-After")
        output.send(.response(status: http?.statusCode ?? 0, contentType: contentType, retryAfter: retryAfter))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        output.send(.bytes(data))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let code = error.map(TransferErrorCode.code(for:))
        output.send(.completed(urlErrorCode: code))
        HelperExit.finished()
    }
}
