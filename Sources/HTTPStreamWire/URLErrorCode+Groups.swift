import Foundation

extension URLError.Code {
    /// The codes of a TLS connection that failed (the handshake, or either side's certificate):
    /// the helper and its readers word them as one failure, whichever the check was.
    public var isSecureConnectionFailure: Bool {
        switch self {
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
            .clientCertificateRequired:
            true
        default: false
        }
    }
}

extension URLError.Code {
    /// The proxy named by `http_proxy`, `https_proxy` or `all_proxy` could not be reached, so the
    /// server was never asked. URLError has no code of its own for it (Foundation on Linux takes
    /// no other): the helper sends this one, which no transfer of its gives otherwise.
    public static let proxyUnreachable = URLError.Code.cannotLoadFromNetwork
}
