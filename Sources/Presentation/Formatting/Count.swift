/// Counted nouns in sentences: "1 chat", "3 chats", "a, b and c".
enum Count {
    /// The number and the noun, singular for exactly one.
    static func phrase(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// The items joined with commas, the last one with "and".
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
