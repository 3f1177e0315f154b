import CCurl

/// libcurl.so.4, opened on first use (CCurl): the Swift toolchain's own networking needs it, so
/// it is on every machine that runs Swift programs, but its absence must fail a transfer with a
/// sentence, not stop the helper at start.
enum CurlLibrary {
    struct Unavailable: Error, CustomStringConvertible {
        let why: String

        var description: String { "the network library libcurl.so.4 could not be loaded: \(why)" }
    }

    /// Nil once libcurl is ready; the same failure on every call when it cannot be.
    static func load() -> Unavailable? {
        aichats_curl_load().map { Unavailable(why: String(cString: $0)) }
    }
}
