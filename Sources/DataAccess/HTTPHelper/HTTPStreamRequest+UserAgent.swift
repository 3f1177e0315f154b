import Domain
import Foundation
import HTTPStreamWire

extension HTTPStreamRequest {
    /// `User-Agent: aichats/VERSION`, as the feeds are fetched with.
    static let appUserAgent = HTTPStreamHeader("User-Agent", "aichats/\(AppVersion.string)")

    /// The request with the app's `User-Agent` unless it names one: without it, the helper would
    /// send none.
    var withAppUserAgent: HTTPStreamRequest {
        guard !headers.contains(where: { $0.name.lowercased() == "user-agent" }) else { return self }
        return HTTPStreamRequest(url: url, method: method, headers: headers + [Self.appUserAgent], body: body, timeout: timeout)
    }
}
