/// An http or https address written out in plain text (`see https://example.com/a.`): it ends at
/// a space or at a character an address does not hold there, and loses the punctuation of the
/// sentence around it (a final `.`, `,`, a closing `)` it did not open).
enum WrittenOutAddress {
    static func all(in text: String) -> [String] {
        text.matches(of: /https?:\/\/[^\s<>"`\[\]{}|\\^]+/).compactMap { match in
            let address = trimmed(String(match.output))
            return address.count > "https://".count ? address : nil
        }
    }

    private static func trimmed(_ address: String) -> String {
        var address = Substring(address)
        while let last = address.last {
            let opens = address.filter { $0 == "(" }.count, closes = address.filter { $0 == ")" }.count
            guard ".,;:!?'*_~".contains(last) || (last == ")" && closes > opens) else { break }
            address = address.dropLast()
        }
        return String(address)
    }
}
