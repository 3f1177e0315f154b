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

extension URLError.Code {
    /// What this machine's settings get wrong, not the server: a feed's failure and a chat's say it
    /// in the same words.
    public var settingProblem: String? {
        switch self {
        case .proxyUnreachable: "the proxy (http_proxy, https_proxy or all_proxy) cannot be reached; check it, or unset it"
        case .fileDoesNotExist: "the file of certificates that CURL_CA_BUNDLE or SSL_CERT_FILE names cannot be read"
        default: nil
        }
    }

    /// A server's certificate that the system (or `SSL_CERT_FILE`) does not trust.
    public var isUntrustedCertificate: Bool {
        [.serverCertificateUntrusted, .serverCertificateHasUnknownRoot, .serverCertificateHasBadDate,
         .serverCertificateNotYetValid].contains(self)
    }

    /// What follows "the certificate … is" for such a certificate.
    public static let untrustedCertificateWords =
        "not trusted (self-signed, expired, or for another name); for a CA of your own, set SSL_CERT_FILE to its file"
}
