import Foundation

/// What the owner of a transfer hears as it runs, on the transfer's thread. Answering false stops
/// the transfer at once.
protocol CurlTransferDelegate: AnyObject {
    /// The final response head. A redirect that is followed is not one: see `willRedirect`.
    func received(head: CurlResponseHead) -> Bool
    /// Bytes of the final response's body, decoded (gzip, deflate), as they arrive.
    func received(body: UnsafeRawBufferPointer) -> Bool
    /// A redirect (any 3xx with a `Location`) to `target`, resolved against the address that
    /// answered it; nil when Foundation cannot read it (libcurl then follows it only to http or
    /// https). `status` is the redirect's (301, 302 …). Asked before it is followed.
    func willRedirect(to target: URL?, status: Int) -> Bool
    /// Asked about once a second while the transfer waits, and as bytes move.
    func stillWanted() -> Bool
}

extension CurlTransferDelegate {
    func stillWanted() -> Bool { true }
}
