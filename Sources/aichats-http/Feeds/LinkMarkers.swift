import FeedParsing

/// Moves a rendered text's `[N]` markers into a shared links array.
enum LinkMarkers {
    /// `rendered.text` with each marker `[N]` (1 ≤ N ≤ its links' count) renumbered to the
    /// target's place in `links`, where targets not yet there are appended.
    static func renumber(_ rendered: RenderedHTML, into links: inout [String]) -> String {
        guard !rendered.links.isEmpty else { return rendered.text }
        var numbers: [Int: Int] = [:]
        for (index, target) in rendered.links.enumerated() {
            if let existing = links.firstIndex(of: target) {
                numbers[index + 1] = existing + 1
            } else {
                links.append(target)
                numbers[index + 1] = links.count
            }
        }
        if numbers.allSatisfy({ $0.key == $0.value }) { return rendered.text }
        return replacingMarkers(in: rendered.text, with: numbers)
    }

    private static func replacingMarkers(in text: String, with numbers: [Int: Int]) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            let digits = rest[afterOpen...].prefix { $0.isASCII && $0.isNumber }
            let close = digits.endIndex
            if !digits.isEmpty, digits.count < 7, close < rest.endIndex, rest[close] == "]",
                let old = Int(digits), let new = numbers[old]
            {
                result += "[\(new)]"
                rest = rest[rest.index(after: close)...]
            } else {
                result += "["
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
