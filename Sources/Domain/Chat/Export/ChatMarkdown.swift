import Foundation

/// A conversation written as Markdown, for export.
///
/// Each message gets a heading with its speaker, time, the model of a reply written by another
/// than the chat's, and (when not complete) state with the reason it failed or stopped, as the
/// chat shows them, and its text as a block quote: the text stays Markdown (its code fences, lists and emphasis render),
/// yet nothing in it can end the quote or forge a heading, as every line of it starts with "> ".
/// A reply's reasoning comes first in its quote, under "_Reasoning:_", as a quote inside it.
/// Line breaks are kept as hard breaks. The text is expected clean (`UntrustedText`), as Data
/// stores it; it is cleaned again here so that the file is safe whatever the caller passes.
public enum ChatMarkdown {
    /// The longest slug of a file name, in UTF-8 bytes: with the date, a number and ".md" the
    /// name stays far below the 255 bytes most file systems allow.
    public static let maximumSlugBytes = 200

    /// The document: a heading with the chat's title and the avatar (the model that answers in the chat, and the
    /// article it is about), then each message with its author and time.
    /// `writingID` is a reply still being written as the chat is exported: it is marked so, not
    /// "stopped", as it goes on.
    public static func document(
        avatar: Avatar, messages: [ChatMessage], exportedAt: Date, article: ArticleReference? = nil, model: String? = nil,
        writingID: UUID? = nil, title: String? = nil
    ) -> String {
        let heading = "# " + (title.map { "\(inline($0)) · " } ?? "") + "Chat with \(inline(avatar.name))"
        var lines = [heading, "", "_\(inline(avatar.description))_", ""]
        if let model { lines += ["Model: \(inline(model)).", ""] }
        if let article { lines += [aboutLine(article), ""] }
        lines += ["Exported \(timestamp(exportedAt)).", ""]
        // A reply that holds nothing is left out, unless it failed (the reason is the reply) or
        // is being written (its heading says so).
        for message in messages
        where !(message.role == .assistant && message.text.isEmpty && quote(of: message).isEmpty && message.failureReason == nil
                && message.id != writingID) {
            let author = message.role == .user ? "You" : message.role == .assistant ? inline(avatar.name) : "Note"
            let otherModel = message.role == .assistant ? message.model.flatMap { ModelName.isSame($0, as: model ?? "") ? nil : " · \(inline($0))" } : nil
            lines += ["### \(author) · \(timestamp(message.sentAt))\(otherModel ?? "")\(message.id == writingID ? " (still being written)" : stateMark(of: message))", ""]
            lines += quote(of: message)
        }
        return lines.joined(separator: "\n")
    }

    /// The message's quote and the blank line after it (nothing when it has no text nor reasoning): its
    /// reasoning first, as a quote inside it, then its text.
    static func quote(of message: ChatMessage) -> [String] {
        var quoted: [String] = []
        let reasoning = message.reasoning.trimmingCharacters(in: .whitespacesAndNewlines)
        if !reasoning.isEmpty {
            quoted = ["> _Reasoning:_", ">"] + MarkdownQuote.lines(of: UntrustedText.clean(reasoning)).map { "> " + $0 }
            if !message.text.isEmpty { quoted.append(">") }
        }
        if !message.text.isEmpty { quoted += MarkdownQuote.lines(of: UntrustedText.clean(message.text)) }
        return quoted.isEmpty ? [] : quoted + [""]
    }

    /// " (stopped)", " (failed: the server answered 401 …)"; nothing for a complete message. The
    /// chat's words: a reply that failed after some text "stopped", as the chat says under it.
    static func stateMark(of message: ChatMessage) -> String {
        guard message.state != .complete else { return "" }
        let word = message.state == .failed && message.text.isEmpty ? "failed" : "stopped"
        return " (\(word)" + (message.failureReason.map { ": \(inline($0))" } ?? "") + ")"
    }

    /// A file name such as `mochi-borrow-checker-2026-11-22.md`: the avatar's name and the chat's
    /// title in lower case, letters and digits kept (any script), everything else turned into
    /// single dashes, at most `maximumSlugBytes` of it (cut between characters); `chat` when
    /// nothing is left.
    public static func fileName(avatar: Avatar, title: String? = nil, date: Date) -> String {
        var slug = ""
        for character in UntrustedText.clean(avatar.name + " " + (title ?? "")).lowercased() {
            let piece: String
            if character.isLetter || character.isNumber {
                piece = String(character)
            } else if !slug.isEmpty, slug.last != "-" {
                piece = "-"
            } else {
                continue
            }
            guard slug.utf8.count + piece.utf8.count <= maximumSlugBytes else { break }
            slug += piece
        }
        while slug.last == "-" { slug.removeLast() }
        return "\(slug.isEmpty ? "chat" : slug)-\(day(date)).md"
    }

    /// "About “Title” (<https://…>)." — the link only when it is http or https.
    static func aboutLine(_ article: ArticleReference) -> String {
        let link = article.link.flatMap { ["http", "https"].contains($0.scheme?.lowercased() ?? "") ? $0 : nil }
        return "About “\(inline(article.title))”" + (link.map { " (<\($0.absoluteString)>)" } ?? "") + "."
    }

    /// Text for a heading or an emphasis, on one line, with the characters Markdown would
    /// read as syntax escaped.
    static func inline(_ text: String) -> String {
        var out = ""
        for character in UntrustedText.clean(text) {
            if character == "\n" || character == "\t" {
                out.append(" ")
            } else {
                if "\\`*_[]<>#!|~&".contains(character) { out.append("\\") }
                out.append(character)
            }
        }
        return out
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).dateTimeSeparator(.space))
    }

    private static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }
}
