import Foundation

extension FeedItem {
    /// The numbers (`[N]`, from 1) of the links that are pictures, which a list of the links
    /// marks as such: the network helper writes a picture in the text as `[image: alt] [N]` (or
    /// `[image] [N]`). One pass over the texts, without a regular expression, as a text may be
    /// megabytes long (the reader asks once per item, with its layout).
    public var imageLinkNumbers: Set<Int> { Self.imageLinkNumbers(in: [summaryText, contentText]) }

    /// The numbers of the pictures' links written in `texts` (an item's summary and content).
    public static func imageLinkNumbers(in texts: [String]) -> Set<Int> {
        var numbers = Set<Int>()
        for text in texts {
            var rest = text[...]
            while let image = rest.range(of: "[image") {
                rest = rest[image.upperBound...]
                guard let close = rest.firstIndex(where: { $0 == "]" || $0 == "\n" }), rest[close] == "]" else { continue }
                rest = rest[rest.index(after: close)...]
                guard rest.hasPrefix(" [") else { continue }
                let digits = rest.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
                if digits.count < 7, digits.endIndex < rest.endIndex, rest[digits.endIndex] == "]", let number = Int(digits) {
                    numbers.insert(number)
                }
            }
        }
        return numbers
    }
}
