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
}
