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
