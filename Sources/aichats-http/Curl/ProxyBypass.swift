import Foundation

/// The hosts reached without the proxy that `http_proxy`, `https_proxy` or `all_proxy` name:
/// those of `no_proxy` (or `NO_PROXY`), and always this machine's. A local model server
/// (ollama, llama.cpp) is never reached through a company proxy, which would see the chat and
/// its key: libcurl proxies `127.0.0.1` too unless told not to, and the option replaces the
/// variables, so they are read here.
enum ProxyBypass {
    static let loopback = ["localhost", "127.0.0.1", "::1"]

    static func hosts(environment: [String: String]) -> String {
        let listed = (environment["no_proxy"] ?? environment["NO_PROXY"] ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // "*" alone is libcurl's "no proxy for any host"; among other names it is not.
        if listed == ["*"] { return "*" }
        return (listed + loopback.filter { !listed.contains($0) }).joined(separator: ",")
    }
}
