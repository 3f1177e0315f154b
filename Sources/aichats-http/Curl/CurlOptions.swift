import CCurl
import Foundation
import HTTPStreamWire

/// A `CurlRequest` as libcurl's options.
enum CurlOptions {
    static func apply(_ request: CurlRequest, to easy: CurlEasy) {
        easy.set(CURLOPT_URL, request.url.absoluteString)
        // Threads, not signals, time the name lookup: the helper has threads of its own.
        easy.set(CURLOPT_NOSIGNAL, 1)
        easy.set(CURLOPT_CONNECTTIMEOUT_MS, max(1, Int(request.idleTimeout * 1000)))
        easy.set(CURLOPT_ACCEPT_ENCODING, request.acceptEncoding)
        easy.set(CURLOPT_FOLLOWLOCATION, 1)
        easy.set(CURLOPT_MAXREDIRS, request.maximumRedirects)
        let environment = ProcessInfo.processInfo.environment
        easy.set(CURLOPT_NOPROXY, ProxyBypass.hosts(environment: environment))
        if let certificates = TrustedCertificates.file(environment: environment) { easy.set(CURLOPT_CAINFO, certificates) }
        webOnly(CURLOPT_PROTOCOLS_STR, else: CURLOPT_PROTOCOLS, on: easy)
        webOnly(CURLOPT_REDIR_PROTOCOLS_STR, else: CURLOPT_REDIR_PROTOCOLS, on: easy)
        easy.setHeaders(headerLines(request.headers))
        if request.method != "GET" || !request.body.isEmpty { easy.setBody(request.body) }
        if request.method != "GET", request.method != "POST" { easy.set(CURLOPT_CUSTOMREQUEST, request.method) }
    }

    /// http and https only; a libcurl older than 7.85 knows only the bit mask.
    private static func webOnly(_ option: Int32, else olderOption: Int32, on easy: CurlEasy) {
        guard easy.set(option, "http,https") == CURLE_UNKNOWN_OPTION else { return }
        easy.set(olderOption, Int(CURLPROTO_HTTP | CURLPROTO_HTTPS))
    }

    /// "Name: value" lines. An empty value is written "Name;" (libcurl drops "Name:"), and an
    /// empty `Expect` keeps libcurl from asking a server to accept a body over 1 KB first, which
    /// costs a second with a server that ignores it.
    static func headerLines(_ headers: [HTTPStreamHeader]) -> [String] {
        var lines = headers.map { $0.value.isEmpty ? "\($0.name);" : "\($0.name): \($0.value)" }
        if !headers.contains(where: { $0.name.lowercased() == "expect" }) { lines.append("Expect:") }
        return lines
    }
}
