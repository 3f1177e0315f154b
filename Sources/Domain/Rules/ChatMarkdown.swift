import Foundation

/// A conversation written as Markdown, for export.
public enum ChatMarkdown {
    /// The document: a heading with the avatar, then each message with its author and time.
    public static func document(avatar: Avatar, messages: [ChatMessage], exportedAt: Date) -> String {
        var lines = ["# Chat with \(avatar.name)", "", "_\(avatar.description)_", "",
                     "Exported \(timestamp(exportedAt)).", ""]
        for message in messages where !(message.role == .assistant && message.text.isEmpty) {
            let author = message.role == .user ? "You" : message.role == .assistant ? avatar.name : "Note"
            let mark = message.state == .complete ? "" : " (\(message.state.rawValue))"
            lines += ["**\(author)** · \(timestamp(message.sentAt))\(mark)", "", message.text, ""]
        }
        return lines.joined(separator: "\n")
    }

    /// A file name such as `mochi-2026-11-22.md`: the avatar's name in lower case, letters and
    /// digits kept (any script), everything else turned into single dashes.
    public static func fileName(avatar: Avatar, date: Date) -> String {
        var slug = ""
        for character in avatar.name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return "\(slug.isEmpty ? "chat" : slug)-\(day(date)).md"
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).dateTimeSeparator(.space))
    }

    private static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }
}
