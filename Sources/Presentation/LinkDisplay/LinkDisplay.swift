import Domain

/// A link someone else wrote (a feed's item, a model's reply) as every screen and `aichats news`
/// show it, so that it reads as where it really goes: its user part as `***`
/// (`https://***@evil.example/` for `https://paypal.com@evil.example/`), and a host label that
/// mixes scripts in punycode (`https://xn--pple-43d.com/login` for `аpple.com` with a Cyrillic
/// `а`; `HostLabel`), as browsers show them. Only what is shown changes: the browser is given
/// the link itself, user part and all, the cache keeps it, and `news --json` gives it.
public enum LinkDisplay {
    public static func shown(_ link: String) -> String {
        guard link.contains("@") || !link.utf8.allSatisfy({ $0 < 0x80 }), hostRange(in: link) != nil else { return link }
        let masked = FeedAddress.withoutUserPart(link)
        guard let host = hostRange(in: masked) else { return masked }
        let labels = masked[host].split(omittingEmptySubsequences: false, whereSeparator: HostLabel.isDot)
        guard labels.contains(where: HostLabel.mixesScripts) else { return masked }
        return masked.replacingCharacters(in: host, with: labels.map(HostLabel.shown).joined(separator: "."))
    }

    /// Where the host of `link` is: after `scheme://` and a user part, up to its port, path,
    /// query or fragment (a backslash ends it too, as browsers read http and https). Nil for a
    /// link without one (`mailto:`, `data:`, `file:///…`).
    static func hostRange(in link: String) -> Range<String.Index>? {
        guard let separator = link.range(of: "://"), isScheme(link[..<separator.lowerBound]) else { return nil }
        let rest = link[separator.upperBound...]
        let authority = rest[..<(rest.firstIndex { "/?#\\".contains($0) } ?? rest.endIndex)]
        let hostAndPort = authority[(authority.lastIndex(of: "@").map(authority.index(after:)) ?? authority.startIndex)...]
        let end = hostAndPort.first == "["
            ? hostAndPort.firstIndex(of: "]").map(hostAndPort.index(after:)) ?? hostAndPort.endIndex
            : hostAndPort.firstIndex(of: ":") ?? hostAndPort.endIndex
        return hostAndPort.startIndex == end ? nil : hostAndPort.startIndex..<end
    }

    /// RFC 3986's scheme: a letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
