/// The certificates a server's is checked against: the system's, unless `SSL_CERT_FILE` (as
/// OpenSSL and Python read it) or `CURL_CA_BUNDLE` (as the curl program reads it) names a file
/// of one's own, such as a company's or a local server's CA. libcurl itself reads neither.
enum TrustedCertificates {
    static func file(environment: [String: String]) -> String? {
        for name in ["SSL_CERT_FILE", "CURL_CA_BUNDLE"] {
            if let path = environment[name], !path.isEmpty { return path }
        }
        return nil
    }
}
