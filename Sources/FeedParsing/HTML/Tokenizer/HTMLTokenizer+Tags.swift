extension HTMLTokenizer {
    /// The elements whose content is text up to their end tag, never markup.
    static let rawTextElements: Set<String> = [
        "script", "style", "xmp", "iframe", "noembed", "noframes", "noscript", "textarea", "title", "plaintext",
    ]
    /// Attributes past this many are read but not kept: the duplicate check stays cheap.
    static let maximumAttributes = 32
    /// Raw text elements whose content still has character references decoded.
    static let escapableRawTextElements: Set<String> = ["textarea", "title"]

    /// `<name attributes… >` at `index`; nil, past the end, when the input ends inside it.
    mutating func readStartTag() -> HTMLToken? {
        var position = index + 1
        var tag = HTMLTag(name: readName(&position))
        while true {
            while position < bytes.count, bytes[position].isHTMLWhitespace || bytes[position] == UInt8(ascii: "/") {
                tag.selfClosing = bytes[position] == UInt8(ascii: "/")
                position += 1
            }
            guard position < bytes.count else { break }
            if bytes[position] == UInt8(ascii: ">") {
                index = position + 1
                if Self.rawTextElements.contains(tag.name) { rawTextElement = tag.name }
                return .startTag(tag)
            }
            tag.selfClosing = false
            guard let attribute = readAttribute(&position) else { break }
            if tag.attributes.count < Self.maximumAttributes, !tag.attributes.contains(where: { $0.name == attribute.name }) {
                tag.attributes.append(attribute)
            }
        }
        index = bytes.count
        return nil
    }

    /// `</name …>` at `index`: what follows the name up to '>' is ignored.
    mutating func readEndTag() -> HTMLToken? {
        var position = index + 2
        let name = readName(&position)
        guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else {
            index = bytes.count
            return nil
        }
        index = close + 1
        return .endTag(name)
    }

    /// A tag or attribute name, lower-cased: up to whitespace, '/', '>' (or '=' for an attribute
    /// name, past its first byte).
    func readName(_ position: inout Int, stopsAtEquals: Bool = false) -> String {
        var name: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte.isHTMLWhitespace || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
            if stopsAtEquals, byte == UInt8(ascii: "="), !name.isEmpty { break }
            name.append(byte.asciiLowercased)
            position += 1
        }
        return String(decoding: name, as: UTF8.self)
    }
}
