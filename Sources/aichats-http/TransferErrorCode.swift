import Foundation

/// The `URLError` code the helper reports for a failed transfer.
///
/// On Linux, URLSession reports every libcurl TLS failure as `URLError.unknown` (-1) with
/// libcurl's message as the description, so the app could not tell a bad certificate from a
/// plain-HTTP port. The message is read here: a certificate problem becomes
/// `serverCertificateUntrusted`, a TLS handshake answered in plain text ("wrong version number",
/// as OpenSSL says when https meets a plain-HTTP port) `badServerResponse`, any other TLS failure
/// `secureConnectionFailed`.
enum TransferErrorCode {
    static func code(for error: any Error) -> Int {
        let code = (error as? URLError)?.code ?? .unknown
        guard code == .unknown else { return code.rawValue }
        return classify(message: (error as NSError).localizedDescription).rawValue
    }

    static func classify(message: String) -> URLError.Code {
        let text = message.lowercased()
        if text.contains("certificate") { return .serverCertificateUntrusted }
        if text.contains("wrong version number") || text.contains("packet length too long")
            || text.contains("unexpected eof") && text.contains("ssl")
        {
            return .badServerResponse
        }
        if text.contains("ssl") || text.contains("tls") { return .secureConnectionFailed }
        return .unknown
    }
}
