import Foundation

/// A feed behind a login is often added as `https://user:secret@host/feed.xml`, or with a token
/// in its query (GitHub's `….private.atom?token=…`, podcast hosts). The feed list keeps that
/// address and fetches with it, but wherever an address is shown (the Feeds screen, the
/// commands' output, error messages, the log) its password and such tokens are `***`.
extension FeedAddress {
    /// The address as it is shown: `https://user:***@host/feed.xml`.
    public var shown: String { Self.masked(text) }

    /// `text` with the password of each URL in it as `***`; a user name without a password
    /// (`https://TOKEN@host/`, as servers take a token) becomes `***` itself. Used on an address
    /// kept as text (a refresh's result, an item's feed) and on sentences that may quote one (a
    /// fetch's failure, where a redirect or a page's feed link carries the address's login). So is
    /// the value of a query parameter named `token`, `key`, `apikey`, `secret`, `password`,
    /// `passwd`, `pass`, `auth`, `sig` or `signature`, alone or at the end of a longer name
    /// (`access_token`, `X-Amz-Signature`): `?token=***`.
    public static func masked(_ text: String) -> String {
        withoutQuerySecrets(withoutPasswords(text))
    }

    private static func withoutQuerySecrets(_ text: String) -> String {
        guard text.contains("="), text.contains("?") else { return text }
        return text.replacingOccurrences(
            of: #"([?&](?:[A-Za-z0-9]+[_.\-])*(?:token|key|apikey|secret|password|passwd|pass|auth|sig|signature)=)[^&#\s"'<>)]+"#,
            with: "$1***", options: [.regularExpression, .caseInsensitive])
    }

    /// `link` with the whole user part of each URL in it as `***` (`https://***@evil.example/`):
    /// in a link someone else wrote (a feed's item, a model's reply) a user part only serves to
    /// make the host misread (`https://paypal.com@evil.example/`, `https://paypal.com:443@…`),
    /// so not even its user name is shown. A backslash ends the authority too, as browsers read
    /// an http(s) address: `https://evil.example\@apple.com/` goes to evil.example.
    public static func withoutUserPart(_ link: String) -> String {
        withoutLogins(link, keepingUserName: false)
    }

    private static func withoutPasswords(_ text: String) -> String {
        withoutLogins(text, keepingUserName: true)
    }

    private static func withoutLogins(_ text: String, keepingUserName: Bool) -> String {
        guard text.contains("@"), let first = text.range(of: "://") else { return text }
        let ends = { (character: Character) in
            endsAuthority(character) || (!keepingUserName && character == "\\")
        }
        var shown = "", rest = text[...], separator: Range<Substring.Index>? = first
        while let found = separator {
            let authorityStart = found.upperBound
            let authorityEnd = rest[authorityStart...].firstIndex(where: ends) ?? rest.endIndex
            shown += rest[..<authorityStart]
            let authority = rest[authorityStart..<authorityEnd]
            if let at = authority.lastIndex(of: "@") {
                let user = authority[..<at]
                let keptName = keepingUserName ? user.firstIndex(of: ":").map { user[..<$0] + ":***" } : nil
                shown += (keptName ?? "***") + authority[at...]
            } else {
                shown += authority
            }
            rest = rest[authorityEnd...]
            separator = rest.range(of: "://")
        }
        return shown + rest
    }

    /// What ends a URL's authority (`user:password@host:port`): its path, query or fragment, or
    /// the sentence it is quoted in.
    private static func endsAuthority(_ character: Character) -> Bool {
        character == "/" || character == "?" || character == "#" || character.isWhitespace
            || character == "\"" || character == "'" || character == "<" || character == ">" || character == ")"
    }
}
