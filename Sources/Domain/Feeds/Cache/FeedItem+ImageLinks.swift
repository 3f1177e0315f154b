import Foundation

extension FeedItem {
    /// The numbers (`[N]`, from 1) of the links that are pictures, which a list of the links
    /// marks as such: the network helper writes a picture in the text as `[image: alt] [N]` (or
    /// `[image] [N]`).
    public var imageLinkNumbers: Set<Int> {
        var numbers = Set<Int>()
        for text in [summaryText, contentText] where text.contains("[image") {
            for match in text.matches(of: #/\[image(?:: [^\]\n]*)?\] \[([0-9]{1,6})\]/#) {
                if let number = Int(match.output.1) { numbers.insert(number) }
            }
        }
        return numbers
    }
}
