import Foundation
import HTTPStreamWire

/// What a `CurlTransfer` sends, and how long and how far it may go.
struct CurlRequest {
    var url: URL
    var method = "GET"
    var headers: [HTTPStreamHeader] = []
    /// Sent when not empty.
    var body = Data()
    /// The encodings asked for and decoded: "" names every one libcurl can decode.
    var acceptEncoding = ""
    /// The longest wait for a byte (the connection, the head, the next piece of the body): as
    /// URLSession's request timeout, a wait this long fails the transfer as timed out.
    var idleTimeout: TimeInterval
    var maximumRedirects: Int

    /// Why the request must not be sent, or nil: a header whose name or value holds CR, LF or NUL.
    /// libcurl sends each header as one line as given, so a line break would end it early and make
    /// what follows headers of their own (a multi-line API key sent its other lines to the
    /// server). The app refuses such a key before it asks; this is the last guard, for every
    /// transfer the helper makes.
    var unsafeHeader: String? {
        guard let header = headers.first(where: { Self.breaksLine($0.name) || Self.breaksLine($0.value) }) else { return nil }
        let name = String(String.UnicodeScalarView(header.name.unicodeScalars.filter { !Self.lineBreaking.contains($0) }))
        return "the request's header \(name) holds a line break or a NUL byte; it was not sent"
    }

    private static let lineBreaking: Set<Unicode.Scalar> = ["\r", "\n", "\0"]

    private static func breaksLine(_ text: String) -> Bool { text.unicodeScalars.contains { lineBreaking.contains($0) } }
}
