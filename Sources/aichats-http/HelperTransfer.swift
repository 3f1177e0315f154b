import Foundation
import HTTPStreamWire

/// Runs the request with libcurl on this thread and reports it through `HelperOutput` until it
/// ends.
struct HelperTransfer {
    let request: HTTPStreamRequest
    let output: HelperOutput

    /// As many as URLSession followed; each to http or https only.
    static let maximumRedirects = 20

    /// Performs the transfer, writes its end, and ends the process.
    func run() -> Never {
        let delegate = HelperStreamDelegate(output: output, origin: request.url)
        delegate.finish(CurlTransfer.run(curlRequest, delegate: delegate))
        HelperExit.finished()
    }

    private var curlRequest: CurlRequest {
        CurlRequest(
            url: request.url, method: request.method, headers: request.headers, body: request.body,
            idleTimeout: request.timeout, maximumRedirects: Self.maximumRedirects)
    }
}
