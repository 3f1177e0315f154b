import FlyingFox
import Foundation

extension FeedTestServer {
    /// Records the request, waits the route's delay (counted as being answered), then answers.
    func answer(_ request: HTTPRequest) async throws -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let path = query.isEmpty ? request.path : "\(request.path)?\(query)"
        let recorded = FeedServerRequest(path: path, headers: headers)
        log.withLock { $0.begin(recorded) }
        defer { log.withLock { $0.end(recorded) } }
        folder?.record(recorded)
        guard let route = routes.withLock({ $0[path] }) ?? folder?.route(path) else {
            return HTTPResponse(statusCode: .notFound)
        }
        try await Task.sleep(for: route.delay)
        var responseHeaders = HTTPHeaders()
        for (name, value) in route.headers { responseHeaders[HTTPHeader(name)] = value }
        if let etag = route.etag {
            responseHeaders[HTTPHeader("ETag")] = etag
            if headers["if-none-match"] == etag {
                return HTTPResponse(statusCode: HTTPStatusCode(304, phrase: "Not Modified"), headers: responseHeaders)
            }
        }
        let status = HTTPStatusCode(route.status, phrase: "Status \(route.status)")
        let streamed = StreamedBody(bytes: route.body, stallAfter: route.stallAfter)
        if route.stallAfter != nil {
            let body = HTTPBodySequence(from: streamed, count: route.body.count)
            return HTTPResponse(statusCode: status, headers: responseHeaders, body: body)
        }
        if route.chunked {
            // 64 KB chunks: 4 KB ones cost the test process thousands of writes for a big body.
            let body = HTTPBodySequence(from: streamed, suggestedBufferSize: 64 * 1024)
            return HTTPResponse(statusCode: status, headers: responseHeaders, body: body)
        }
        return HTTPResponse(statusCode: status, headers: responseHeaders, body: route.body)
    }
}
