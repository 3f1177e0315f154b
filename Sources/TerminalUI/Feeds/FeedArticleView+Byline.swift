/// The reader's meta line when it is too long for the screen.
extension FeedArticleView {
    /// `parts` ("Feed", "Author", "5 h ago") joined with " · " in `room` cells: the feed's name is
    /// cut first, then the author, each with "…" (left out when not even a few cells of it
    /// fit), so that the age, the part a reader looks for, stays whole.
    nonisolated static func bylineText(_ parts: [String], room: Int) -> String {
        var parts = parts
        let separator = " · "
        var width: Int { TextWidth.of(parts.joined(separator: separator)) }
        var index = 0
        while index < parts.count - 1, width > room {
            let left = room - (width - TextWidth.of(parts[index]))
            if left >= shortestPart {
                parts[index] = TextLayout.truncate(parts[index], to: left, trimmingSpaces: true)
                index += 1
            } else {
                parts.remove(at: index)
            }
        }
        return parts.joined(separator: separator)
    }

    /// The fewest cells a cut name keeps: fewer read as noise.
    private nonisolated static let shortestPart = 4
}
