import Foundation

/// The hosts reached without the proxy that `http_proxy`, `https_proxy` or `all_proxy` name:
/// those of `no_proxy` (or `NO_PROXY`), and always this machine's. A local model server
/// (ollama, llama.cpp) is never reached through a company proxy, which would see the chat and
/// its key: libcurl proxies `127.0.0.1` too unless told not to, and the option replaces the
/// variables, so they are read here.
enum ProxyBypass {
    static let loopback = ["localhost", "127.0.0.1", "::1"]

    /// The proxy libcurl uses for `url`, if one: `http_proxy` for http (lower case only, as
    /// libcurl reads it), `https_proxy` for https, else `all_proxy`; none for a host `hosts`
    /// names (itself, or a domain it ends in).
    static func proxy(for url: URL, environment: [String: String]) -> String? {
        let scheme = url.scheme?.lowercased() ?? ""
        let names = scheme == "https" ? ["https_proxy", "HTTPS_PROXY"] : ["\(scheme)_proxy"]
        guard let proxy = (names + ["all_proxy", "ALL_PROXY"]).lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
              let host = url.host?.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        else { return nil }
        let bypassed = hosts(environment: environment).split(separator: ",").contains { entry in
            let name = entry.lowercased().drop { $0 == "." }
            return entry == "*" || host == name || host.hasSuffix("." + name)
        }
        return bypassed ? nil : proxy
    }

    static func hosts(environment: [String: String]) -> String {
        let listed = (environment["no_proxy"] ?? environment["NO_PROXY"] ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // "*" alone is libcurl's "no proxy for any host"; among other names it is not.
        if listed == ["*"] { return "*" }
        return (listed + loopback.filter { !listed.contains($0) }).joined(separator: ",")
    }
}
