/// The certificates a server's is checked against: the system's, unless `CURL_CA_BUNDLE` (as
/// the curl program reads it, first) or `SSL_CERT_FILE` (as OpenSSL and Python read it) names a
/// file of one's own, such as a company's or a local server's CA. libcurl itself reads neither.
enum TrustedCertificates {
    static func file(environment: [String: String]) -> String? {
        for name in ["CURL_CA_BUNDLE", "SSL_CERT_FILE"] {
            if let path = environment[name], !path.isEmpty { return path }
        }
        return nil
    }
}
