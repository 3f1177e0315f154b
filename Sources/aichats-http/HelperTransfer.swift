import Foundation
import HTTPStreamWire

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs the request with URLSession and reports it through `HelperOutput` until it ends.
struct HelperTransfer {
    let request: HTTPStreamRequest
    let output: HelperOutput

    /// Starts the transfer and blocks; the delegate ends the process when the transfer ends.
    func run() -> Never {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = request.timeout
        configuration.timeoutIntervalForResource = 7 * 24 * 3600
        let session = URLSession(
            configuration: configuration, delegate: HelperStreamDelegate(output: output), delegateQueue: nil)
        session.dataTask(with: urlRequest).resume()
        while true { pause() }
    }

    private var urlRequest: URLRequest {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = request.method
        for header in request.headers {
            urlRequest.addValue(header.value, forHTTPHeaderField: header.name)
        }
        if !request.body.isEmpty { urlRequest.httpBody = request.body }
        return urlRequest
    }
}
